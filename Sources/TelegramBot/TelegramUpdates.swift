import BotRuntime
import Foundation
import Logging
import Telegram
import TrackerCommands
import TrackerCore

/// Telegram's updates, long-polled with `getUpdates`, as the intake reads them.
///
/// The checkpoint is the next offset: the intake stores it with the batch's effects, and the
/// next `getUpdates` sends it, which confirms the batch to Telegram. A crash before that
/// commit gets the same updates again; one after it finds their keys in the inbound log.
struct TelegramUpdates: UpdateSource {
    static let offsetKey = "telegram.offset"
    /// The latest update a webhook post brought, kept with the time it was admitted, which
    /// `trackerbot status` shows as the intake's latest in webhook mode.
    static let webhookKey = "telegram.webhook"

    let api: BotAPI
    let translator: UpdateTranslator
    /// Asked, before a batch's transaction, whether senders of group commands that need it
    /// are admins.
    let admins: AdminStatusCache
    let pollTimeout: Int

    var platform: Platform { .telegram }
    var checkpointKey: String { Self.offsetKey }
    var recoveryWarning: String { "The bot stopped while applying updates; applying those one at a time" }

    func fetch(after checkpoint: String?) async throws -> SourceBatch<Update> {
        let batch = try await api.getUpdates(offset: checkpoint.flatMap { Int64($0) }, timeout: pollTimeout)
        return SourceBatch(
            items: batch.updates, checkpoint: batch.nextOffset.map(String.init),
            undecodable: batch.undecodable.map { bad in
                "Skipping an update that could not be read: id \(bad.updateID.map(String.init) ?? "?"), \(bad.reason)"
            })
    }

    /// A rejected token ends the bot; anything else Telegram or the network does is retried.
    func classify(_ error: any Error) -> SourceFailure {
        switch error as? BotAPIError {
        case .unauthorized?:
            .fatal(reason: TelegramBotError.tokenRejected)
        case .conflict?:
            .retry(reason: "Another instance is polling this bot token (or a webhook was set)", level: .error)
        case let error?:
            .retry(reason: "getUpdates failed: \(error)")
        case nil:
            .fatal(reason: error)
        }
    }

    func isAdmin(_ sender: Sender, in chat: ChatAddress, among batch: [Update]) async -> Bool? {
        guard let ids = TelegramIDs(batch).ids(of: chat, sender) else { return nil }
        return await admins.isAdmin(ids.user, in: ids.chat)
    }

    func key(of update: Update) -> String? { UpdateTranslator.key(update) }

    func event(for update: Update) -> PlatformEvent { translator.translate(update) }

    func checkpoint(after update: Update) -> String? { String(UpdateBatch.offset(after: update.updateID)) }

    /// The update's JSON, and where to apologise, read from the update itself.
    func setAside(_ update: Update) -> SetAsideEvent {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let raw = (try? encoder.encode(update)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let query = update.callbackQuery
        let chatID = update.message?.chat.id ?? query.map { $0.message?.chat.id ?? $0.from.id }
        let senderID = (update.message?.from?.id ?? query?.from.id).map(UpdateTranslator.userID)
        return SetAsideEvent(
            raw: raw, chat: chatID.map(UpdateTranslator.address),
            senderID: senderID, callbackID: query?.id)
    }
}
