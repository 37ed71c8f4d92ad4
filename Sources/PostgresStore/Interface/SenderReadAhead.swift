import Foundation
import GRDB
import TrackerCore

/// The senders a transaction read ahead of its batch's events (``PostgresUsers/readAhead(senders:)``),
/// each handed to the first of that sender's events and then dropped: a later event of the
/// same sender reads the user again, with whatever the earlier ones changed.
///
/// Only a sender's own events change their row, languages and check-ins, except a rename by
/// another event (a member's new name in a group), which drops the sender's entry.
final class SenderReadAhead: @unchecked Sendable {
    /// What was read of a sender.
    enum Entry {
        /// The user's row, with the `latestDay` column.
        case found(Row)
        /// No such user yet: their first event is their first contact.
        case absent
    }

    private struct Key: Hashable {
        let platform: Platform
        let externalID: String
    }

    // Touched only by the thread running the transaction.
    private var entries: [Key: Entry] = [:]

    /// Holds `rows`, read for `externalIDs` on `platform`; an id without a row is absent.
    func hold(_ rows: [Row], of externalIDs: [String], on platform: Platform) {
        for externalID in externalIDs { entries[Key(platform: platform, externalID: externalID)] = .absent }
        for row in rows {
            guard let externalID: String = row["externalID"] else { continue }
            entries[Key(platform: platform, externalID: externalID)] = .found(row)
        }
    }

    /// The entry of a sender, dropped as it is taken; `nil` when none is held.
    func take(_ externalID: String, on platform: Platform) -> Entry? {
        entries.removeValue(forKey: Key(platform: platform, externalID: externalID))
    }

    /// Drops the entry of a sender another event changed.
    func forget(_ externalID: String, on platform: Platform) {
        entries[Key(platform: platform, externalID: externalID)] = nil
    }
}
