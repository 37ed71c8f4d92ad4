/// A message, or what is left of one the bot can no longer access.
///
/// Only `messageID` and `chat` are required. An inaccessible message (as found in an old
/// callback query) has just those and `date` 0.
public struct Message: Sendable, Hashable, Codable {
    /// The message's id, unique within its chat.
    public var messageID: Int64
    /// The chat the message was sent in.
    public var chat: Chat
    /// The sender; absent for messages sent on behalf of a chat (see `senderChat`).
    public var from: User?
    /// The channel or group the message was sent on behalf of, if any.
    public var senderChat: Chat?
    /// Unix time; 0 for an inaccessible message.
    public var date: Int64?
    /// The text of a text message.
    public var text: String?
    /// The caption of a media message.
    public var caption: String?
    /// The sizes of a photo message's picture; absent for any other message.
    public var photo: [PhotoSize]?
    /// Set in a group that became a supergroup: the supergroup's chat id.
    public var migrateToChatID: Int64?
    /// Set in the supergroup's first message: the id of the group it came from.
    public var migrateFromChatID: Int64?
    /// Members added to the group by this service message.
    public var newChatMembers: [User]?
    /// The member removed by this service message.
    public var leftChatMember: User?
    /// Set on the service message of a new basic group.
    public var groupChatCreated: Bool?
    /// Set on the service message of a new supergroup.
    public var supergroupChatCreated: Bool?

    private enum CodingKeys: String, CodingKey {
        case messageID = "message_id"
        case chat, from
        case senderChat = "sender_chat"
        case date, text, caption, photo
        case migrateToChatID = "migrate_to_chat_id"
        case migrateFromChatID = "migrate_from_chat_id"
        case newChatMembers = "new_chat_members"
        case leftChatMember = "left_chat_member"
        case groupChatCreated = "group_chat_created"
        case supergroupChatCreated = "supergroup_chat_created"
    }

    /// Whether this is only the stub of a message the bot can no longer access.
    public var isInaccessible: Bool { date == 0 }
}

/// One size of a photo, as Telegram keeps several of each.
public struct PhotoSize: Sendable, Hashable, Codable {
    /// The file's id, to download or resend it.
    public var fileID: String
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    private enum CodingKeys: String, CodingKey {
        case fileID = "file_id"
        case width, height
    }
}
