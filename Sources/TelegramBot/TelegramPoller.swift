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
    /// Sets aside an update that was being applied during two crashes, so it cannot take the
    /// bot down at every start.
    var crashGuard: CrashGuard {
        CrashGuard(database: dispatcher.database, platform: .telegram)
    }

    /// Polls until the task is cancelled.
    ///
    /// - Throws: ``BotAPIError/unauthorized`` when the token is revoked while running;
    ///   `CancellationError` on shutdown. Other failures are logged and retried with backoff.
    func run() async throws {
        var offset = try await dispatcher.database.read { db in
            try PlatformState.value(Self.offsetKey, in: db).flatMap { Int64($0) }
        }
        if try crashGuard.recover() > 0 {
            logger.warning("The bot stopped while applying updates; applying those one at a time")
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
            try await applyGuarded(batch.updates, nextOffset: next)
            offset = next
            doorbell.ring()
        }
        throw CancellationError()
    }

    /// Applies a batch in one transaction, unless some of its updates were being applied when
    /// the process died: then one update per transaction, each with its offset, so that the
    /// one that crashes it is found, and set aside after its second crash.
    func applyGuarded(_ updates: [Update], nextOffset: Int64) async throws {
        let keys = updates.map(UpdateTranslator.key)
        let crashes = try crashGuard.crashes(of: keys)
        guard !crashes.isEmpty else {
            try crashGuard.begin(keys)
            return try await apply(updates, nextOffset: nextOffset)
        }
        for (index, update) in updates.enumerated() {
            let key = keys[index]
            let next = index == updates.count - 1 ? nextOffset : UpdateBatch.offset(after: update.updateID)
            if crashes[key, default: 0] >= CrashGuard.crashesBeforeDeadLetter {
                try await setAside(update, key: key, nextOffset: next)
            } else {
                try crashGuard.begin([key])
                try await apply([update], nextOffset: next)
            }
        }
    }

    /// Applies one batch and records the next offset, in one transaction.
    func apply(_ updates: [Update], nextOffset: Int64) async throws {
        let (admins, ids) = (admins, TelegramIDs(updates))
        try await dispatcher.apply(
            updates.map(translator.translate),
            checkpoint: PlatformCheckpoint(key: Self.offsetKey, value: String(nextOffset)),
            crashGuard: crashGuard
        ) { chat, sender in
            guard let ids = ids.ids(of: chat, sender) else { return nil }
            return await admins.isAdmin(ids.user, in: ids.chat)
        }
    }

    /// Keeps `update` as a dead letter and confirms it. Reads only where to apologise from the
    /// update, never translating it: whatever crashed the bot must not run again.
    private func setAside(_ update: Update, key: String, nextOffset: Int64) async throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let raw = (try? encoder.encode(update)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let query = update.callbackQuery
        let chatID = update.message?.chat.id ?? query.map { $0.message?.chat.id ?? $0.from.id }
        let senderID = (update.message?.from?.id ?? query?.from.id).map(UpdateTranslator.userID)
        try await dispatcher.setAside(
            key: key, inboundKey: key, raw: raw,
            chat: chatID.map(UpdateTranslator.address),
            callbackID: query?.id, senderID: senderID, crashGuard: crashGuard,
            checkpoint: PlatformCheckpoint(key: Self.offsetKey, value: String(nextOffset)))
    }

    /// 1, 2, 4 … 60 seconds.
    static func backoff(_ failures: Int) -> Duration {
        .seconds(min(60, 1 << min(failures - 1, 6)))
    }
}
