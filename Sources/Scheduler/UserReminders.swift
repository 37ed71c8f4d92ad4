import Foundation
import TrackerCommands
import TrackerCore
import TrackerStore

/// Users' reminders and routines as a kind of schedule: a user's rows due together share
/// one message per fire time, worded from a ``ReminderDigest``.
struct UserReminders: ScheduledMessages {
    let platform: Platform

    func dueOwners(now: Date, limit: Int, in tx: any StoreTransaction) throws -> [Int64] {
        try tx.reminders.dueUsers(platform: platform, now: now, limit: limit)
    }

    func dueRows(of userID: Int64, now: Date, in tx: any StoreTransaction) throws -> [UserReminderEntry] {
        try tx.reminders.dueReminders(userID: userID, now: now)
    }

    func context(of userID: Int64, in tx: any StoreTransaction) throws -> ReminderInputs? {
        try tx.reminders.reminderData(userID: userID).map(ReminderInputs.init)
    }

    func timing(of row: UserReminderEntry) -> ScheduleTiming { row.timing }

    func move(_ row: UserReminderEntry, to timing: ScheduleTiming, in tx: any StoreTransaction) throws {
        try tx.reminders.move(row, to: timing)
    }

    func delete(_ row: UserReminderEntry, in tx: any StoreTransaction) throws {
        try tx.reminders.delete(row)
    }

    func kind(of row: UserReminderEntry) -> String { "\(row.kind)" }

    func schedule(of row: UserReminderEntry, in inputs: ReminderInputs) -> LocalTimeSchedule? {
        inputs.alarms[ReminderInputs.Key(kind: row.kind, itemID: row.itemID)]?.schedule
    }

    /// A pause asks for nothing, so nothing reminds of it; but a run that broke the day
    /// before a pause began is still told of, on the pause's first day.
    func isSkipped(_ day: LocalDate, for row: UserReminderEntry, in inputs: ReminderInputs) -> Bool {
        row.kind != .dayEnd && inputs.isPaused(day)
    }

    func replies(
        to firing: [(row: UserReminderEntry, occurrence: LocalTimeSchedule.Occurrence)],
        in inputs: ReminderInputs,
        now: Date, in tx: any StoreTransaction
    ) throws -> [Reply] {
        guard let owner = inputs.user.id else { return [] }
        // Read in the firing's transaction, so a `/language` just committed already counts.
        let language = try tx.users.languages(of: owner, reporting: nil).negotiated
        var replies: [Reply] = []
        // One message per fire time, however many reminders share it.
        let byInstant = Dictionary(grouping: firing, by: \.occurrence.instant)
        for instant in byInstant.keys.sorted() {
            let group = byInstant[instant, default: []].sorted { $0.row.kind < $1.row.kind }
            let digest = try digest(group.map { ($0.row, $0.occurrence.day) }, inputs: inputs, in: tx)
            if !digest.isEmpty {
                replies.append(ScheduledReplies.reminders(digest, owner: owner, language: language))
            }
        }
        return replies
    }

    func recipient(in inputs: ReminderInputs) -> (chat: ChatAddress, userExternalID: String?) {
        (inputs.privateChat, inputs.user.externalID)
    }

    /// What the reminders firing together say.
    private func digest(
        _ firing: [(row: UserReminderEntry, day: LocalDate)], inputs: ReminderInputs,
        in tx: any StoreTransaction
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
                let checklist = try tx.routines.checklist(of: routine, on: day)
                if ReminderRules.routineDue(routine, checklist: checklist, on: day) {
                    digest.routines.append(ReminderDigest.RoutineDue(routine: routine, checklist: checklist))
                }
            }
        }
        return digest
    }
}
