import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Renders `/progress` pictures, decodes the PNG and looks where the layout puts each bar.
struct GoalProgressPictureTests {
    private func render(_ picture: GoalProgressPicture) throws -> DecodedImage {
        try DecodedImage(png: PictureRenderer.png(.goalProgress(picture)))
    }

    private func layout(rows: Int, captionLines: Int = 0) -> GoalProgressLayout {
        GoalProgressLayout(titleLines: 1, captionLines: captionLines, rows: rows)
    }

    /// The middle of segment `index` of row `row`'s bar of `total`.
    private func segmentCenter(_ layout: GoalProgressLayout, row: Int, total: Int, _ index: Int)
        -> (x: Double, y: Double)
    {
        let bar = layout.bar(row, total: total)
        let segment = bar.segment(index)
        return (segment.x + segment.width / 2, bar.y + bar.height / 2)
    }

    /// Pixels in the box that are clearly red (the broken colour's hue).
    private func redPixels(_ image: DecodedImage, x: ClosedRange<Double>, y: ClosedRange<Double>) -> Int {
        var count = 0
        for py in stride(from: y.lowerBound, through: y.upperBound, by: 1) {
            for px in stride(from: x.lowerBound, through: x.upperBound, by: 1) {
                let pixel = image.rgb((px, py))
                if pixel.red > 150 && pixel.green < 110 && pixel.blue < 110 { count += 1 }
            }
        }
        return count
    }

    @Test func isAPNGOfTheLayoutsSize() throws {
        let image = try render(GoalSamples.progress)
        #expect(image.width == 800)
        #expect(image.height == layout(rows: 5).card.pixelHeight)
        // Five rows stay well inside a phone screen.
        #expect(image.height <= 600)
        #expect(image.pixel((2, 2), is: Palette.background))
    }

    @Test func doneSegmentsAreFilledAndOpenOnesLight() throws {
        let image = try render(GoalSamples.progress)
        let layout = layout(rows: 5)
        #expect(image.pixel(segmentCenter(layout, row: 0, total: 5, 0), is: Palette.accent))
        #expect(image.pixel(segmentCenter(layout, row: 0, total: 5, 1), is: Palette.accent))
        #expect(image.pixel(segmentCenter(layout, row: 0, total: 5, 2), is: Palette.open))
        #expect(image.pixel(segmentCenter(layout, row: 0, total: 5, 4), is: Palette.open))
        // Between two segments the card shows through.
        let bar = layout.bar(0, total: 5)
        let gap = bar.segment(1).x - bar.gap / 2
        #expect(image.pixel((gap, bar.y + bar.height / 2), is: Palette.background))
    }

    @Test func aGoalWithoutCheckpointsIsAnEmptyTrackSayingSo() throws {
        let image = try render(GoalSamples.progress)
        let layout = layout(rows: 5)
        let bar = layout.bar(2, total: 0)
        for x in stride(from: bar.x + 500, to: bar.x + bar.width - 10, by: 37) {
            #expect(image.pixel((x, bar.y + bar.height / 2), is: Palette.track))
        }
        // "no checkpoints yet" is written at the track's start.
        var dark = 0
        for x in stride(from: bar.x, to: bar.x + 300, by: 1)
        where image.rgb((x, layout.trackBaseline(2) - 8)).red < 120 { dark += 1 }
        #expect(dark > 10)
    }

    @Test func aLongHabitFillsInProportion() throws {
        let image = try render(GoalSamples.progress)
        let bar = layout(rows: 5).bar(4, total: 66)
        #expect(!bar.isSegmented)
        let filled = bar.filledWidth(done: 40)
        #expect(image.pixel((bar.x + filled - 8, bar.y + bar.height / 2), is: Palette.accent))
        #expect(image.pixel((bar.x + filled + 8, bar.y + bar.height / 2), is: Palette.open))
    }

    @Test func aLateDeadlineIsWrittenInRed() throws {
        let image = try render(GoalSamples.progress)
        let layout = layout(rows: 5)
        let right = Card.width - Card.margin
        func words(_ row: Int) -> Int {
            redPixels(
                image, x: (right - GoalProgressLayout.dueWidth)...right,
                y: (layout.baseline(row) - 28)...layout.baseline(row))
        }
        #expect(words(1) > 100)
        #expect(words(0) == 0)
        #expect(words(3) == 0)
    }

    @Test(arguments: [0, 1, 8, 9, 50, 1000])
    func rowsDrawnAreBounded(count: Int) throws {
        let picture = GoalSamples.progress(rows: count)
        let image = try render(picture)
        let drawn = min(count, GoalProgressPicture.maximumRows)
        let more = count > drawn
        #expect(picture.rows.count == drawn)
        #expect(image.height == layout(rows: drawn, captionLines: more ? 1 : 0).card.pixelHeight)
        #expect(image.height <= 900)
    }

    @Test func rowsBeyondTheBoundFromStoredDataAreNotDrawnEither() throws {
        var picture = GoalSamples.progress(rows: 3)
        // Decoded data skips the bounding initialiser.
        picture.rows = Array(repeating: picture.rows[0], count: 30)
        picture.moreRows = Int.max
        picture.rows[1] = .init(title: "x", done: 0, total: 0, detail: "")
        picture.rows[1].total = Int.max
        picture.rows[1].done = -7
        let image = try render(picture)
        #expect(image.height == layout(rows: 8, captionLines: 1).card.pixelHeight)
    }

    @Test(arguments: [
        String(repeating: "W", count: 300),
        String(repeating: "Meditate before breakfast ", count: 12),
        "Run 🏃‍♀️ 5 km 🔥🔥 every morning 🌅",
        "קריאה יומית · قراءة يومية",
        "<b>&amp; \"quotes\" & <i>tags</i></b>",
        "line\nbreak\ttab\u{0}nul\u{7}bell",
        "e\u{301}\u{301}\u{301} 👨‍👩‍👧‍👦 \u{202E}reversed",
    ])
    func oddTitlesStayOnOneLine(text: String) throws {
        let picture = GoalProgressPicture(
            title: text,
            rows: [
                .init(title: text, done: 1, total: 2, detail: text, isLate: true),
                .init(title: text, done: 0, total: 0, detail: ""),
                .init(title: "", done: 1, total: 1, detail: text),
            ])
        let image = try render(picture)
        // The card's title may wrap to two lines; each row stays one line tall.
        let layouts = [1, 2].map { GoalProgressLayout(titleLines: $0, captionLines: 0, rows: 3) }
        let drawn = try #require(layouts.first { $0.card.pixelHeight == image.height })
        #expect(image.pixel(segmentCenter(drawn, row: 2, total: 1, 0), is: Palette.accent))
        #expect(image.pixel(segmentCenter(drawn, row: 0, total: 2, 1), is: Palette.open))
    }
}
