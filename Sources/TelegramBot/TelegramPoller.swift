import Delivery
import Foundation
import GRDB
import Logging
import Telegram
import TrackerCommands
import TrackerCore
import TrackerStore

/// Long-polls `getUpdates` and applies each batch exactly once.
///
/// A batch's effects, its replies (outbox rows), its update keys and the next offset are
/// committed in one transaction, and only then is the offset sent to Telegram, which
/// confirms the updates. A crash at any instant either loses nothing (Telegram resends the
/// unconfirmed updates) or finds them already applied (their keys are in the inbound log).
struct TelegramPoller: Sendable {
    static let offsetKey = "telegram.offset"

    let api: BotAPI
    let dispatcher: Dispatcher
    let translator: UpdateTranslator
    /// Asked, before a batch's transaction, whether senders of group commands that need it
    /// are admins.
    let admins: AdminStatusCache
    let doorbell: Doorbell
    let pollTimeout: Int
    let logger: Logger

    /// Polls until the task is cancelled.
    ///
    /// - Throws: ``BotAPIError/unauthorized`` when the token is revoked while running;
    ///   `CancellationError` on shutdown. Other failures are logged and retried with backoff.
    func run() async throws {
        var offset = try await dispatcher.database.pool.read { db in
            try PlatformState.value(Self.offsetKey, in: db).flatMap { Int64($0) }
        }
        var failures = 0
        while !Task.isCancelled {
            let batch: UpdateBatch
            do {
                batch = try await api.getUpdates(offset: offset, timeout: pollTimeout)
                failures = 0
            } catch BotAPIError.unauthorized {
                throw BotAPIError.unauthorized
            } catch let error as BotAPIError {
                failures += 1
                let delay = Self.backoff(failures)
                if case .conflict = error {
                    logger.error(
                        "Another instance is polling this bot token (or a webhook was set); retrying in \(delay)"
                    )
                } else {
                    logger.warning("getUpdates failed: \(error); retrying in \(delay)")
                }
                try await Task.sleep(for: delay)
                continue
            }
            for bad in batch.undecodable {
                logger.warning(
                    "Skipping an update that could not be read: id \(bad.updateID.map(String.init) ?? "?"), \(bad.reason)"
                )
            }
            guard let next = batch.nextOffset else { continue }
            try await apply(batch.updates, nextOffset: next)
            offset = next
            doorbell.ring()
        }
        throw CancellationError()
    }

    /// Applies one batch and records the next offset, in one transaction.
    func apply(_ updates: [Update], nextOffset: Int64) async throws {
        // Network calls happen before the transaction, never inside it.
        let events = await admins.annotate(updates.map(translator.translate))
        let dispatcher = dispatcher
        let now = dispatcher.clock.now()
        try await dispatcher.database.pool.write { db in
            var incoming: [Incoming] = []
            for event in events {
                switch event {
                case .incoming(let event):
                    incoming.append(event)
                case .membership(let chat, let active):
                    try ChatState.setActive(active, chat, at: now, in: db)
                case .addedToGroup(let chat):
                    try ChatState.setActive(true, chat, at: now, in: db)
                    try dispatcher.greet(group: chat, in: db)
                case .migrated(let old, let new):
                    try ChatState.migrate(old, to: new, at: now, in: db)
                case .ignored:
                    break
                }
            }
            // A chat that writes to the bot can be written to again.
            for chat in Set(incoming.filter { !$0.isGroup }.map(\.chat)) {
                if try !ChatState.isActive(chat, in: db) {
                    try ChatState.setActive(true, chat, at: now, in: db)
                }
            }
            try dispatcher.apply(incoming, in: db)
            try PlatformState.set(Self.offsetKey, to: String(nextOffset), in: db)
        }
    }

    /// 1, 2, 4 … 60 seconds.
    static func backoff(_ failures: Int) -> Duration {
        .seconds(min(60, 1 << min(failures - 1, 6)))
    }
}
