import Foundation
import TrackerCore

/// Draws a ``GoalProgressPicture``: a row per goal or habit with its title, where it stands
/// and its deadline (red once passed) on one line, and its bar under them, on a ``Card``
/// titled by the picture, with "+ 3 more" as the caption when rows were left out (see
/// ``GoalProgressLayout`` for where). A right-to-left picture mirrors each row's words (its
/// title starts at the right); the bars still fill from the left.
enum GoalProgressPainter {
    static func png(_ picture: GoalProgressPicture) throws -> Data {
        // Stored data skips the picture's bounding initialiser, so the bound is kept here too.
        let rows = Array(picture.rows.prefix(GoalProgressPicture.maximumRows))
        let more = CardPainter.moreCount(picture.moreRows, dropped: picture.rows.count - rows.count)
        let language = picture.language ?? .english
        let words = PictureWords(language)
        let painter = try CardPainter(
            title: picture.title, caption: more > 0 ? words.more(more) : "", language: language)
        let layout = GoalProgressLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, rows: rows.count)
        return try painter.png(contentHeight: layout.card.contentHeight) { canvas, _ in
            for (index, row) in rows.enumerated() {
                draw(row, at: index, separator: words.separator, layout: layout, on: canvas)
            }
        }
    }

    /// One row. The deadline is cut last, then where it stands, then the title: "Run a mara…
    /// 2 of 5 · 12 days left". A bar of nothing holds its words inside its empty track.
    private static func draw(
        _ row: GoalProgressPicture.Row, at index: Int, separator: String, layout: GoalProgressLayout,
        on canvas: CairoCanvas
    ) {
        let baseline = layout.baseline(index)
        let total = max(row.total, 0)
        var right = Card.width - Card.margin
        canvas.setFont(.detail)
        if let due = row.due.map({ CardPainter.oneLine($0, width: GoalProgressLayout.dueWidth, on: canvas) }),
            !due.isEmpty
        {
            canvas.showFlowingText(
                due, x: right, y: baseline, row.isLate ? Palette.broken : Palette.secondaryText,
                alignment: .trailing)
            right -= canvas.textWidth(due)
            if total > 0 && !row.detail.isEmpty {
                canvas.showFlowingText(
                    separator, x: right, y: baseline, Palette.secondaryText, alignment: .trailing)
                right -= canvas.textWidth(separator)
            }
        }
        if total > 0 {
            let room = GoalProgressLayout.wordsWidth - (Card.width - Card.margin - right)
            let detail = CardPainter.oneLine(row.detail, width: room, on: canvas)
            canvas.showFlowingText(detail, x: right, y: baseline, Palette.secondaryText, alignment: .trailing)
            right -= canvas.textWidth(detail)
        }
        canvas.setFont(.label)
        let titleWidth = right - Card.margin - (right < Card.width - Card.margin ? GoalProgressLayout.gap : 0)
        canvas.showFlowingText(
            CardPainter.oneLine(row.title, width: titleWidth, on: canvas), x: Card.margin, y: baseline,
            Palette.text)

        let bar = layout.bar(index, total: total)
        let done = row.done
        SegmentedBarPainter.draw(bar, isDone: { $0 < done }, doneCount: done, on: canvas)
        if total == 0 {
            canvas.setFont(.detail)
            canvas.showFlowingText(
                CardPainter.oneLine(row.detail, width: bar.width - 2 * GoalProgressLayout.gap, on: canvas),
                x: bar.x + GoalProgressLayout.gap, y: layout.trackBaseline(index), Palette.secondaryText)
        }
    }
}
