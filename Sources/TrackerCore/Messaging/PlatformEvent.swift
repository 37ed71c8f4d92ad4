/// What one platform event means to the bot, translated by the platform's adapter.
///
/// Adapters only translate; the dispatcher applies a batch of these in one transaction,
/// so that what a chat's life means (writing again makes it active, a group is greeted, a
/// chat moves to a new id) happens in one place for every platform. Codable, so that a batch
/// can be kept in the inbox between its arrival and its application.
public enum PlatformEvent: Sendable, Codable {
    /// A command or button press for the dispatcher.
    case incoming(Incoming)
    /// The platform says the bot can no longer write to a chat (removed from a group,
    /// blocked by a user), or can again.
    case membership(ChatAddress, active: Bool)
    /// The bot was added to a group (or added back): it may write there again, and says hello.
    case addedToGroup(ChatAddress)
    /// A chat moved to a new id (a Telegram group that became a supergroup).
    case migrated(from: ChatAddress, to: ChatAddress)
    /// A chat became a group or a private chat (a Matrix room gaining a third member).
    case chatKind(ChatAddress, isGroup: Bool)
    /// The platform counted a chat's members (a Matrix room's summary): `joined` and
    /// `invited` as it said, `nil` when it did not say. A chat that has had more than two is a
    /// group from then on (``ChatKind/isGroup(wasGroup:joined:invited:)``).
    case members(ChatAddress, joined: Int?, invited: Int?)
    /// Someone joined a chat: the bot itself (`byBot`) or a member, with `members` joined as
    /// the platform counted them. A group of more than two is greeted when the bot joined, or
    /// when a member joined and the bot has not spoken there yet; a private chat that the bot
    /// joined gets `welcome`, its person's first message as if they had sent `/start`.
    case joined(ChatAddress, members: Int?, byBot: Bool, welcome: Incoming?)
    /// The user with platform id `userID` left a group, or was removed from it: they leave
    /// its running challenge, so its board and summaries no longer show them.
    case memberLeft(ChatAddress, userID: String)
    /// A member of a chat now shows the sender's name there (a Matrix rename): what the bot
    /// shows of them in that group follows, or, in a private chat, their own name.
    case renamed(ChatAddress, Sender)
    /// A message of `senderID` in a chat that the bot could not read (a Matrix message whose
    /// room key never came, or was withheld): the sender is asked once, under the inbound
    /// key `key`, to send it again, in a reply to `messageID` that shows which message it was.
    case undecryptable(ChatAddress, senderID: String, messageID: String, key: String)
    /// Anything the bot does not answer: stickers, photos, service messages, edits, other
    /// bots' commands, chatter in groups.
    case ignored
}
