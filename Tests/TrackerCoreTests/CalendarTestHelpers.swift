import Foundation
import TestSupport
import TrackerCore

/// A Saturday, the fixed "today" of most tests.
let saturday = date("2026-11-21")
/// The day before, a Friday.
let friday = date("2026-11-20")

/// A date from a literal `YYYY-MM-DD`; test data only.
func date(_ iso: String) -> LocalDate {
    guard let date = LocalDate(iso: iso) else { preconditionFailure("bad test date \(iso)") }
    return date
}

/// The instant at the given UTC wall time.
func utc(_ iso: String, _ hour: Int, _ minute: Int = 0) -> Date {
    Date(timeIntervalSince1970: TimeInterval(date(iso).dayNumber * 86_400 + hour * 3600 + minute * 60))
}

/// Random strings that mix words the parsers know, digits, separators and arbitrary
/// Unicode, so that most of them get past the first checks of each parser.
func randomInputs(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(state: seed)
    let pieces = [
        "in", "a", "an", "next", "this", "last", "end", "of", "the", "dec", "december", "feb", "sept",
        "friday", "fri", "mon", "weekdays", "daily", "every", "day", "days", "week", "weeks", "month",
        "months", "year", "years", "today", "tomorrow", "st", "nd", "th", "am", "pm", "h", "utc", "gmt",
        "europe/berlin", "new york", "and", "to", "0", "1", "9", "12", "29", "31", "2026", "99999999999",
        "99999999999999999999", "-", "–", ".", ":", "/", ",", "+", " ", "  ", "\n", "\t", "é", "ß", "😀",
        "\u{0301}", "٣", "ǅ", "\u{0000}", "İ",
    ]
    return (0..<count).map { _ in
        var text = ""
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2_FFFF, using: &generator)) ?? "?"
                text.unicodeScalars.append(scalar)
            } else {
                text += pieces.randomElement(using: &generator) ?? ""
            }
        }
        return text
    }
}
