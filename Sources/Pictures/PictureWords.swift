import TrackerCore

/// The words a picture writes itself, in the picture's language: numbers, "+ 3 more", month
/// and weekday names. Everything else a picture says (its title, its caption, a row's words)
/// comes written by the reply that made it.
struct PictureWords {
    let localizer: Localizer

    /// The words of a picture in `language`.
    init(_ language: Language) {
        localizer = Localizer(language)
    }

    /// Whether the language is written right to left, so text starts at the right.
    var isRightToLeft: Bool { localizer.language.isRightToLeft }

    /// "+ 3 more": rows or names left out, which the text lists.
    func more(_ count: Int) -> String { localizer.count(.pictureMore, count) }

    /// What stands between two parts of one line, as the text writes it.
    var separator: String { localizer.separator }

    /// A goal without checkpoints, in its empty bar.
    var noCheckpoints: String { localizer.text(.pictureNoCheckpoints) }

    /// A number in the language's digits.
    func number(_ value: Int) -> String { localizer.number(value) }

    /// "3/5": done of all.
    func fraction(_ done: Int, of total: Int) -> String { "\(number(done))/\(number(total))" }

    /// A month's short name over a calendar's columns (1...12).
    func month(_ month: Int) -> String { localizer.shortMonthName(month) }

    /// A weekday's letter beside a calendar's row.
    func weekdayLetter(_ weekday: Weekday) -> String { localizer.narrowWeekdayName(weekday) }
}
