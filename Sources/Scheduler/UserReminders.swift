import Foundation
import GRDB
import SQLiteStore
import TrackerCommands
import TrackerCore

/// Users' reminders and routines as a kind of schedule: a user's rows due together share
/// one message per fire time, worded from a ``ReminderDigest``.
struct UserReminders: ScheduledMessages {
    let platform: Platform

    func dueOwners(now: Date, limit: Int, in db: Database) throws -> [Int64] {
        try ReminderSchedule.dueUsers(platform: platform, now: now, limit: limit, in: db)
    }

    func dueRows(of userID: Int64, now: Date, in db: Database) throws -> [ScheduledReminder] {
        try ReminderSchedule.due(userID: userID, now: now, in: db)
    }

    func context(of userID: Int64, in db: Database) throws -> ReminderInputs? {
        try ReminderInputs.load(userID: userID, in: db)
    }

    func kind(of row: ScheduledReminder) -> String { "\(row.kind)" }

    func schedule(of row: ScheduledReminder, in inputs: ReminderInputs) -> LocalTimeSchedule? {
        inputs.alarms[row.key]?.schedule
    }

    func isSkipped(_ day: LocalDate, in inputs: ReminderInputs) -> Bool { inputs.isPaused(day) }

    func replies(
        to firing: [(row: ScheduledReminder, occurrence: LocalTimeSchedule.Occurrence)],
        in inputs: ReminderInputs,
        now: Date, in db: Database
    ) throws -> [Reply] {
        guard let owner = inputs.user.id else { return [] }
        var replies: [Reply] = []
        // One message per fire time, however many reminders share it.
        let byInstant = Dictionary(grouping: firing, by: \.occurrence.instant)
        for instant in byInstant.keys.sorted() {
            let group = byInstant[instant, default: []].sorted { $0.row.kind < $1.row.kind }
            let digest = try digest(group.map { ($0.row, $0.occurrence.day) }, inputs: inputs, in: db)
            if !digest.isEmpty { replies.append(ScheduledReplies.reminders(digest, owner: owner)) }
        }
        return replies
    }

    func recipient(in inputs: ReminderInputs) -> (chat: ChatAddress, userExternalID: String?) {
        (inputs.privateChat, inputs.user.externalID)
    }

    /// What the reminders firing together say.
    private func digest(
        _ firing: [(row: ScheduledReminder, day: LocalDate)], inputs: ReminderInputs, in db: Database
    ) throws -> ReminderDigest {
        var digest = ReminderDigest(day: firing.map(\.day).min() ?? LocalDate(dayNumber: 0))
        let calendar = inputs.calendar
        let weekStart = inputs.user.weekStart
        for (row, day) in firing {
            switch row.kind {
            case .nudge:
                digest.unchecked = ReminderRules.unchecked(
                    inputs.habits, on: day, weekStart: weekStart, isPaused: inputs.isPaused)
                let named = Set(digest.unchecked.compactMap(\.id))
                digest.standings = ReminderRules.standings(
                    inputs.habits.filter { $0.habit.id.map(named.contains) ?? false }, on: day,
                    weekStart: weekStart,
                    isPaused: inputs.isPaused)
                digest.goals = ReminderRules.goalsDue(inputs.openGoals, on: day)
            case .warning:
                digest.atRisk = ReminderRules.atRisk(
                    inputs.habits, on: day, weekStart: weekStart, isPaused: inputs.isPaused)
                let end = calendar.wallTime(of: calendar.end(of: day))
                digest.dayEndsAt = TimeOfDay(hour: end.hour, minute: end.minute)
            case .dayEnd:
                digest.broken = ReminderRules.broken(
                    inputs.habits, on: day, weekStart: weekStart, isPaused: inputs.isPaused)
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
