import Telegram
import TrackerCore

/// The native Telegram ids of the chats and senders of a batch of updates, as the updates gave
/// them: what the bot asks Telegram about an event (whether its sender is a group's admin)
/// names them as Telegram does, never read back from the text ids of ``ChatAddress`` and
/// ``Sender``.
struct TelegramIDs: Sendable {
    private var chats: [ChatAddress: Int64] = [:]
    private var users: [String: Int64] = [:]

    /// The ids of the messages' and button presses' chats and senders in `updates`.
    init(_ updates: [Update]) {
        for update in updates {
            if let message = update.message {
                note(chat: message.chat.id, user: message.from?.id)
            } else if let query = update.callbackQuery {
                note(chat: query.message?.chat.id, user: query.from.id)
            }
        }
    }

    /// The Telegram ids of `chat` and `sender`, when an update of the batch named both.
    func ids(of chat: ChatAddress, _ sender: Sender) -> (chat: Int64, user: Int64)? {
        guard let chatID = chats[chat], let userID = users[sender.id] else { return nil }
        return (chatID, userID)
    }

    private mutating func note(chat: Int64?, user: Int64?) {
        if let chat { chats[UpdateTranslator.address(chat)] = chat }
        if let user { users[UpdateTranslator.userID(user)] = user }
    }
}
