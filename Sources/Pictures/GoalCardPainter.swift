import Foundation
import TrackerCore

/// Draws a ``GoalCardPicture``: the bar of the goal's checkpoints in order with "3/5", each
/// named checkpoint with a filled mark (done, its name struck through) or an open ring, and
/// "+ 3 more"; the deadline is the caption, red once it has passed (see ``GoalCardLayout``).
/// A right-to-left picture mirrors the list (marks at the right, names running leftwards); the
/// bar still fills from the left.
enum GoalCardPainter {
    static func png(_ goal: GoalCardPicture) throws -> Data {
        let segments = Array(goal.segments.prefix(GoalCardPicture.maximumSegments))
        let items = Array(goal.items.prefix(GoalCardPicture.maximumRows))
        let more = CardPainter.moreCount(goal.moreItems, dropped: goal.items.count - items.count)
        let painter = try CardPainter(
            title: goal.title, caption: goal.caption, language: goal.language ?? .english)
        let words = painter.words
        let layout = GoalCardLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, items: items.count,
            hasMore: more > 0)
        return try painter.png(
            contentHeight: layout.card.contentHeight,
            captionColor: goal.isLate ? Palette.broken : Palette.secondaryText
        ) { canvas, _ in
            drawBar(segments, layout: layout, words: words, on: canvas)
            canvas.setFont(.item)
            for (index, item) in items.enumerated() {
                draw(item, at: index, layout: layout, on: canvas)
            }
            if more > 0 {
                canvas.setFont(.detail)
                canvas.showFlowingText(
                    words.more(more), x: GoalCardLayout.nameX, y: layout.lineBaseline(items.count),
                    Palette.secondaryText)
            }
        }
    }

    /// The bar and "3/5" at its right, or an empty track saying "no checkpoints yet".
    private static func drawBar(
        _ segments: [Bool], layout: GoalCardLayout, words: PictureWords, on canvas: CairoCanvas
    ) {
        let bar = layout.bar(total: segments.count)
        let done = segments.filter { $0 }.count
        SegmentedBarPainter.draw(
            bar, isDone: { segments.indices.contains($0) && segments[$0] }, doneCount: done, on: canvas)
        if segments.isEmpty {
            canvas.setFont(.detail)
            canvas.showFlowingText(
                words.noCheckpoints, x: bar.x + 20, y: layout.barBaseline, Palette.secondaryText)
        } else {
            canvas.setFont(.label)
            canvas.showText(
                words.fraction(done, of: segments.count), x: Card.width - Card.margin, y: layout.barBaseline,
                Palette.text,
                alignment: .trailing)
        }
    }

    /// One checkpoint: its mark and its name on one line.
    private static func draw(
        _ item: GoalCardPicture.Item, at index: Int, layout: GoalCardLayout, on canvas: CairoCanvas
    ) {
        let center = layout.markCenter(index)
        let mark = (x: canvas.flowing(center.x), y: center.y)
        let radius = GoalCardLayout.markRadius
        if item.isDone {
            canvas.fillCircle(x: mark.x, y: mark.y, radius: radius, Palette.accent)
        } else {
            canvas.strokeCircle(x: mark.x, y: mark.y, radius: radius - 2, lineWidth: 4, Palette.open)
        }
        let name = CardPainter.oneLine(item.title, width: GoalCardLayout.nameWidth, on: canvas)
        let baseline = layout.lineBaseline(index)
        canvas.showFlowingText(
            name, x: GoalCardLayout.nameX, y: baseline, item.isDone ? Palette.secondaryText : Palette.text)
        if item.isDone {
            // Struck through, as the text strikes it.
            canvas.strokeLine(
                from: (canvas.flowing(GoalCardLayout.nameX), mark.y),
                to: (canvas.flowing(GoalCardLayout.nameX + canvas.textWidth(name)), mark.y),
                lineWidth: 3, Palette.secondaryText)
        }
    }
}
