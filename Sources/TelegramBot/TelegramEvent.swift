import TrackerCore

/// What one Telegram update means to the bot.
enum TelegramEvent: Sendable {
    /// A command or button press for the dispatcher.
    case incoming(Incoming)
    /// The bot was removed from a group, promoted or restricted in one, or unblocked / blocked
    /// by a user.
    case membership(ChatAddress, active: Bool)
    /// The bot was added to a group (or added back): it may write there again, and says hello.
    case addedToGroup(ChatAddress)
    /// A group became a supergroup with a new id.
    case migrated(from: ChatAddress, to: ChatAddress)
    /// Anything the bot does not answer: stickers, photos, service messages, edits, other
    /// bots' commands, chatter in groups.
    case ignored
}
