import TrackerCore

/// What one Telegram update means to the bot.
enum TelegramEvent: Sendable, Hashable {
    /// A command or button press for the dispatcher.
    case incoming(Incoming)
    /// The bot was added to or removed from a chat, or unblocked / blocked by a user.
    case membership(ChatAddress, active: Bool)
    /// A group became a supergroup with a new id.
    case migrated(from: ChatAddress, to: ChatAddress)
    /// Anything the bot does not answer: stickers, photos, service messages, edits, other
    /// bots' commands, chatter in groups.
    case ignored
}

extension Incoming: Hashable {
    public static func == (lhs: Incoming, rhs: Incoming) -> Bool {
        lhs.key == rhs.key && lhs.chat == rhs.chat && lhs.isGroup == rhs.isGroup && lhs.sender == rhs.sender
            && lhs.kind == rhs.kind
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
