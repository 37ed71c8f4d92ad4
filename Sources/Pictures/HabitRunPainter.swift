import Foundation
import TrackerCore

/// Draws a ``HabitRunPicture``: the title, one circle per day (or week), today's ring, and the
/// caption, on a light card (see ``HabitRunLayout`` for where, ``Palette`` for the colours).
enum HabitRunPainter {
    static func png(_ run: HabitRunPicture) throws -> Data {
        guard run.cells.count <= PictureError.maximumCells else {
            throw PictureError.tooManyCells(run.cells.count)
        }
        // The text decides the height, so it is measured before the canvas exists.
        let measuring = try CairoCanvas(width: 1, height: 1)
        let title = wrap(run.title, font: .title, maxLines: HabitRunLayout.titleMaxLines, on: measuring)
        let caption = wrap(
            run.caption, font: .caption, maxLines: HabitRunLayout.captionMaxLines, on: measuring)
        try measuring.check()

        let layout = HabitRunLayout(
            titleLines: title.count, captionLines: caption.count, cells: run.cells.count)
        let canvas = try CairoCanvas(width: HabitRunLayout.width, height: layout.height)
        canvas.paint(Palette.background)

        canvas.setFont(.title)
        for (line, text) in title.enumerated() {
            canvas.showText(text, x: HabitRunLayout.margin, y: layout.titleBaseline(line), Palette.text)
        }
        try canvas.check()

        for (index, cell) in run.cells.enumerated() {
            draw(cell, at: layout.center(index), on: canvas)
        }
        if let today = run.today, run.cells.indices.contains(today) {
            let center = layout.center(today)
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: HabitRunLayout.todayRingRadius,
                lineWidth: HabitRunLayout.todayRingWidth, Palette.text)
        }
        try canvas.check()

        canvas.setFont(.caption)
        for (line, text) in caption.enumerated() {
            canvas.showText(
                text, x: HabitRunLayout.margin, y: layout.captionBaseline(line), Palette.secondaryText)
        }
        return try canvas.png()
    }

    /// One circle: filled when done, a pie when partial, a red ring and cross when broken, a
    /// dotted grey ring when paused, a plain light ring when open.
    private static func draw(
        _ cell: HabitRunPicture.Cell, at center: (x: Double, y: Double), on canvas: CairoCanvas
    ) {
        let radius = HabitRunLayout.radius
        switch cell {
        case .done:
            canvas.fillCircle(x: center.x, y: center.y, radius: radius, Palette.accent)
        case .partial(let fraction):
            // NaN and out-of-range amounts draw as an empty or a full pie, never fail.
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            canvas.fillPie(x: center.x, y: center.y, radius: radius, fraction: clamped, Palette.accent)
            canvas.strokeCircle(x: center.x, y: center.y, radius: radius - 2, lineWidth: 4, Palette.accent)
        case .broken:
            canvas.strokeCircle(x: center.x, y: center.y, radius: radius - 3, lineWidth: 6, Palette.broken)
            let arm = radius * 0.42
            canvas.strokeLine(
                from: (center.x - arm, center.y - arm), to: (center.x + arm, center.y + arm), lineWidth: 8,
                Palette.broken)
            canvas.strokeLine(
                from: (center.x - arm, center.y + arm), to: (center.x + arm, center.y - arm), lineWidth: 8,
                Palette.broken)
        case .paused:
            canvas.strokeCircle(
                x: center.x, y: center.y, radius: radius - 4, lineWidth: 7, Palette.paused, dots: 18)
        case .open:
            canvas.strokeCircle(x: center.x, y: center.y, radius: radius - 2, lineWidth: 4, Palette.open)
        }
    }

    private static func wrap(_ text: String, font: Font, maxLines: Int, on canvas: CairoCanvas) -> [String] {
        canvas.setFont(font)
        return TextWrapping.lines(text, width: HabitRunLayout.textWidth, maxLines: maxLines) {
            canvas.textWidth($0)
        }
    }
}
