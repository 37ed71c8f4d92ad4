import Foundation
import TrackerCore

/// Draws a ``HeatmapPicture``: a square per day in weeks of two bands, month names and
/// weekday letters, and today's ring, on a ``Card`` with the title and the year's words (see
/// ``HeatmapLayout`` for where, ``Palette`` for the colours).
enum HeatmapPainter {
    static func png(_ heatmap: HeatmapPicture) throws -> Data {
        guard heatmap.days.count <= HeatmapLayout.maximumDays else {
            throw PictureError.tooManyDays(heatmap.days.count)
        }
        let painter = try CardPainter(
            title: heatmap.title, caption: heatmap.caption, language: heatmap.language ?? .english)
        let layout = HeatmapLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, first: heatmap.first,
            days: heatmap.days.count, words: painter.words)
        let today = heatmap.today.flatMap { heatmap.days.indices.contains($0) ? $0 : nil }
        return try painter.png(contentHeight: layout.card.contentHeight) { canvas, _ in
            canvas.setFont(.detail)
            for label in layout.monthLabels(through: today) {
                canvas.showText(label.text, x: label.x, y: label.baseline, Palette.secondaryText)
            }
            for band in 0..<layout.bands {
                for label in layout.weekdayLabels(band: band) {
                    canvas.showText(label.text, x: Card.margin, y: label.baseline, Palette.secondaryText)
                }
            }
            for (index, day) in heatmap.days.enumerated() {
                draw(day, at: layout.square(index), on: canvas)
            }
            if let today {
                // Drawn over the square's own edge, so it marks today without touching its neighbours.
                let corner = layout.square(today)
                let line = HeatmapLayout.todayLine
                canvas.strokeRectangle(
                    x: corner.x + line / 2, y: corner.y + line / 2, width: HeatmapLayout.side - line,
                    height: HeatmapLayout.side - line, lineWidth: line, Palette.text)
            }
        }
    }

    /// One square: a shade of green by the share done (light grey for none), an outline when
    /// nothing was due, a grey dot when paused, nothing when blank or to come.
    private static func draw(
        _ day: HeatmapPicture.Day, at corner: (x: Double, y: Double), on canvas: CairoCanvas
    ) {
        let side = HeatmapLayout.side
        switch day {
        case .share(let share):
            let level = HeatmapLayout.level(share)
            canvas.fillRectangle(
                x: corner.x, y: corner.y, width: side, height: side,
                level == 0 ? Palette.heatEmpty : Palette.heatLevels[level - 1])
        case .notDue:
            let line = HeatmapLayout.outline
            canvas.strokeRectangle(
                x: corner.x + line / 2, y: corner.y + line / 2, width: side - line, height: side - line,
                lineWidth: line, Palette.open)
        case .paused:
            canvas.fillCircle(
                x: corner.x + side / 2, y: corner.y + side / 2, radius: side * 0.22, Palette.paused)
        case .blank, .future:
            break
        }
    }
}
