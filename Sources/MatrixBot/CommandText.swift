import Foundation
import Matrix

/// What a Matrix message asks of the bot, read from its plain body. Public for the fuzz
/// target that feeds it whatever a homeserver might send.
public enum CommandText {
    /// The command in `message`, written the way the parser reads commands (`/goal add …`),
    /// or `nil` when the message is not a command.
    ///
    /// Element keeps a leading `/` for its own commands, so `!goal add …` is the form the bot
    /// shows; `/goal add …` works too. In a group a mention of the bot may come first
    /// (`bot: !check`, or the bot's display name as a client's mention pill writes it), and a
    /// reply's quoted fallback (`> …` lines) is not part of the text.
    public static func command(in message: MessageContent, botUserID: String) -> String? {
        var text = message.body
        if message.relatesTo?.inReplyTo != nil { text = withoutReplyFallback(text) }
        let trimmed = text.drop { $0.isWhitespace }
        text = withoutMention(of: botUserID, in: trimmed)
        if !isCommand(text), message.mentions?.userIDs?.contains(botUserID) == true {
            text = withoutPill(in: trimmed)
        }
        guard isCommand(text) else { return nil }
        return "/" + text.dropFirst()
    }

    private static func isCommand(_ text: some StringProtocol) -> Bool {
        text.first == "!" || text.first == "/"
    }

    /// The text of a message that is not a command, trimmed, such as a choice's number.
    public static func plain(in message: MessageContent) -> String {
        var text = message.body
        if message.relatesTo?.inReplyTo != nil { text = withoutReplyFallback(text) }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text` without the quoted lines a reply starts with, and the blank line after them.
    private static func withoutReplyFallback(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix("> ") == true else { return text }
        while let first = lines.first, first.hasPrefix(">") { lines.removeFirst() }
        if lines.first?.isEmpty == true { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }

    /// `text` without a leading mention of the bot: its user id or its localpart, followed
    /// by `:` or a space.
    private static func withoutMention(of botUserID: String, in text: Substring) -> String {
        let localpart = botUserID.dropFirst().split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
        for name in [botUserID, "@" + localpart, localpart] where !name.isEmpty {
            guard text.lowercased().hasPrefix(name.lowercased()) else { continue }
            let rest = text.dropFirst(name.count)
            guard let next = rest.first, next == ":" || next.isWhitespace else { continue }
            return String(rest.dropFirst().drop { $0.isWhitespace })
        }
        return String(text)
    }

    /// `text` without a leading display name and `:`, for a message whose `m.mentions` names
    /// the bot: a client writes a mention pill into the plain body as the name the bot has in
    /// the room (`TrackerBot: !challenge`), which the bot cannot know for every room. The
    /// name ends at the first `:` that a command follows, so a name with a colon works too.
    private static func withoutPill(in text: Substring) -> String {
        var rest = text[...]
        while let colon = rest.firstIndex(of: ":") {
            let after = text[text.index(after: colon)...].drop { $0.isWhitespace }
            if colon > text.startIndex, isCommand(after) { return String(after) }
            rest = text[text.index(after: colon)...]
        }
        return String(text)
    }
}
