import Foundation
import TrackerCore

/// The schedules the reminder loop reads: when each user's reminders and each group's
/// messages come next. Commands that change what a schedule depends on refresh it in their
/// own transaction, so that it is never out of date after a commit.
public protocol ReminderStore {
    /// Recomputes the reminder schedule of each user in `users`, as of the instant given for
    /// them: one entry per reminder they should have, due at its next occurrence after that
    /// instant that is not paused and not on a day it already fired for. Entries a user should
    /// no longer have go; a user who no longer exists has none; an entry already due stays
    /// due, for the scheduler to fire or skip. What to write is
    /// ``ScheduleRefresh/reminders(alarms:existing:now:skipping:)``'s plan, from the user's
    /// `ReminderAlarm`s and pauses; a store reads those inputs and writes the plan.
    ///
    /// All in this transaction, and several users at once: a batch's events leave their
    /// users' refreshes to its end, where a store can read and write every schedule together.
    func refresh(_ users: [Int64: Date]) throws

    /// Recomputes the group's schedule: one entry per message it should get, due at its next
    /// occurrence after `now` on a day it has not come for yet; entries it should no longer
    /// have go. What to write is ``ScheduleRefresh/groupMessages(alarms:existing:now:)``'s
    /// plan, from the group's `GroupAlarm`s.
    func refreshGroup(_ chat: ChatAddress, now: Date) throws

    /// Gives the users of `platform` who have something to be reminded of (a habit not
    /// completed, a routine, an open goal with a deadline) but no schedule entries yet their
    /// schedule, as ``refresh(userID:now:)`` computes it; all in this transaction.
    /// - Returns: how many users got entries.
    @discardableResult
    func backfill(platform: Platform, now: Date) throws -> Int

    /// The users owning the `limit` earliest entries of `platform` whose `fireAt` is at or
    /// before `now`, one element per entry (a user with several appears as often), earliest
    /// `fireAt` first; ties in any order.
    func dueUsers(platform: Platform, now: Date, limit: Int) throws -> [Int64]

    /// All of the user's entries whose `fireAt` is at or before `now`, in any order.
    func dueReminders(userID: Int64, now: Date) throws -> [UserReminderEntry]

    /// The groups owning the `limit` earliest entries of `platform` whose `fireAt` is at or
    /// before `now`, one element per entry, earliest `fireAt` first; ties in any order.
    func dueGroups(platform: Platform, now: Date, limit: Int) throws -> [ChatAddress]

    /// All of the group's entries whose `fireAt` is at or before `now`, by kind (the summary
    /// before the last call).
    func dueGroupMessages(_ chat: ChatAddress, now: Date) throws -> [GroupMessageEntry]

    /// Sets the timing of the user's entry of the same kind and item to `timing`; nothing
    /// when there is no such entry (it was deleted in this transaction).
    func move(_ entry: UserReminderEntry, to timing: ScheduleTiming) throws

    /// Deletes the user's entry of the same kind and item, if it exists.
    func delete(_ entry: UserReminderEntry) throws

    /// Sets the timing of the group's entry of the same kind to `timing`; nothing when there
    /// is no such entry.
    func move(_ entry: GroupMessageEntry, to timing: ScheduleTiming) throws

    /// Deletes the group's entry of the same kind, if it exists.
    func delete(_ entry: GroupMessageEntry) throws

    /// The earliest `fireAt` of any entry of `platform`, users' and groups' alike; `nil` when
    /// there is none.
    func nextFireAt(platform: Platform) throws -> Date?

    /// Everything the user's reminders draw on (see ``UserReminderData``), read in this
    /// transaction; `nil` when the user does not exist. Called once per user of every due
    /// wave, so an implementation should keep its statements prepared.
    func reminderData(userID: Int64) throws -> UserReminderData?
}

extension ReminderStore {
    /// Refreshes one user's schedule, as ``refresh(_:)`` does.
    public func refresh(userID: Int64, now: Date) throws {
        try refresh([userID: now])
    }
}
