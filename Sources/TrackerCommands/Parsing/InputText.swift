import TrackerCore

/// The text of a message as every command sees it: cleaned once, before anything is
/// parsed, stored or echoed.
enum InputText {
    /// `text` without control characters. Line ends stay line structure (a CR or CRLF
    /// becomes one LF) and tabs stay; every other C0 and C1 character, and DEL, goes: a
    /// chat cannot show them, and SQLite cuts text at a NUL, so a reply would echo what was
    /// never stored.
    static func clean(_ text: String) -> String {
        var cleaned = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar.value {
            case 0x0D: cleaned.append("\n")
            case 0x0A where afterCR: continue
            case 0x09, 0x0A: cleaned.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: cleaned.append(scalar)
            }
        }
        return String(cleaned)
    }

    /// `text` cut to `limit` characters with an ellipsis, for echoing what the user typed
    /// without sending all of a long paste back; see ``Echo``.
    static func clipped(_ text: some StringProtocol, to limit: Int = 32) -> String {
        Echo.clipped(text, to: limit)
    }

    /// A title in quotes at the start of `text` (straight or curly), and what follows the
    /// closing quote; `nil` when `text` does not start with a quote. Quotes let a title
    /// hold words that would otherwise be read as syntax, such as "by".
    static func quoted(_ text: String) -> (title: String, after: String, closed: Bool)? {
        guard let open = text.first, open == "\"" || open == "“" else { return nil }
        let close: Character = open == "“" ? "”" : "\""
        let inner = text.dropFirst()
        guard let end = inner.firstIndex(of: close) else {
            return (String(inner).trimmingWhitespace, "", false)
        }
        return (inner[..<end].trimmingWhitespace, text[text.index(after: end)...].trimmingWhitespace, true)
    }
}
