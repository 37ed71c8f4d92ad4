import TrackerCore

/// Renders ``RichText`` as Telegram's HTML parse mode, and splits texts too long for one message.
public enum TelegramHTML {
    /// Telegram's limit for a message's visible text, in UTF-16 code units.
    public static let messageLimit = 4096

    /// The HTML for `text`: every span escaped, styled spans wrapped in `<b>`, `<i>`, `<code>`
    /// or `<s>`, and a mention as a `tg://user?id=` link, which notifies that user. User text
    /// can never open a tag; a mention whose id is not a Telegram user id shows as plain text.
    public static func render(_ text: RichText) -> String {
        var html = ""
        for span in text.spans {
            let escaped = escape(span.text)
            switch span.style {
            // Telegram links a /command in plain text by itself.
            case .plain, .command: html += escaped
            case .bold: html += "<b>\(escaped)</b>"
            case .italic: html += "<i>\(escaped)</i>"
            case .code: html += "<code>\(escaped)</code>"
            case .strike: html += "<s>\(escaped)</s>"
            case .mention:
                if let id = span.userID, Int64(id) != nil {
                    html += "<a href=\"tg://user?id=\(id)\">\(escaped)</a>"
                } else {
                    html += escaped
                }
            }
        }
        return html
    }

    /// `text` with `&`, `<` and `>` replaced by entities, as Telegram requires outside tags.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
