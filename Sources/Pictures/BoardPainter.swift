import Foundation
import TrackerCore

/// Draws a ``BoardPicture``: day numbers, today's column as a band, a row per member with
/// their name, a square per day and their check-ins, on a ``Card`` with the challenge's name
/// and the days shown (see ``BoardLayout`` for where, ``Palette`` for the colours).
///
/// Bounded whatever the data: at most ``BoardPicture/maximumRows`` rows (the rest join the
/// "+ k more" line) and ``BoardPicture/maximumDays`` days (later marks are not drawn), and a
/// name is one line of at most ``nameCharacters`` characters.
///
/// A right-to-left picture keeps the board's table as it is (names, days from the left,
/// counts): only its title and caption start at the right.
enum BoardPainter {
    /// Characters of a name kept before measuring: more never fit on the line, and measuring a
    /// 300-character name would cost more than the rest of the picture.
    static let nameCharacters = 40

    static func png(_ board: BoardPicture) throws -> Data {
        let drawn = board.rows.prefix(BoardPicture.maximumRows)
        let more = min(max(board.more, 0), 1_000_000) + board.rows.count - drawn.count
        let painter = try CardPainter(
            title: board.title, caption: board.caption, language: board.language ?? .english)
        let words = painter.words
        let layout = BoardLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count,
            columns: drawn.map(\.marks.count).max() ?? 1, rows: drawn.count, hasMore: more > 0)
        return try painter.png(contentHeight: layout.card.contentHeight) { canvas, _ in
            let today = board.today.flatMap { (0..<layout.columns).contains($0) ? $0 : nil }
            if let today {
                let band = layout.todayBand(today)
                canvas.fillRectangle(
                    x: band.x, y: band.y, width: band.width, height: band.height,
                    cornerRadius: layout.cellCornerRadius, Palette.highlight)
            }
            header(board, today: today, layout: layout, words: words, on: canvas)
            var marks = BoardMarks(layout: layout)
            for (index, row) in drawn.enumerated() {
                draw(row, at: index, layout: layout, words: words, on: canvas)
                for (column, mark) in row.marks.prefix(layout.columns).enumerated() {
                    marks.add(mark, at: layout.center(column: column, row: index))
                }
            }
            marks.draw(on: canvas)
            if more > 0 {
                canvas.setFont(BoardLayout.nameFont)
                canvas.showText(
                    words.more(more), x: Card.margin, y: layout.moreBaseline, Palette.secondaryText)
            }
        }
    }

    /// The day numbers, today's in bold, and "✓" over the counts.
    private static func header(
        _ board: BoardPicture, today: Int?, layout: BoardLayout, words: PictureWords, on canvas: CairoCanvas
    ) {
        let y = layout.headerBaseline
        for column in layout.labelledColumns(firstDay: board.firstDay, today: today) {
            let day = board.firstDay.addingReportingOverflow(column).partialValue
            canvas.setFont(Font(size: BoardLayout.dayFont.size, bold: column == today))
            canvas.showText(
                words.number(day), x: layout.center(column: column, row: 0).x, y: y,
                column == today ? Palette.text : Palette.secondaryText, alignment: .center)
        }
        canvas.setFont(BoardLayout.countFont)
        canvas.showText("✓", x: layout.countRight, y: y, Palette.accent, alignment: .trailing)
    }

    /// One member's row: the name cut to one line and the count.
    private static func draw(
        _ row: BoardPicture.Row, at index: Int, layout: BoardLayout, words: PictureWords,
        on canvas: CairoCanvas
    ) {
        let middle = layout.center(column: 0, row: index).y
        canvas.setFont(BoardLayout.nameFont)
        let name =
            row.name.count > nameCharacters ? String(row.name.prefix(nameCharacters)) + "…" : row.name
        let line = CardPainter.oneLine(name, width: BoardLayout.nameWidth, on: canvas)
        if !line.isEmpty {
            canvas.showText(
                line, x: Card.margin, y: layout.baseline(BoardLayout.nameFont, centeredOn: middle),
                Palette.text)
        }
        canvas.setFont(BoardLayout.countFont)
        canvas.showText(
            countText(row.count, words: words), x: layout.countRight,
            y: layout.baseline(BoardLayout.countFont, centeredOn: middle),
            Palette.text, alignment: .trailing)
    }

    /// A count as its column shows it: a stored count beyond three digits (more check-ins than
    /// a year of days) would run into the days, so it shows as "999+".
    static func countText(_ count: Int, words: PictureWords = PictureWords(.english)) -> String {
        count > 999 ? words.number(999) + "+" : words.number(max(count, 0))
    }
}
