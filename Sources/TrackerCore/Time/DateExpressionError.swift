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
    public var message: String {
        switch self {
        case .unreadable(let input) where input.isEmpty:
            return "Please give a date. Try \(Self.examples)."
        case .unreadable(let input):
            return "I couldn't read “\(Self.quoted(input))” as a date. Try \(Self.examples)."
        case .invalidDay(let input):
            return "“\(Self.quoted(input))” isn't a day on the calendar. "
                + "Check the day and month, or try end of month."
        case .tooFar(let input):
            return "“\(Self.quoted(input))” is more than \(DateExpression.horizonYears) years away. "
                + "Pick a day within \(DateExpression.horizonYears) years."
        case .needsYear(let input, let year):
            return "“\(Self.quoted(input))” is not in the coming 12 months. Add the year to be sure: "
                + "\(Self.quoted(input)) \(year)."
        }
    }

    private static let examples = "2026-12-31, 31.12.2026, dec 31, friday, in 3 weeks or end of month"

    /// Echoes the input, shortened so that a pasted wall of text doesn't become the reply.
    private static func quoted(_ input: String) -> String { Echo.clipped(input, to: 40) }
}
