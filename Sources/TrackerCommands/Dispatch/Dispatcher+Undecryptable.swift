import Foundation
import TrackerCore
import TrackerStore

extension Dispatcher {
    /// Asks `senderID` in `chat`, once under the inbound key `key`, to send again the message
    /// `messageID` the bot could not read, in the group's language or else the sender's: the
    /// notice replies to that message, so that it names it.
    func askToSendAgain(
        _ chat: ChatAddress, senderID: String, messageID: String, key: String, in tx: any StoreTransaction
    ) throws {
        let now = clock.now()
        guard try tx.inbound.claim(key, at: now) else { return }
        let localizer = Localizer(try setAsideLanguage(chat: chat, senderID: senderID, in: tx))
        _ = try tx.outbox.enqueue(
            Outgoing(chat: chat, reply: Reply(localizer.rich(.matrixSendAgain)), inReplyTo: messageID),
            userExternalID: senderID, at: now)
    }
}
