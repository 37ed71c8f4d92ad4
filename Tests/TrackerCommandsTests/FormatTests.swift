import Testing
import TrackerCore

@testable import TrackerCommands

/// The shared wording every reply uses for percentages, echoed input and notes.
@Suite struct FormatTests {
    @Test func aPercentageRoundsToTheNearestButOnlyTheWholeIsAHundred() {
        #expect(Format.percent(2, of: 3) == 67)
        #expect(Format.percent(1, of: 3) == 33)
        #expect(Format.percent(1, of: 8) == 13)
        #expect(Format.percent(199, of: 200) == 99)
        #expect(Format.percent(1, of: 1_000) == 1)
        #expect(Format.percent(0, of: 5) == 0)
        #expect(Format.percent(5, of: 5) == 100)
        #expect(Format.percent(6, of: 5) == 100)
        #expect(Format.percent(1, of: 0) == 0)
        #expect(Format.bar(done: 2, total: 3, Localizer(.english)) == "▓▓▓▓▓▓░░░░ 67%")
    }

    /// The percentage after a bar is written as each language writes it, Persian in its digits.
    @Test(arguments: [
        (Language.english, "▓░░░░░░░░░ 13%"), (.german, "▓░░░░░░░░░ 13\u{A0}%"),
        (.spanish, "▓░░░░░░░░░ 13\u{A0}%"),
        (.portuguese, "▓░░░░░░░░░ 13%"), (.russian, "▓░░░░░░░░░ 13\u{A0}%"), (.persian, "▓░░░░░░░░░ ۱۳٪"),
    ])
    func aBarsPercentageIsInTheLanguage(language: Language, expected: String) {
        #expect(Format.bar(done: 1, total: 8, Localizer(language)) == expected)
    }

    @Test func echoedInputIsCutWithAnEllipsis() {
        let paste = String(repeating: "x", count: 5_000)
        #expect(Echo.clipped(paste) == String(repeating: "x", count: 31) + "…")
        #expect(InputText.clipped(paste, to: 24).count == 24)
        #expect(Echo.clipped("Walk") == "Walk")
    }

    @Test func everyLineAfterTheFirstIsIndented() {
        #expect(Format.indented("one\ntwo\nthree", by: "  ") == "one\n  two\n  three")
        #expect(Format.indented("one", by: "  ") == "one")
    }
}
