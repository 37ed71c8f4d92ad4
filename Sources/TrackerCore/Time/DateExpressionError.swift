import Foundation

/// Why ``DateExpression/parse(_:today:)`` could not turn a text into a day.
public enum DateExpressionError: Error, Hashable, Sendable {
    /// The text matches none of the accepted forms. Carries the input, trimmed.
    case unreadable(String)
    /// The text has a date form but names a day that does not exist (31.04.2026, feb 30).
    /// Carries the input, trimmed. Kept apart from `unreadable` because the fix the user
    /// needs is a different day, not a different spelling.
    case invalidDay(String)
    /// The text names a day further ahead than ``DateExpression/horizonYears`` allow. Carries
    /// the input, trimmed.
    case tooFar(String)
    /// A day and month without a year whose next occurrence is more than a year away (29
    /// February): the year it falls in must be said. Carries the input and that year.
    case needsYear(String, year: Int)

    /// A short, friendly English sentence for the user, with examples of what works.
    public var message: String { message(Localizer(.english)) }

    /// ``message`` in `localizer`'s language, its examples ones the parsers read in it.
    public func message(_ localizer: Localizer) -> String {
        let examples = localizer.text(.dateExamples)
        switch self {
        case .unreadable(let input) where input.isEmpty:
            return localizer.text(.dateNeeded, ["examples": examples])
        case .unreadable(let input):
            return localizer.text(.dateUnreadable, ["text": Self.quoted(input), "examples": examples])
        case .invalidDay(let input):
            return localizer.text(.dateNotOnCalendar, ["text": Self.quoted(input)])
        case .tooFar(let input):
            return localizer.text(
                .dateTooFar,
                ["text": Self.quoted(input), "years": localizer.number(DateExpression.horizonYears)])
        case .needsYear(let input, let year):
            // A year to type: its digits without a thousands separator.
            let digits = year.formatted(
                IntegerFormatStyle<Int>(locale: localizer.language.locale).grouping(.never))
            return localizer.text(.dateNeedsYear, ["text": Self.quoted(input), "year": digits])
        }
    }

    /// Echoes the input, shortened so that a pasted wall of text doesn't become the reply.
    private static func quoted(_ input: String) -> String { Echo.clipped(input, to: 40) }
}
