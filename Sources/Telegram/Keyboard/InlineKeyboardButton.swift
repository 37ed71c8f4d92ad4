import HTTPClient

/// One button of an ``InlineKeyboard``: pressing it sends `callbackData` back as a
/// ``CallbackQuery``.
public struct InlineKeyboardButton: Sendable, Hashable, Codable {
    /// The label shown on the button.
    public var text: String
    /// At most 64 bytes of UTF-8.
    public var callbackData: String

    /// A button that sends `callbackData` (at most 64 bytes) back when pressed.
    public init(text: String, callbackData: String) {
        self.text = text
        self.callbackData = callbackData
    }

    var jsonValue: JSONValue { .object(["text": .string(text), "callback_data": .string(callbackData)]) }

    private enum CodingKeys: String, CodingKey {
        case text
        case callbackData = "callback_data"
    }
}
