import Foundation

/// Where a message lives: a platform and that platform's chat id.
public struct ChatAddress: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The platform the chat is on.
    public var platform: Platform
    /// The platform's chat id as text (Telegram's Int64, a Matrix room id, …).
    public var id: String

    /// The chat `id` on `platform`.
    public init(platform: Platform, id: String) {
        self.platform = platform
        self.id = id
    }

    /// `platform:id`, as logs show it.
    public var description: String { "\(platform):\(id)" }
}

/// Who sent an inbound event.
public struct Sender: Sendable, Hashable, Codable {
    /// The platform's user id as text.
    public var id: String
    /// The name the user shows in the chat the event came from: in a group, what that group
    /// shows of them (a Matrix room nickname may differ from room to room); in a private
    /// chat, their own.
    public var displayName: String
    /// The language the sender's app is set to, as the platform reports it (Telegram's
    /// `language_code`: `en`, `pt-br`, `es-419`); `nil` where the platform says nothing.
    public var languageCode: String?

    /// A sender with the platform's user id, the name to greet them by and the language code
    /// their platform reports, if any.
    public init(id: String, displayName: String, languageCode: String? = nil) {
        self.id = id
        self.displayName = displayName
        self.languageCode = languageCode
    }
}

/// One inbound event from any platform, already stripped of platform details.
///
/// Adapters build these; the command layer turns them into actions and replies.
public struct Incoming: Sendable, Codable {
    /// What kind of event it is.
    public enum Kind: Sendable, Hashable, Codable {
        /// A text message (commands included).
        case text(String)
        /// A button press. `messageID` is the platform id of the message the button was on,
        /// `callbackID` the platform's handle for answering the press.
        case button(data: String, messageID: String?, callbackID: String?)
        /// A line typed where a platform lists a message's buttons as choices (Matrix, the
        /// console): it presses the choice its `key` names (a number, a letter, as the
        /// platform's ``ChoiceKeys`` read it) on the message `onMessage` (a reply to it), or else
        /// on the latest message with choices sent to the sender in this chat. What presses
        /// nothing is read as the platform says: as a message, not at all, or answered.
        case choice(key: String, onMessage: String?)
        /// A reaction with `key` on the message `messageID`, made as the platform's event
        /// `reactionID`: it presses the choice that `key` shows there, if any.
        case reaction(key: String, messageID: String, reactionID: String)
        /// The reaction `reactionID` taken back: when it ticked a toggle, the toggle is pressed
        /// again.
        case reactionRemoved(reactionID: String)
    }

    /// Unique per platform and event; the same event delivered twice has the same key, so
    /// it is applied once.
    public var key: String
    /// The chat the event happened in.
    public var chat: ChatAddress
    /// Whether the chat is a group (several members) rather than a private chat.
    public var isGroup: Bool
    /// Whether the adapter could not tell the chat's kind from the event (a Matrix room is a
    /// group once it has had a third member): the dispatcher sets ``isGroup`` from the chat's
    /// record in the event's transaction.
    public var isGroupFromRecord = false
    /// Who sent it.
    public var sender: Sender
    /// What kind of event it is.
    public var kind: Kind
    /// Whether the sender administers the group, as the platform said when the adapter asked
    /// (before the event's transaction); `nil` when nobody asked or the platform did not
    /// answer. Only commands that change a group's settings look at it.
    public var senderIsAdmin: Bool?
    /// The platform's id of a typed message, which replies refer to where the platform shows
    /// replies as such (Matrix); `nil` where it does not.
    public var messageID: String?

    /// An event with the given fields: a private chat unless `isGroup`, with the admin status and
    /// the message id unknown unless given.
    public init(
        key: String, chat: ChatAddress, isGroup: Bool = false, sender: Sender, kind: Kind,
        senderIsAdmin: Bool? = nil, messageID: String? = nil
    ) {
        self.messageID = messageID
        self.key = key
        self.chat = chat
        self.isGroup = isGroup
        self.sender = sender
        self.kind = kind
        self.senderIsAdmin = senderIsAdmin
    }
}
