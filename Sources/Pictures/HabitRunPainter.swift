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
        let painter = try CardPainter(title: run.title, caption: run.caption)
        let layout = HabitRunLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, cells: run.cells.count)
        return try painter.png(contentHeight: layout.card.contentHeight) { canvas, _ in
            for (index, cell) in run.cells.enumerated() {
                draw(cell, at: layout.center(index), layout: layout, on: canvas)
            }
            if let today = run.today, run.cells.indices.contains(today) {
                let center = layout.center(today)
                canvas.strokeCircle(
                    x: center.x, y: center.y, radius: layout.todayRingRadius,
                    lineWidth: layout.todayRingWidth,
                    Palette.text)
            }
        }
    }

    /// One circle: filled when done, a pie when partial, a red ring and cross when broken, a
    /// dotted grey ring when paused, a plain light ring when open.
    private static func draw(
        _ cell: HabitRunPicture.Cell, at center: (x: Double, y: Double), layout: HabitRunLayout,
        on canvas: CairoCanvas
    ) {
        let radius = layout.radius
        let line = layout.lineWidth
        switch cell {
        case .done:
            canvas.fillCircle(x: center.x, y: center.y, radius: radius, Palette.accent)
        case .partial(let fraction):
            // NaN and out-of-range amounts draw as an empty or a full pie, never fail.
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            canvas.fillPie(x: center.x, y: center.y, radius: radius, fraction: clamped, Palette.accent)
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: radius - line / 2, lineWidth: line, Palette.accent)
        case .broken:
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: radius - line * 0.75, lineWidth: line * 1.5, Palette.broken)
            let arm = radius * 0.42
            canvas.strokeLine(
                from: (center.x - arm, center.y - arm), to: (center.x + arm, center.y + arm),
                lineWidth: line * 2, Palette.broken)
            canvas.strokeLine(
                from: (center.x - arm, center.y + arm), to: (center.x + arm, center.y - arm),
                lineWidth: line * 2, Palette.broken)
        case .paused:
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: radius - line, lineWidth: line * 1.75, Palette.paused,
                dots: 18)
        case .open:
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: radius - line / 2, lineWidth: line, Palette.open)
        }
    }
}
