import Foundation
import TrackerCore
import TrackerStore

/// One pass over the due part of one kind of schedule, inside the caller's transaction:
/// every due row either fires or is skipped, and moves on to its next occurrence, together
/// with the outbox entries of what fired. A crash before the commit loses neither; after it,
/// repeats neither.
struct ScheduleFiring<Messages: ScheduledMessages>: Sendable {
    let messages: Messages
    /// How late a row may still fire (after downtime); an older occurrence is skipped.
    let grace: TimeInterval

    /// Fires the owners of the `limit` earliest due rows.
    func run(now: Date, limit: Int, in tx: any StoreTransaction) throws -> FiringOutcome {
        let due = try messages.dueOwners(now: now, limit: limit, in: tx)
        var outcome = FiringOutcome(rows: due.count)
        var seen: Set<Messages.Owner> = []
        for owner in due where seen.insert(owner).inserted {
            // All of the owner's due rows at once, so that what is due together is sent together.
            let rows = try messages.dueRows(of: owner, now: now, in: tx)
            outcome.enqueued += try fire(rows, of: owner, now: now, in: tx)
        }
        return outcome
    }

    /// Fires one owner's due rows; returns the number of messages queued.
    private func fire(
        _ rows: [Messages.Row], of owner: Messages.Owner, now: Date, in tx: any StoreTransaction
    ) throws
        -> Int
    {
        guard let context = try messages.context(of: owner, in: tx) else {
            for row in rows { try messages.delete(row, in: tx) }
            return 0
        }
        var firing: [(row: Messages.Row, occurrence: LocalTimeSchedule.Occurrence)] = []
        for row in rows {
            guard let schedule = messages.schedule(of: row, in: context) else {
                // Nothing left to say (the habits are done, the routine deleted).
                try messages.delete(row, in: tx)
                continue
            }
            let occurrence = try fire(
                row, on: schedule, now: now, skipping: { messages.isSkipped($0, for: row, in: context) },
                in: tx)
            if let occurrence { firing.append((row, occurrence)) }
        }
        guard !firing.isEmpty else { return 0 }
        let replies = try messages.replies(to: firing, in: context, now: now, in: tx)
        let (chat, userExternalID) = messages.recipient(in: context)
        // A chat that blocked or removed the bot hears nothing; its days still pass.
        guard !replies.isEmpty, try tx.chats.isActive(chat) else { return 0 }
        for reply in replies {
            try tx.outbox.enqueue(Outgoing(chat: chat, reply: reply), userExternalID: userExternalID, at: now)
        }
        for (row, occurrence) in firing {
            ReminderMetrics.fired(messages.kind(of: row), late: now.timeIntervalSince(occurrence.instant))
        }
        return replies.count
    }

    /// Decides what due `row` does at `now` (see ``ReminderTiming/decide``) and moves it on to
    /// its next occurrence, or deletes it when there is none.
    ///
    /// - Parameter skipping: local days that neither fire nor become due (paused days).
    /// - Returns: the occurrence to send now, if any; the row already records it as fired, so
    ///   the caller queues its message in the same transaction.
    private func fire(
        _ row: Messages.Row, on schedule: LocalTimeSchedule, now: Date, skipping: (LocalDate) -> Bool,
        in tx: any StoreTransaction
    ) throws -> LocalTimeSchedule.Occurrence? {
        let timing = messages.timing(of: row)
        let decision = ReminderTiming.decide(
            schedule, dueDay: timing.dueDay, lastFired: timing.lastFiredOn, now: now, grace: grace,
            skipping: skipping)
        guard let next = decision.next else {
            try messages.delete(row, in: tx)
            return decision.fire
        }
        try messages.move(
            row,
            to: ScheduleTiming(
                fireAt: next.instant, dueDay: next.day, lastFiredOn: decision.fire?.day ?? timing.lastFiredOn),
            in: tx)
        return decision.fire
    }
}
