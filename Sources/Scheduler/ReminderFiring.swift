import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// One pass over the due part of a platform's reminder schedule (users' rows, and groups'
/// through ``GroupReminderFiring``), inside one transaction: every due row either fires (an
/// outbox entry) or is skipped, and moves on to its next occurrence, together. A crash
/// before the commit loses neither; after it, repeats neither.
struct ReminderFiring {
    let platform: String
    /// How late a reminder may still be sent (after downtime).
    let grace: TimeInterval

    /// What a pass did.
    struct Outcome {
        /// Outbox entries written.
        var enqueued = 0
        /// Due rows found, at most the limit asked for: fewer means nothing more is due.
        var rows = 0
    }

    /// Fires the reminders of the users with the `limit` earliest due rows, and the messages
    /// of the groups with the `limit` earliest due group rows.
    func run(now: Date, limit: Int, in db: Database) throws -> Outcome {
        var outcome = try GroupReminderFiring(platform: platform, grace: grace).run(
            now: now, limit: limit, in: db)
        let due = try ReminderSchedule.dueUsers(platform: platform, now: now, limit: limit, in: db)
        outcome.rows += due.count
        var seen: Set<Int64> = []
        for userID in due where seen.insert(userID).inserted {
            // All of the user's due rows at once, so reminders due together share one message.
            let rows = try ReminderSchedule.due(userID: userID, now: now, in: db)
            outcome.enqueued += try fire(rows, userID: userID, now: now, in: db)
        }
        return outcome
    }

    /// Fires one user's due rows; returns the number of messages queued.
    private func fire(_ rows: [ScheduledReminder], userID: Int64, now: Date, in db: Database) throws -> Int {
        guard let inputs = try ReminderInputs.load(userID: userID, in: db) else {
            for row in rows { try row.delete(db) }
            return 0
        }
        let alarms = inputs.alarms
        var firing: [(occurrence: LocalTimeSchedule.Occurrence, row: ScheduledReminder)] = []
        for row in rows {
            guard let alarm = alarms[row.key] else {
                // Nothing left to remind of (the habits are done, the routine deleted).
                try row.delete(db)
                continue
            }
            let decision = ReminderTiming.decide(
                alarm.schedule, dueDay: row.dueDay, lastFired: row.lastFiredOn, now: now, grace: grace,
                skipping: inputs.isPaused)
            if let fire = decision.fire { firing.append((fire, row)) }
            try ReminderSchedule.advance(
                row, to: decision.next, lastFiredOn: decision.fire?.day ?? row.lastFiredOn, in: db)
        }
        guard !firing.isEmpty else { return 0 }
        let chat = ChatAddress(platform: inputs.user.platform, id: inputs.user.externalID)
        guard try ChatState.isActive(chat, in: db) else { return 0 }
        var queued = 0
        // One message per fire time, however many reminders share it.
        let byInstant = Dictionary(grouping: firing, by: \.occurrence.instant)
        for instant in byInstant.keys.sorted() {
            let group = byInstant[instant, default: []].sorted { $0.row.kind < $1.row.kind }
            let digest = try digest(group.map { ($0.row, $0.occurrence.day) }, inputs: inputs, in: db)
            guard !digest.isEmpty, let owner = inputs.user.id else { continue }
            try OutboxEntry.enqueue(
                Outgoing(chat: chat, reply: ReminderReplies.reply(digest, owner: owner)),
                userExternalID: inputs.user.externalID, at: now, in: db)
            queued += 1
        }
        return queued
    }

    /// What the reminders firing together say.
    private func digest(
        _ firing: [(row: ScheduledReminder, day: LocalDate)], inputs: ReminderInputs, in db: Database
    )
        throws -> ReminderDigest
    {
        var digest = ReminderDigest(day: firing.map(\.day).min() ?? LocalDate(dayNumber: 0))
        let calendar = inputs.calendar
        for (row, day) in firing {
            switch row.kind {
            case .nudge:
                digest.unchecked = ReminderRules.unchecked(inputs.habits, on: day, isPaused: inputs.isPaused)
                digest.goals = ReminderRules.goalsDue(inputs.openGoals, on: day)
            case .warning:
                digest.atRisk = ReminderRules.atRisk(inputs.habits, on: day, isPaused: inputs.isPaused)
                let end = calendar.wallTime(of: calendar.end(of: day))
                digest.dayEndsAt = TimeOfDay(hour: end.hour, minute: end.minute)
            case .dayEnd:
                digest.broken = ReminderRules.broken(inputs.habits, on: day, isPaused: inputs.isPaused)
            case .routine:
                guard let routine = inputs.routines.first(where: { $0.id == row.itemID }) else { continue }
                let checklist = try routine.checklist(on: day, in: db)
                if ReminderRules.routineDue(routine, checklist: checklist, on: day) {
                    digest.routines.append(ReminderDigest.RoutineDue(routine: routine, checklist: checklist))
                }
            }
        }
        return digest
    }
}
