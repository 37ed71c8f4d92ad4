import Foundation
import GRDB
import SQLiteStore
import TrackerCore

/// One pass over the due part of one kind of schedule, inside the caller's transaction:
/// every due row either fires or is skipped, and moves on to its next occurrence, together
/// with the outbox entries of what fired. A crash before the commit loses neither; after it,
/// repeats neither.
struct ScheduleFiring<Messages: ScheduledMessages>: Sendable {
    let messages: Messages
    /// How late a row may still fire (after downtime); an older occurrence is skipped.
    let grace: TimeInterval

    /// Fires the owners of the `limit` earliest due rows.
    func run(now: Date, limit: Int, in db: Database) throws -> FiringOutcome {
        let due = try messages.dueOwners(now: now, limit: limit, in: db)
        var outcome = FiringOutcome(rows: due.count)
        var seen: Set<Messages.Owner> = []
        for owner in due where seen.insert(owner).inserted {
            // All of the owner's due rows at once, so that what is due together is sent together.
            let rows = try messages.dueRows(of: owner, now: now, in: db)
            outcome.enqueued += try fire(rows, of: owner, now: now, in: db)
        }
        return outcome
    }

    /// Fires one owner's due rows; returns the number of messages queued.
    private func fire(_ rows: [Messages.Row], of owner: Messages.Owner, now: Date, in db: Database) throws
        -> Int
    {
        guard let context = try messages.context(of: owner, in: db) else {
            for row in rows { try row.delete(db) }
            return 0
        }
        var firing: [(row: Messages.Row, occurrence: LocalTimeSchedule.Occurrence)] = []
        for row in rows {
            guard let schedule = messages.schedule(of: row, in: context) else {
                // Nothing left to say (the habits are done, the routine deleted).
                try row.delete(db)
                continue
            }
            let occurrence = try row.fire(
                on: schedule, now: now, grace: grace, skipping: { messages.isSkipped($0, in: context) },
                in: db)
            if let occurrence { firing.append((row, occurrence)) }
        }
        guard !firing.isEmpty else { return 0 }
        let replies = try messages.replies(to: firing, in: context, now: now, in: db)
        let (chat, userExternalID) = messages.recipient(in: context)
        // A chat that blocked or removed the bot hears nothing; its days still pass.
        guard !replies.isEmpty, try ChatState.isActive(chat, in: db) else { return 0 }
        for reply in replies {
            try OutboxEntry.enqueue(
                Outgoing(chat: chat, reply: reply), userExternalID: userExternalID, at: now, in: db)
        }
        for (row, occurrence) in firing {
            ReminderMetrics.fired(messages.kind(of: row), late: now.timeIntervalSince(occurrence.instant))
        }
        return replies.count
    }
}
