import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Renders run pictures, decodes the PNG and looks at the pixels where the layout says each
/// circle is.
struct HabitRunPictureTests {
    private func render(_ run: HabitRunPicture) throws -> DecodedImage {
        try DecodedImage(png: PictureRenderer.png(.habitRun(run)))
    }

    private func layout(_ run: HabitRunPicture, titleLines: Int = 1, captionLines: Int = 1) -> HabitRunLayout
    {
        HabitRunLayout(titleLines: titleLines, captionLines: captionLines, cells: run.cells.count)
    }

    @Test func isAPNGOfTheLayoutsSize() throws {
        let png = try PictureRenderer.png(.habitRun(Samples.mixed))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // The header: 8 bits per channel, RGB without alpha; the last chunk is IEND.
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        #expect(png[24] == 8 && png[25] == 2)
        #expect(Array(png.suffix(8).prefix(4)) == Array("IEND".utf8))
        let image = try DecodedImage(png: png)
        #expect(image.width == 800)
        #expect(image.height == layout(Samples.mixed).card.pixelHeight)
        #expect(layout(Samples.mixed).rows == 3)
    }

    @Test func isOpaqueEverywhereWeLook() throws {
        let image = try render(Samples.mixed)
        for (x, y) in [(0, 0), (999, 0), (0, image.height - 1), (500, image.height / 2)] {
            #expect(image.rgb(x, y).alpha == 255)
        }
        #expect(image.pixel((2, 2), is: Palette.background))
    }

