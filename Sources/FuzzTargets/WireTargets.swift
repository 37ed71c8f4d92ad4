import Foundation
import Pictures
import SQLiteStore
import Telegram
import TrackerCommands
import TrackerCore
import TrackerStore

extension FuzzTarget {
    /// The `result` of a `getUpdates` answer, and what the poller reads of each update.
    static let updates = FuzzTarget("updates", "Telegram update decoding") { data in
        guard let batch = try? JSONDecoder().decode(UpdateBatch.self, from: data) else { return }
        _ = batch.nextOffset
        for update in batch.updates {
            _ = (update.message?.text, update.callbackQuery?.data, update.myChatMember?.newChatMember.status)
        }
    }

    /// Button data as a client sends it back; what decodes must encode to the same data.
    static let buttons = FuzzTarget("buttons", "callback data decoding and re-encoding") { data in
        guard let press = ButtonCodec.decode(data.text) else { return }
        let again: String
        if let owner = press.owner {
            again = ButtonCodec.encode(press.button, owner: owner)
        } else if let button = press.button.unwrapped(as: GroupButton.self) {
            again = ButtonCodec.encodeForAnyone(button)
        } else {
            fatalError("\(press.button) decodes without an owner but is not a group button")
        }
        guard ButtonCodec.decode(again) == press else {
            fatalError("\(press) does not survive encoding as \(again)")
        }
    }

    /// Stored outbox rows; what decodes must encode to what decodes the same.
    static let outboxPayload = FuzzTarget("payload", "the outbox payload decoder") { data in
        guard let outgoing = try? OutgoingPayload.decode(data) else { return }
        guard (try? OutgoingPayload.decode(OutgoingPayload.encode(outgoing))) == outgoing else {
            fatalError("\(outgoing) does not survive encoding")
        }
    }

    /// A stored picture's data, drawn: whatever the outbox holds (names, counts, fractions,
    /// positions), drawing ends in a PNG or a ``PictureError``, never a trap.
    static let pictures = FuzzTarget("pictures", "drawing stored pictures") { data in
        guard let picture = try? JSONDecoder().decode(Picture.self, from: data) else { return }
        _ = try? PictureRenderer.png(picture)
    }
}
