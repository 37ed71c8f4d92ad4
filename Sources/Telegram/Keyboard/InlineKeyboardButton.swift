import HTTPClient

/// One button of an ``InlineKeyboard``: pressing it sends `callbackData` back as a
/// ``CallbackQuery``.
public struct InlineKeyboardButton: Sendable, Hashable, Codable {
    public var text: String
    /// At most 64 bytes of UTF-8.
    public var callbackData: String

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