    @Test func doneCircleIsFilledWithTheAccent() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let center = layout.center(0)
        #expect(image.pixel(center, is: Palette.accent))
        #expect(image.pixel((center.x + 30, center.y + 20), is: Palette.accent))
    }

    @Test func openCircleIsAnEmptyRing() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let center = layout.center(20)
        #expect(image.pixel(center, is: Palette.background))
        #expect(image.pixel((center.x + layout.radius - 2, center.y), is: Palette.open))
    }

    @Test func brokenCircleShowsRed() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let center = layout.center(3)
        #expect(image.pixel(center, is: Palette.broken))
        #expect(image.pixel((center.x + layout.radius - 3, center.y), is: Palette.broken))
    }

    @Test func pausedCircleHasGreyDotsAndAnEmptyMiddle() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let center = layout.center(7)
        #expect(image.pixel(center, is: Palette.background))
        // The first dot sits where the arc starts: 3 o'clock.
        #expect(image.pixel((center.x + layout.radius - 4, center.y), is: Palette.paused))
    }

    @Test func partialCircleIsPartlyFilled() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let center = layout.center(5)
        // Half a pie from 12 o'clock clockwise: the right half is filled, the left is not.
        #expect(image.pixel((center.x + 20, center.y), is: Palette.accent))
        #expect(image.pixel((center.x - 20, center.y), is: Palette.background))
        #expect(image.pixel((center.x - layout.radius + 2, center.y), is: Palette.accent))
    }

    @Test func todayHasAThickRingAndOtherDaysDoNot() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        let today = layout.center(11)
        let ring = layout.todayRingRadius
        for (dx, dy) in [(ring, 0.0), (-ring, 0), (0, ring), (0, -ring)] {
            #expect(image.pixel((today.x + dx, today.y + dy), is: Palette.text))
        }
        let yesterday = layout.center(10)
        #expect(image.pixel((yesterday.x + ring, yesterday.y), is: Palette.background))
    }

    @Test func titleAndCaptionAreDrawnInDarkText() throws {
        let image = try render(Samples.mixed)
        let layout = layout(Samples.mixed)
        func darkPixels(top: Double, bottom: Double) -> Int {
            var count = 0
            for y in stride(from: top, to: bottom, by: 1) {
                for x in stride(from: Card.margin, to: Card.width - Card.margin, by: 2)
                where image.rgb((x, y)).red < 100 { count += 1 }
            }
            return count
        }
        let card = layout.card
        #expect(darkPixels(top: card.titleBaseline(0) - 40, bottom: card.titleBaseline(0)) > 200)
        #expect(darkPixels(top: card.captionBaseline(0) - 30, bottom: card.captionBaseline(0)) > 200)
    }

    @Test(arguments: [1, 7, 8, 21, 66, 365, PictureError.maximumCells])
    func runsOfAnyLengthRender(days: Int) throws {
        let run = Samples.run(days: days)
        let image = try render(run)
        #expect(image.width == 800)
        #expect(image.height == layout(run).card.pixelHeight)
        #expect(image.pixel(layout(run).center(0), is: Palette.accent))
        // Telegram's photo limits: width plus height at most 10,000, ratio at most 20.
        #expect(image.width + image.height <= 10_000)
        #expect(image.height <= 20 * image.width)
    }

    @Test func anEmptyRunRendersItsWords() throws {
        let image = try render(HabitRunPicture(title: "", cells: [], today: nil, caption: ""))
        #expect(image.width == 800)
        let todayOutside = try render(
            HabitRunPicture(title: "Read", cells: [.done], today: 5, caption: "Done"))
        #expect(todayOutside.width == 800)
    }

    @Test func tooManyCirclesThrowInsteadOfDrawingAHugeImage() {
        let run = HabitRunPicture(
            title: "Forever", cells: Array(repeating: .done, count: PictureError.maximumCells + 1),
            today: nil,
            caption: "")
        #expect(throws: PictureError.tooManyCells(PictureError.maximumCells + 1)) {
            try PictureRenderer.png(.habitRun(run))
        }
    }

    @Test(arguments: [
        String(repeating: "Meditate before breakfast and journal ", count: 20),
        String(repeating: "W", count: 300),
        "Run 🏃‍♀️ 5 km 🔥🔥 every morning 🌅",
        "קריאה יומית · قراءة يومية",
        "<b>&amp; \"quotes\" & <i>tags</i></b>",
        "line\nbreak\ttab\u{0}nul\u{7}bell",
        "e\u{301}\u{301}\u{301} 👨‍👩‍👧‍👦 \u{202E}reversed",
    ])
    func oddTitlesAndCaptionsRender(text: String) throws {
        let run = HabitRunPicture(
            title: text, cells: [.done, .partial(.nan), .partial(-1), .partial(7), .broken], today: 1,
            caption: text)
        let image = try render(run)
        #expect(image.width == 800)
        let lines = image.height - HabitRunLayout(titleLines: 0, captionLines: 0, cells: 5).card.pixelHeight
        #expect(lines > 0)
        #expect(image.height <= layout(run, titleLines: 2, captionLines: 4).card.pixelHeight)
    }

    @Test func rendersFromManyThreadsAtOnce() async throws {
        let expected = try PictureRenderer.png(.habitRun(Samples.run(days: 66)))
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try PictureRenderer.png(.habitRun(Samples.run(days: 66))) }
                // Senders draw on the pictures' own thread; the bytes are the same.
                group.addTask { try await PictureRenderer.draw(.habitRun(Samples.run(days: 66))) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16 && results.allSatisfy { $0 == expected })
    }

    /// Weeks have no week to fill a row: 8 are two rows of 4, as big as days in rows of 7.
    @Test func eightWeeksAreTwoEvenRows() {
        let weeks = HabitRunLayout(titleLines: 1, captionLines: 1, cells: 8, weeks: true)
        let days = HabitRunLayout(titleLines: 1, captionLines: 1, cells: 8)
        #expect(weeks.perRow == 4 && weeks.rows == 2)
        #expect(weeks.center(4).x == weeks.center(0).x && weeks.center(4).y > weeks.center(3).y)
        #expect(weeks.radius == days.radius)
        #expect(days.perRow == 7 && days.rows == 2)
        let year = HabitRunLayout(titleLines: 1, captionLines: 1, cells: 52, weeks: true)
        #expect(year.perRow == 13 && year.rows == 4)
    }

    /// A caption is a sentence, whatever words it was given.
    @Test func aCaptionStartsUpperCase() throws {
        let painter = try CardPainter(title: "Read", caption: "day 7 of 21 done.")
        #expect(painter.caption == ["Day 7 of 21 done."])
    }
}
