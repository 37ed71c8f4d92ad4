import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// The words a picture writes itself come in the picture's language, checked in the values
/// the painters draw.
struct PictureLanguageTests {
    private func monthNames(_ language: Language) -> [String] {
        let heatmap = Samples.heatmap()
        let layout = HeatmapLayout(
            titleLines: 1, captionLines: 2, first: heatmap.first, days: heatmap.days.count,
            words: PictureWords(language))
        return layout.monthLabels(through: heatmap.today).map(\.text)
    }

    private func weekdayLetters(_ language: Language) -> [String] {
        let heatmap = Samples.heatmap()
        let layout = HeatmapLayout(
            titleLines: 1, captionLines: 2, first: heatmap.first, days: heatmap.days.count,
            words: PictureWords(language))
        return layout.weekdayLabels(band: 0).map(\.text)
    }

    @Test func aGermanHeatmapNamesItsMonthsAndWeekdaysInGerman() {
        // June 2025 to May 2026.
        let names = monthNames(.german)
        #expect(names.count == 12)
        #expect(names.first == "Jun")
        #expect(names[4] == "Okt")
        #expect(names[6] == "Dez")
        #expect(names.last == "Mai")
        #expect(weekdayLetters(.german) == ["M", "M", "F"])
    }

    @Test func aRussianHeatmapNamesItsMonthsAndWeekdaysInRussian() {
        let names = monthNames(.russian)
        #expect(names.count == 12)
        #expect(names.first == "июнь")
        #expect(names.last == "май")
        #expect(names.allSatisfy { $0.unicodeScalars.allSatisfy { !("a"..."z").contains($0) } })
        #expect(weekdayLetters(.russian) == ["П", "С", "П"])
    }

    @Test func anEnglishHeatmapKeepsItsNames() {
        #expect(monthNames(.english).first == "Jun")
        #expect(monthNames(.english).last == "May")
        #expect(weekdayLetters(.english) == ["M", "W", "F"])
    }

    @Test func theWordsBesideTheDataAreTheLanguages() {
        #expect(PictureWords(.english).more(3) == "+ 3 more")
        #expect(PictureWords(.russian).more(3) == "+ ещё 3")
        #expect(PictureWords(.persian).more(3) == "+ ۳ مورد دیگر")
        #expect(PictureWords(.german).noCheckpoints == "noch keine Etappen")
        #expect(PictureWords(.persian).fraction(2, of: 5) == "۲/۵")
        #expect(BoardPainter.countText(12, words: PictureWords(.persian)) == "۱۲")
    }

    @Test(arguments: Language.allCases)
    func everyPictureDrawsInEveryLanguage(language: Language) throws {
        let heatmap = Samples.heatmap()
        let pictures: [Picture] = [
            .heatmap(
                HeatmapPicture(
                    title: heatmap.title, first: heatmap.first, days: heatmap.days, today: heatmap.today,
                    caption: heatmap.caption, language: language)),
            .goalCard(
                GoalCardPicture(
                    title: "Goal", segments: [], items: [], caption: "", isLate: false, language: language)),
            .goalProgress(
                GoalProgressPicture(
                    title: "Progress",
                    rows: Array(repeating: .init(title: "Run", done: 1, total: 3, detail: "1/3"), count: 10),
                    language: language)),
        ]
        for picture in pictures {
            #expect(picture.language == language)
            #expect(try PictureRenderer.png(picture).count > 1000)
        }
    }

    @Test func aPictureStoredBeforePicturesHadALanguageIsEnglish() throws {
        let stored = try JSONEncoder().encode(
            Picture.goalProgress(GoalProgressPicture(title: "Progress", rows: [])))
        var object = try #require(try JSONSerialization.jsonObject(with: stored) as? [String: Any])
        var progress = try #require(object["goalProgress"] as? [String: Any])
        var inner = try #require(progress["_0"] as? [String: Any])
        #expect(inner.removeValue(forKey: "language") != nil)
        progress["_0"] = inner
        object["goalProgress"] = progress
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(Picture.self, from: old).language == .english)
    }

    /// A picture separates a row's words as its text does: not with a dot in Persian, whose zero
    /// is one.
    @Test func aPicturesSeparatorIsTheTextsAndNoDotInPersian() {
        for language in Language.allCases {
            #expect(PictureWords(language).separator == Localizer(language).separator)
        }
        #expect(!PictureWords(.persian).separator.contains("·"))
    }
}
