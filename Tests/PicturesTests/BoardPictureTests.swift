import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Renders group boards, decodes the PNG and looks at the pixels where the layout says each
/// member's day is.
struct BoardPictureTests {
    private func render(_ board: BoardPicture) throws -> DecodedImage {
        try DecodedImage(png: PictureRenderer.png(.board(board)))
    }

    /// The layout of `board` with one title line and one caption line.
    private func layout(_ board: BoardPicture, captionLines: Int = 1) -> BoardLayout {
        BoardLayout(
            titleLines: 1, captionLines: captionLines, columns: board.rows.map(\.marks.count).max() ?? 1,
            rows: board.rows.count, hasMore: board.more > 0)
    }

    @Test func isAPNGOfTheLayoutsSizeAndCompact() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        #expect(image.width == 800)
        #expect(image.height == layout.card.pixelHeight)
        #expect(image.height < 450)
        #expect(image.pixel((2, 2), is: Palette.background))
    }

    @Test func aCheckInIsAGreenSquareWithAWhiteTick() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        let center = layout.center(column: 0, row: 0)
        let size = layout.cellSize
        // A corner of the square is green; the tick's knee is white.
        #expect(image.pixel((center.x - size * 0.35, center.y - size * 0.35), is: Palette.accent))
        #expect(
            image.pixel((center.x - size * 0.08, center.y + size * 0.18), is: Palette.onAccent, tolerance: 20)
        )
    }

    @Test func aMissedDayIsARedCrossWithoutAFill() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        let center = layout.center(column: 1, row: 1)
        let size = layout.cellSize
        #expect(image.pixel(center, is: Palette.broken))
        #expect(image.pixel((center.x + size * 0.2, center.y + size * 0.2), is: Palette.broken))
        // Between the arms: the card shows through.
        #expect(image.pixel((center.x, center.y - size * 0.3), is: Palette.background))
    }

    @Test func aPartialDayIsFilledFromTheBottom() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        let center = layout.center(column: 3, row: 1)
        let size = layout.cellSize
        #expect(image.pixel((center.x, center.y + size * 0.25), is: Palette.accent))
        #expect(image.pixel((center.x, center.y - size * 0.2), is: Palette.background))
    }

    @Test func pausedOpenRestAndNotJoinedDaysDiffer() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        let size = layout.cellSize
        let paused = layout.center(column: 2, row: 1)
        #expect(image.pixel((paused.x - size * 0.14, paused.y), is: Palette.paused))
        #expect(image.pixel(paused, is: Palette.background))
        let open = layout.center(column: 6, row: 0)
        #expect(image.pixel(open, is: Palette.background))
        #expect(image.pixel((open.x + size / 2 - layout.lineWidth / 2, open.y), is: Palette.open))
        let rest = layout.center(column: 2, row: 2)
        #expect(image.pixel(rest, is: Palette.open))
        #expect(image.pixel((rest.x + size * 0.3, rest.y), is: Palette.background))
        let notJoined = layout.center(column: 0, row: 2)
        #expect(image.pixel(notJoined, is: Palette.background))
        #expect(image.pixel((notJoined.x + size / 2 - 1, notJoined.y), is: Palette.background))
    }

    @Test func todaysColumnStandsOnABand() throws {
        let image = try render(BoardSamples.week)
        let layout = layout(BoardSamples.week)
        // Between two rows the band shows in today's column (4) and not in yesterday's.
        let gap = layout.rowsTop + layout.rowHeight - 2
        #expect(image.pixel((layout.center(column: 4, row: 0).x, gap), is: Palette.highlight))
        #expect(image.pixel((layout.center(column: 3, row: 0).x, gap), is: Palette.background))
        // Today's open day is an outline on the band.
        let open = layout.center(column: 4, row: 1)
        #expect(image.pixel(open, is: Palette.highlight))
    }

    @Test func manyMembersDrawTwentyRowsAndAMoreLine() throws {
        let board = BoardSamples.long(members: 45)
        #expect(board.rows.count == BoardPicture.maximumRows && board.more == 25)
        let image = try render(board)
        let layout = layout(board)
        #expect(layout.columns == 14 && layout.rows == 20 && layout.hasMore)
        // However long the challenge, a day's mark is at least 20 px across.
        #expect(layout.cellSize * Card.pixelsPerUnit >= 20)
        #expect(image.height == layout.card.pixelHeight)
        #expect(image.height < 1100)
        // The last row's done day: the corner of its square, clear of the tick.
        let last = layout.center(column: 2, row: 19)
        let corner = layout.cellSize * 0.35
        #expect(image.pixel((last.x - corner, last.y - corner), is: Palette.accent))
        // The "+ 25 more" line is text under the rows.
        var dark = 0
        for x in stride(from: Card.margin, to: Card.margin + 150, by: 1) {
            if image.rgb((x, layout.moreBaseline - 12)).red < 120 { dark += 1 }
        }
        #expect(dark > 5)
    }

    @Test func rowsAndDaysBeyondTheBoundsAreNotDrawn() throws {
        let rows = (0..<60).map {
            BoardPicture.Row(name: "M\($0)", marks: Array(repeating: .done, count: 400), count: $0)
        }
        let board = BoardPicture(title: "Huge", firstDay: 1, today: 300, rows: rows, caption: "")
        let image = try render(board)
        let layout = BoardLayout(titleLines: 1, captionLines: 0, columns: 400, rows: 60, hasMore: true)
        #expect(layout.columns == BoardPicture.maximumDays && layout.rows == BoardPicture.maximumRows)
        #expect(image.height == layout.card.pixelHeight)
        #expect(image.width + image.height <= 10_000)
    }

    @Test func countsStayWithinTheirColumn() {
        #expect(BoardPainter.countText(365) == "365")
        #expect(BoardPainter.countText(Int.max) == "999+")
        #expect(BoardPainter.countText(-3) == "0")
    }

    @Test(arguments: [
        String(repeating: "W", count: 300),
        String(repeating: "Jo ", count: 100),
        "Run 🏃‍♀️ 🔥🔥 🌅",
        "קריאה יומית · قراءة يومية",
        "<b>&amp; \"quotes\" & <i>tags</i></b>",
        "line\nbreak\ttab\u{0}nul\u{7}bell",
        "e\u{301}\u{301}\u{301} 👨‍👩‍👧‍👦 \u{202E}reversed",
        "",
        "   ",
        String(repeating: "\u{200B}", count: 300),
    ])
    func oddNamesStayOnTheirLineLeftOfTheDays(name: String) throws {
        let board = BoardPicture(
            title: name, firstDay: 1, today: 0,
            rows: [
                .init(name: name, marks: [.open, .partial(.nan), .partial(-1), .partial(7)], count: Int.max),
                .init(name: "Ann", marks: [.done], count: -3),
            ],
            more: Int.max, caption: name)
        let image = try render(board)
        let painter = try CardPainter(title: name, caption: name)
        let layout = BoardLayout(
            titleLines: painter.title.count, captionLines: painter.caption.count, columns: 4, rows: 2,
            hasMore: true)
        #expect(image.height == layout.card.pixelHeight)
        // The name never runs into the first day, and the first day is drawn.
        let row = layout.center(column: 0, row: 0).y
        for x in stride(from: Card.margin + BoardLayout.nameWidth + 2, to: layout.gridLeft - 2, by: 1) {
            #expect(image.pixel((x, row), is: Palette.background))
        }
        let open = layout.center(column: 0, row: 0)
        #expect(image.pixel((open.x + layout.cellSize / 2 - layout.lineWidth / 2, open.y), is: Palette.open))
    }
}
