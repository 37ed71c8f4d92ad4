import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Renders year heatmaps, decodes the PNG and looks at the pixels where the layout says each
/// day's square and each label is.
struct HeatmapPictureTests {
    private func render(_ heatmap: HeatmapPicture) throws -> DecodedImage {
        try DecodedImage(png: PictureRenderer.png(.heatmap(heatmap)))
    }

    private func layout(_ heatmap: HeatmapPicture, captionLines: Int = 2) -> HeatmapLayout {
        HeatmapLayout(
            titleLines: 1, captionLines: captionLines, first: heatmap.first, days: heatmap.days.count)
    }

    /// The first index in `heatmap` holding `day`.
    private func index(_ heatmap: HeatmapPicture, where match: (HeatmapPicture.Day) -> Bool) throws -> Int {
        let found = heatmap.days.firstIndex(where: match)
        return try #require(found)
    }

    @Test func isAPhoneSizedPNGOfTwoBands() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        #expect(image.width == 800)
        #expect(image.height == layout.card.pixelHeight)
        #expect(image.height <= 720)
        #expect(layout.bands == 2)
        #expect(HeatmapLayout.side >= 28)
        // The lower band's first week sits under the upper band's first.
        let lower = layout.square(layout.upperColumns * 7)
        #expect(lower.x == layout.square(0).x)
        #expect(lower.y > layout.square(6).y + HeatmapLayout.side)
    }

    @Test func aDoneDayIsTheAccentAndPartlyDoneDaysAreLighter() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        let done = try index(heatmap) { $0 == .share(1) }
        #expect(image.pixel(layout.center(done), is: Palette.accent))
        let half = try index(heatmap) { $0 == .share(0.5) }
        #expect(image.pixel(layout.center(half), is: Palette.heatLevels[1]))
        let quarter = try index(heatmap) { $0 == .share(0.25) }
        #expect(image.pixel(layout.center(quarter), is: Palette.heatLevels[0]))
    }

    @Test func anEmptyDayIsGreyAndANotDueDayAnOutline() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        let notDone = try index(heatmap) { $0 == .share(0) }
        #expect(image.pixel(layout.center(notDone), is: Palette.heatEmpty))
        let notDue = try index(heatmap) { $0 == .notDue }
        let corner = layout.square(notDue)
        #expect(image.pixel(layout.center(notDue), is: Palette.background))
        #expect(
            image.pixel((corner.x + 1, corner.y + HeatmapLayout.side / 2), is: Palette.open, tolerance: 24))
    }

    @Test func pausedDaysAreAGreyDotAndBlankDaysNothing() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        let paused = try index(heatmap) { $0 == .paused }
        let center = layout.center(paused)
        #expect(image.pixel(center, is: Palette.paused))
        #expect(image.pixel((center.x + HeatmapLayout.side * 0.4, center.y), is: Palette.background))
        let blank = try index(heatmap) { $0 == .blank }
        #expect(image.pixel(layout.center(blank), is: Palette.background))
        let future = try index(heatmap) { $0 == .future }
        #expect(image.pixel(layout.center(future), is: Palette.background))
    }

    @Test func todayHasADarkOutlineAndYesterdayDoesNot() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        let today = try #require(heatmap.today)
        let corner = layout.square(today)
        let edge = HeatmapLayout.todayLine / 2
        let middle = HeatmapLayout.side / 2
        for point in [
            (corner.x + edge, corner.y + middle), (corner.x + HeatmapLayout.side - edge, corner.y + middle),
            (corner.x + middle, corner.y + edge), (corner.x + middle, corner.y + HeatmapLayout.side - edge),
        ] {
            #expect(image.pixel(point, is: Palette.text, tolerance: 40))
        }
        let yesterday = layout.square(today - 1)
        #expect(!image.pixel((yesterday.x + edge, yesterday.y + middle), is: Palette.text, tolerance: 40))
    }

    @Test func monthNamesAndWeekdayLettersAreDrawn() throws {
        let heatmap = Samples.heatmap()
        let image = try render(heatmap)
        let layout = layout(heatmap)
        let labels = layout.monthLabels(through: heatmap.today)
        // Jun 2025 to May 2026: twelve months' first days, no name over the weeks to come.
        #expect(
            labels.map(\.text) == [
                "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May",
            ])
        #expect(Set(labels.map(\.band)) == [0, 1])
        for label in labels {
            var dark = 0
            for y in stride(from: label.baseline - 22, to: label.baseline, by: 1) {
                for x in stride(from: label.x, to: label.x + 50, by: 1) where image.rgb((x, y)).red < 120 {
                    dark += 1
                }
            }
            #expect(dark > 20, "no text where \(label.text) goes")
        }
        // Monday-first weeks name rows 0, 2 and 4.
        let letters = layout.weekdayLabels(band: 0)
        #expect(letters.map(\.text) == ["M", "W", "F"])
        let firstRow = layout.square(0).y
        #expect(letters[0].baseline > firstRow && letters[0].baseline < firstRow + HeatmapLayout.side)
    }

    @Test func theWeekStartMovesAKnownDayToAnotherRow() throws {
        let day = LocalDate(year: 2026, month: 5, day: 10)!  // a Sunday
        for (weekStart, row) in [(Weekday.monday, 6), (.sunday, 0), (.saturday, 1)] {
            let heatmap = Samples.heatmap(weekStart: weekStart)
            #expect(heatmap.first.weekday == weekStart)
            let index = try #require(
                YearGrid(today: heatmap.date(heatmap.today!), weekStart: weekStart).index(of: day))
            #expect(heatmap.date(index) == day)
            let layout = layout(heatmap)
            #expect(
                layout.square(index).y == layout.square(index - index % 7).y + Double(row)
                    * HeatmapLayout.pitch)
            // Drawn where the layout says: a not-due Sunday's outline in that row.
            let image = try render(heatmap)
            #expect(image.pixel(layout.center(index), is: Palette.background))
            let corner = layout.square(index)
            #expect(
                image.pixel(
                    (corner.x + 1, corner.y + HeatmapLayout.side / 2), is: Palette.open, tolerance: 24))
        }
        // Sunday-first weeks put Monday in the second row.
        let sundayFirst = layout(Samples.heatmap(weekStart: .sunday))
        #expect(sundayFirst.weekdayLabels(band: 0).map(\.text) == ["M", "W", "F"])
        #expect(sundayFirst.weekdayLabels(band: 0)[0].baseline > sundayFirst.square(1).y)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 0.01, 1.0 / 3, 0.34, 0.67, 0.99, 1, 7])
    func sharesShadeWithinTheLevels(share: Double) {
        let level = HeatmapLayout.level(share)
        #expect((0...4).contains(level))
        #expect(level == 4 ? share >= 1 : true)
    }

    @Test func oddHeatmapsRenderAndTooLargeOnesThrow() throws {
        let first = LocalDate(year: 2026, month: 1, day: 5)!
        for count in [0, 1, 8, 200, HeatmapLayout.maximumDays] {
            let heatmap = HeatmapPicture(
                title: String(repeating: "Long name ", count: 30), first: first,
                days: Array(repeating: .share(.nan), count: count), today: count + 3,
                caption: String(repeating: "words ", count: 100))
            let image = try render(heatmap)
            #expect(image.width == 800)
            #expect(image.width + image.height <= 10_000)
        }
        let tooMany = HeatmapPicture(
            title: "", first: first, days: Array(repeating: .share(1), count: HeatmapLayout.maximumDays + 1),
            today: nil, caption: "")
        #expect(throws: PictureError.tooManyDays(HeatmapLayout.maximumDays + 1)) {
            try PictureRenderer.png(.heatmap(tooMany))
        }
    }
}
