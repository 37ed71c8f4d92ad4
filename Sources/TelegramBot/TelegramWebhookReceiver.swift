import BotRuntime
import Foundation
import Logging
import Synchronization
import Telegram
import TrackerCommands
import TrackerCore

/// Webhook mode's route: takes the updates Telegram posts and keeps each in the ``Inbox``
/// the running applier watches, answering only once it is committed.
///
/// It never replies inside the answer: replies go through the outbox like a polled update's.
final class TelegramWebhookReceiver: WebhookReceiver {
    private enum State {
        /// Not connected yet: the bot's username, which reading commands needs, is unknown.
        case connecting
        case open(TelegramUpdates)
        case closed
    }

    private let webhook: TelegramWebhook
    /// Where posted updates are kept; the service applies from it.
    let inbox: Inbox
    private let logger: Logger
    private let state = Mutex(State.connecting)

    init(webhook: TelegramWebhook, inbox: Inbox, logger: Logger) {
        self.webhook = webhook
        self.inbox = inbox
        self.logger = logger
    }

    var path: String { webhook.path }

    var platform: Platform { .telegram }

    /// Starts taking posts, translating them as `updates` does.
    func open(_ updates: TelegramUpdates) {
        state.withLock { state in
            if case .closed = state { return }
            state = .open(updates)
        }
    }

    /// Stops taking posts for good: shutting down, Telegram is asked to post again later.
    func close() {
        state.withLock { $0 = .closed }
    }

    func receive(secretToken: String?, body: [UInt8]) async -> WebhookAnswer {
        guard let secretToken, Self.same(Array(secretToken.utf8), Array(webhook.secret.utf8)) else {
            logger.warning("Refused a webhook post without the right secret token")
            return .unauthorized
        }
        guard let update = try? JSONDecoder().decode(Update.self, from: Data(body)) else {
            logger.warning("Refused a webhook post that is not an update")
            return .malformed
        }
        guard case .open(let updates) = state.withLock({ $0 }) else { return .unavailable }
        let prepared = await GroupPermissions.prepare([updates.event(for: update)]) { chat, sender in
            await updates.isAdmin(sender, in: chat, among: [update])
        }
        do {
            // The update's id keys what is not a command (a member's change) as a poll's
            // offset would, so a post Telegram sends again admits nothing twice.
            let checkpoint = PlatformCheckpoint(
                key: TelegramUpdates.webhookKey, value: String(update.updateID))
            try await inbox.admit(prepared.map(\.event), source: .telegram, checkpoint: checkpoint)
            return .received
        } catch {
            logger.error("Could not keep update \(update.updateID) from the webhook: \(error)")
            return .unavailable
        }
    }

    /// Whether `a` equals `b`, in a time that does not depend on where they differ.
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : 0
            let y = index < b.count ? b[index] : 0
            difference |= x ^ y
        }
        return difference == 0
    }
}
