import Foundation
import TrackerCore

/// Turns a text message into an ``Action``.
///
/// The first line holds the command and its arguments; the following lines are a body
/// (a goal's why, more to-dos). Command names are case-insensitive and may carry a bot
/// name (`/goals@TrackerBot`). Which names exist and how each reads its arguments is
/// declared by the features (``CommandCatalog``); this type finds the command and offers
/// the readers they share. Dates are read relative to `today`, the user's local day, in
/// English and in the user's `language`.
public struct CommandParser: Sendable {
    /// The user's local day, which relative dates (`tomorrow`, `in 3 days`) count from.
    public let today: LocalDate
    /// The first day of the user's week, for `next friday`, `next week` and `end of week`.
    public let weekStart: Weekday
    /// The user's language, whose weekday and month names and date words are read besides
    /// the English ones (`freitag`, `lun,mié,vie`).
    public let language: Language

    /// A parser for a user whose local day is `today`, whose weeks start on `weekStart` and
    /// who writes in `language`.
    public init(today: LocalDate, weekStart: Weekday = .monday, language: Language = .english) {
        self.today = today
        self.weekStart = weekStart
        self.language = language
    }

    /// Parses `text`, throwing a ``CommandError`` whose message says what is wrong and how
    /// to write it instead.
    public func parse(_ text: String) throws(CommandError) -> Action {
        let localizer = Localizer(language)
        guard let message = Self.split(text) else { throw CommandError(localizer.rich(.parseNotACommand)) }
        guard let command = CommandCatalog.command(named: message.name) else {
            // Written as a command, so that each platform shows it the way its users type it.
            let unknown = RichText(spans: [RichText.Span("/" + InputText.clipped(message.name), .command)])
            throw CommandError(localizer.rich(.parseUnknownCommand, ["command": unknown]))
        }
        var arguments = Arguments(message.arguments)
        return try command.parse(self, &arguments, message.body)
    }

    /// Whether `name` (without the slash, any case) is one of the bot's commands.
    public static func isCommand(named name: String) -> Bool {
        CommandCatalog.command(named: name.lowercased()) != nil
    }

    /// The command `text` names, without reading its arguments; `nil` for a text that is not a
    /// command or names none the bot has.
    static func command(in text: String) -> Command? {
        split(text).flatMap { CommandCatalog.command(named: $0.name) }
    }

    /// A command message's name (lower case, without the slash or a bot name), the rest of its
    /// first line, and the non-empty lines below it.
    private static func split(_ text: String) -> (name: String, arguments: String, body: [String])? {
        let trimmed = InputText.clean(text).trimmingWhitespace
        guard trimmed.hasPrefix("/") else { return nil }
        var lines = trimmed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.removeFirst()
        let body = lines.map(\.trimmingWhitespace).filter { !$0.isEmpty }
        let (head, rest) = first.dropFirst().splitFirstWord()
        let name = head.split(separator: "@", maxSplits: 1).first.map { $0.lowercased() } ?? ""
        guard !name.isEmpty else { return nil }
        return (name, rest, body)
    }
}

/// The argument text of a command, consumed word by word.
struct Arguments {
    private(set) var rest: String

    init(_ text: String) { rest = text.trimmingWhitespace }

    var isEmpty: Bool { rest.isEmpty }

    func peekWord() -> String { String(rest.splitFirstWord().0) }

    mutating func nextWord() -> String {
        let (word, remainder) = rest.splitFirstWord()
        rest = remainder
        return String(word)
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The first whitespace-separated word and the trimmed remainder.
    func splitFirstWord() -> (Substring, String) {
        let text = Substring(self).drop { $0.isWhitespace }
        guard let end = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
        return (text[..<end], text[end...].trimmingWhitespace)
    }
}
