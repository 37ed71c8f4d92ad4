/// A press on an inline keyboard button. Answer it with ``BotAPI/answerCallbackQuery(id:text:showAlert:)``
/// or the user's client keeps showing a progress indicator.
public struct CallbackQuery: Sendable, Hashable, Codable {
    /// The query's id, to answer it with `answerCallbackQuery`.
    public var id: String
    /// Who pressed the button.
    public var from: User
    /// The message the button was on; possibly inaccessible (see ``Message/isInaccessible``),
    /// and absent for buttons on inline-mode messages.
    public var message: Message?
    /// The inline message the button was on, when it was not in a chat.
    public var inlineMessageID: String?
    /// The chat the button's message was sent to, as a global identifier.
    public var chatInstance: String?
    /// The pressed button's `callback_data`.
    public var data: String?

    private enum CodingKeys: String, CodingKey {
        case id, from, message
        case inlineMessageID = "inline_message_id"
        case chatInstance = "chat_instance"
        case data
    }
}
