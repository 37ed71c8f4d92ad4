import TrackerCore

/// Renders ``RichText`` for Matrix: a plain body beside `org.matrix.custom.html`.
public enum MatrixHTML {
    /// The message for `text`.
    ///
    /// The body is ``RichText/plain`` with commands written `!name`. The HTML escapes every span, wraps styled spans in
    /// `<b>`, `<i>`, `<code>` or `<s>`, writes line breaks as `<br>`, and shows a mention as a
    /// pill, a link to `https://matrix.to/#/<user id>` that clients draw as the user's name;
    /// its user id also goes to ``MatrixText/mentionedUserIDs``, which is what notifies them.
    /// User text can never open a tag; a mention whose id is not a Matrix user id shows as
    /// plain text and notifies no one.
    public static func render(_ text: RichText) -> MatrixText {
        var html = ""
        var body = ""
        var mentioned: [String] = []
        for span in text.spans {
            // Element keeps a leading `/` for its own commands, so commands are shown as `!name`.
            let shown = span.style == .command ? commandPrefix + span.text.drop { $0 == "/" } : span.text
            body += shown
            let escaped = escape(shown)
            switch span.style {
            case .plain, .command: html += escaped
            case .bold: html += "<b>\(escaped)</b>"
            case .italic: html += "<i>\(escaped)</i>"
            case .code: html += "<code>\(escaped)</code>"
            case .strike: html += "<s>\(escaped)</s>"
            case .mention:
                if let userID = span.userID, isUserID(userID) {
                    html += "<a href=\"\(escape(permalink(to: userID)))\">\(escaped)</a>"
                    if !mentioned.contains(userID) { mentioned.append(userID) }
                } else {
                    html += escaped
                }
            }
        }
        return MatrixText(body: body, formattedBody: html, mentionedUserIDs: mentioned)
    }

    /// What commands start with in what the bot writes on Matrix.
    public static let commandPrefix = "!"

    /// `text` safe inside HTML elements and double-quoted attributes: `&`, `<`, `>` and `"`
    /// become entities, and a line break becomes `<br>` (a carriage return is dropped).
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n": escaped += "<br>"
            case "\r": break
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The `matrix.to` link to a user, which Matrix clients show as a pill.
    ///
    /// `@` and `:` stay as they are, as clients write them; anything else outside letters,
    /// digits and `-._~` is percent-encoded.
    public static func permalink(to userID: String) -> String {
        var encoded = ""
        for byte in userID.utf8 {
            if PathSegment.isUnreserved(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += PathSegment.percentEncoded(byte)
            }
        }
        return "https://matrix.to/#/\(encoded)"
    }

    /// Whether `userID` looks like a Matrix user id: `@`, a localpart, `:` and a server name,
    /// all printable ASCII without spaces, at most 255 bytes.
    public static func isUserID(_ userID: String) -> Bool {
        let bytes = Array(userID.utf8)
        guard bytes.count <= 255, bytes.first == UInt8(ascii: "@"),
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 1, colon < bytes.count - 1
        else { return false }
        return bytes.allSatisfy { (0x21...0x7E).contains($0) }
    }
}
