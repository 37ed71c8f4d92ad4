import Foundation
import TrackerCore
import TrackerStore

extension Dispatcher {
    /// Sets aside an event that was being applied on its own during
    /// ``CrashGuard/crashesBeforeDeadLetter`` crashes: keeps it as a dead letter, claims its inbound key so it is never applied,
    /// and tells its sender once, in the caller's transaction.
    ///
    /// Nothing here parses or looks at the event itself, which is what crashed the bot: the
    /// caller passes where the apology goes and the event's raw form.
    ///
    /// - Parameters:
    ///   - key: the event's key in the ``CrashGuard``.
    ///   - inboundKey: the event's key in the inbound log; it is answered only if it is new.
    ///     The same as `key` where the platform redelivers events; a fresh one for a console
    ///     line typed again, which deserves an answer again.
    ///   - chat: where the sender is told; `nil` when the event named no chat.
    ///   - callbackID: the button press to answer, for a press.
    public func setAside(
        key: String, inboundKey: String, raw: String, chat: ChatAddress?, callbackID: String? = nil,
        senderID: String?, crashGuard: CrashGuard, in tx: any StoreTransaction
    ) throws {
        let now = clock.now()
        let reason =
            "was being applied on its own during \(CrashGuard.crashesBeforeDeadLetter) crashes of the bot"
        if try crashGuard.setAside(key, raw: raw, reason: reason, at: now, in: tx) {
            logger.error("Set aside inbound event \(key): it \(reason); see `trackerbot dead-letters`")
        }
        guard try tx.inbound.claim(inboundKey, at: now), let chat else { return }
        let localizer = Localizer(try setAsideLanguage(chat: chat, senderID: senderID, in: tx))
        let outgoing =
            callbackID == nil
            ? Outgoing(chat: chat, reply: Reply(localizer.rich(.dispatchSetAside)))
            : Self.alert(localizer.text(.dispatchSetAside), in: chat, callbackID)
        _ = try tx.outbox.enqueue(outgoing, userExternalID: senderID, at: now)
    }

    /// The language an apology or notice is in, learnt from what the store knows of the chat and the
    /// sender (never from the event): a group's, else the sender's, else English.
    func setAsideLanguage(
        chat: ChatAddress, senderID: String?, in tx: any StoreTransaction
    ) throws -> Language {
        if let group = try tx.groups.language(of: chat) { return group }
        guard let senderID, let userID = try tx.users.find(platform: chat.platform, externalID: senderID)?.id
        else { return .english }
        return try tx.users.languages(of: userID, reporting: nil).negotiated
    }
}
