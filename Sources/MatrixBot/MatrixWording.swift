import TrackerCommands
import TrackerCore

/// How the bot's words read on Matrix, for every message it sends there.
///
/// Commands are shown as Matrix users type them (`!goals`; Element keeps `/` for itself).
/// ``MatrixHTML`` writes command spans that way; this also finds the bot's commands that
/// reached a reply as plain words, such as an alert that was flattened to a string, so that
/// no reply on Matrix tells its reader to type a `/command`.
enum MatrixWording {
    /// The text of `reply` as sent: its words, then its `choices` (those of its buttons as the
    /// message has them).
    static func text(of reply: Reply, choices: Choices) -> RichText {
        commandsMarked(choices.appended(to: reply.text))
    }

    /// `text` with each `/name` in its plain spans that names one of the bot's commands made a
    /// command span. Other words starting with `/` (a path, a user's `/r/swift`) stay as they are.
    static func commandsMarked(_ text: RichText) -> RichText {
        guard text.spans.contains(where: { $0.style == .plain && $0.text.contains("/") }) else { return text }
        var marked = RichText()
        for span in text.spans {
            guard span.style == .plain, span.text.contains("/") else {
                marked.append(span)
                continue
            }
            // Wording's own reading of commands finds `/name` at the start of a word.
            for piece in RichText(stringLiteral: span.text).spans {
                let isCommand =
                    piece.style == .command && CommandParser.isCommand(named: String(piece.text.dropFirst()))
                marked.append(isCommand ? piece : RichText.Span(piece.text))
            }
        }
        return marked
    }
}
