import Telegram
import TrackerCore

/// Turns Telegram updates into platform-neutral events.
///
/// Only what a person meant for this bot becomes an ``Incoming``: commands (in groups only
/// those without a bot name or with this bot's), plain text in private chats, and button
/// presses. Everything else is ignored without a reply.
public struct UpdateTranslator: Sendable {
    /// The bot's username, without `@`, to tell `/cmd@ThisBot` from `/cmd@OtherBot`.
    let botUsername: String

    /// Member statuses in which the bot is in a chat and may write there.
    static let presentStatuses: Set<String> = ["member", "administrator", "creator"]

    /// The inbound key of an update: the same for every delivery of it.
    static func key(_ update: Update) -> String { "\(Platform.telegram):\(update.updateID)" }

    func translate(_ update: Update) -> PlatformEvent {
        if let message = update.message { return translate(message, updateID: update.updateID) }
        if let query = update.callbackQuery { return translate(query, updateID: update.updateID) }
        if let change = update.myChatMember {
            let isIn = { (status: String) in Self.presentStatuses.contains(status) }
            let active = isIn(change.newChatMember.status)
            if change.chat.isGroup && active && !isIn(change.oldChatMember.status) {
                return .addedToGroup(address(change.chat.id))
            }
            return .membership(address(change.chat.id), active: active)
        }
        return .ignored
    }

    private func translate(_ message: Message, updateID: Int64) -> PlatformEvent {
        if let newID = message.migrateToChatID {
            return .migrated(from: address(message.chat.id), to: address(newID))
        }
        if let left = message.leftChatMember, message.chat.isGroup {
            return .memberLeft(address(message.chat.id), userID: Self.userID(left.id))
        }
        guard let text = message.text, let from = message.from, from.isBot != true,
            message.chat.type != "channel"
        else { return .ignored }
        let isGroup = message.chat.isGroup
        if text.hasPrefix("/") {
            let command = text.prefix { !$0.isWhitespace }
            if let at = command.firstIndex(of: "@"),
                command[command.index(after: at)...].lowercased() != botUsername.lowercased()
            {
                return .ignored
            }
        } else if isGroup {
            return .ignored
        }
        return .incoming(
            Incoming(
                key: "\(Platform.telegram):\(updateID)", chat: address(message.chat.id), isGroup: isGroup,
                sender: sender(from), kind: .text(text)))
    }

    /// Every press becomes an event, so every press gets answered, even one on a message
    /// the bot can no longer see.
    private func translate(_ query: CallbackQuery, updateID: Int64) -> PlatformEvent {
        let chat = query.message?.chat
        let isGroup = chat?.isGroup ?? false
        return .incoming(
            Incoming(
                key: "\(Platform.telegram):\(updateID)", chat: address(chat?.id ?? query.from.id),
                isGroup: isGroup,
                sender: sender(query.from),
                kind: .button(
                    data: query.data ?? "",
                    messageID: query.message.map {
                        TelegramMessageRef(id: $0.messageID, kind: $0.photo == nil ? .text : .photo)
                            .description
                    },
                    callbackID: query.id)))
    }

    private func sender(_ user: Telegram.User) -> Sender {
        let name = [user.firstName, user.lastName].compactMap { $0 }.joined(separator: " ")
        return Sender(
            id: Self.userID(user.id), displayName: name.isEmpty ? (user.username ?? "friend") : name,
            languageCode: user.languageCode)
    }

    private func address(_ chatID: Int64) -> ChatAddress { Self.address(chatID) }

    /// The chat with Telegram's id `chatID`.
    static func address(_ chatID: Int64) -> ChatAddress {
        ChatAddress(platform: .telegram, id: String(chatID))
    }

    /// The user id of a ``Sender`` with Telegram's id `id`.
    static func userID(_ id: Int64) -> String { String(id) }
}
