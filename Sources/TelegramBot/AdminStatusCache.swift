import Foundation
import Logging
import Telegram
import TrackerCommands
import TrackerCore

/// Tells whether senders administer their group, for the few group commands that need it
/// (those whose ``ActionTraits/needsAdminStatus`` holds), by asking Telegram's `getChatMember`.
///
/// Answers are kept for ``ttl`` in memory, so a burst of settings commands costs one call;
/// a promotion or demotion shows within that time. A failed call leaves the status unknown
/// (`nil`) and is not cached: the command then asks to try again.
actor AdminStatusCache {
    private struct Key: Hashable {
        var chat: Int64
        var user: Int64
    }

    let ttl: Duration
    private let lookup: @Sendable (_ chat: Int64, _ user: Int64) async throws -> String
    private let logger: Logger
    private var entries: [Key: (isAdmin: Bool, until: ContinuousClock.Instant)] = [:]

    /// - Parameter lookup: the member's status in the chat, as `getChatMember` reports it.
    init(
        ttl: Duration = .seconds(300), logger: Logger,
        lookup: @escaping @Sendable (_ chat: Int64, _ user: Int64) async throws -> String
    ) {
        self.ttl = ttl
        self.logger = logger
        self.lookup = lookup
    }

    /// Asks through `api`.
    init(api: BotAPI, logger: Logger) {
        self.init(logger: logger) { chat, user in
            try await api.getChatMember(chatID: chat, userID: user).status
        }
    }

    /// Whether `user` administers `chat`, or `nil` when Telegram did not say.
    func isAdmin(_ user: Int64, in chat: Int64) async -> Bool? {
        let key = Key(chat: chat, user: user)
        let now = ContinuousClock.now
        if let entry = entries[key], entry.until > now { return entry.isAdmin }
        do {
            let status = try await lookup(chat, user)
            let isAdmin = status == "creator" || status == "administrator"
            entries[key] = (isAdmin, ContinuousClock.now + ttl)
            if entries.count > 10_000 { entries = entries.filter { $0.value.until > now } }
            return isAdmin
        } catch {
            logger.warning("Could not look up a member's status in chat \(chat): \(error)")
            return nil
        }
    }
}
