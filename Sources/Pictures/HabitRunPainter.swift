import Foundation
import TrackerCore

/// Draws a ``HabitRunPicture``: one circle per day (or week) and today's ring, on a ``Card``
/// with the habit's name and the run's words (see ``HabitRunLayout`` for where, ``Palette``
/// for the colours).
enum HabitRunPainter {
    static func png(_ run: HabitRunPicture) throws -> Data {
        guard run.cells.count <= PictureError.maximumCells else {
            throw PictureError.tooManyCells(run.cells.count)
        }
        let painter = try CardPainter(
            title: run.title, caption: run.caption, language: run.language ?? .english)
        let layout = HabitRunLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, cells: run.cells.count,
            weeks: run.circlesAreWeeks ?? false)
        return try painter.png(contentHeight: layout.card.contentHeight) { canvas, _ in
            drawCells(run.cells, layout: layout, on: canvas)
            if let today = run.today, run.cells.indices.contains(today) {
                let center = layout.center(today)
                canvas.strokeCircle(
                    x: center.x, y: center.y, radius: layout.todayRingRadius,
                    lineWidth: layout.todayRingWidth,
                    Palette.text)
            }
        }
    }

    /// Draws the circles a state at a time: filled when done, a pie when partial, a red ring
    /// and cross when broken, a dotted grey ring when paused, a plain light ring when open.
    private static func drawCells(
        _ cells: [HabitRunPicture.Cell], layout: HabitRunLayout, on canvas: CairoCanvas
    ) {
        var done: [CairoCanvas.Point] = []
        var open: [CairoCanvas.Point] = []
        var paused: [CairoCanvas.Point] = []
        var broken: [CairoCanvas.Point] = []
        var partial: [(center: CairoCanvas.Point, fraction: Double)] = []
        for (index, cell) in cells.enumerated() {
            let center = layout.center(index)
            switch cell {
            case .done: done.append(center)
            case .open: open.append(center)
            case .paused: paused.append(center)
            case .broken: broken.append(center)
            // NaN and out-of-range amounts draw as an empty or a full pie, never fail.
            case .partial(let fraction):
                partial.append((center, fraction.isNaN ? 0 : min(max(fraction, 0), 1)))
            }
        }
        let radius = layout.radius
        let line = layout.lineWidth
        canvas.fillCircles(at: done, radius: radius, Palette.accent)
        canvas.strokeCircles(at: open, radius: radius - line / 2, lineWidth: line, Palette.open)
        canvas.strokeCircles(
            at: paused, radius: radius - line, lineWidth: line * 1.75, Palette.paused, dots: 18)
        canvas.fillPies(partial, radius: radius, Palette.accent)
        canvas.strokeCircles(
            at: partial.map(\.center), radius: radius - line / 2, lineWidth: line, Palette.accent)
        canvas.strokeCircles(
            at: broken, radius: radius - line * 0.75, lineWidth: line * 1.5, Palette.broken)
        let arm = radius * 0.42
        for center in broken {
            canvas.strokeLine(
                from: (center.x - arm, center.y - arm), to: (center.x + arm, center.y + arm),
                lineWidth: line * 2, Palette.broken)
            canvas.strokeLine(
                from: (center.x - arm, center.y + arm), to: (center.x + arm, center.y - arm),
                lineWidth: line * 2, Palette.broken)
        }
    }
}
