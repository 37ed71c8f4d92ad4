import HTTPClient
import TrackerCore

/// Buttons attached under a message (Telegram's `InlineKeyboardMarkup`).
public struct InlineKeyboard: Sendable, Hashable, Codable {
    /// The buttons, row by row.
    public var rows: [[InlineKeyboardButton]]

    /// A keyboard of the given rows.
    public init(rows: [[InlineKeyboardButton]]) { self.rows = rows }

    /// The keyboard for a reply's buttons: each label becomes the button text, each data its
    /// `callback_data` (``Button`` already enforces Telegram's 64-byte limit).
    public init(_ buttons: [[Button]]) {
        rows = buttons.map { row in row.map { InlineKeyboardButton(text: $0.label, callbackData: $0.data) } }
    }

    /// A keyboard without buttons; sending it removes a message's keyboard.
    public static let empty = InlineKeyboard(rows: [])

    /// The keyboard as a request parameter, built directly: it goes with most messages.
    var jsonValue: JSONValue {
        .object([
            "inline_keyboard": .array(
                rows.map { row in .array(row.map(\.jsonValue)) })
        ])
    }

    private enum CodingKeys: String, CodingKey {
        case rows = "inline_keyboard"
    }
}
