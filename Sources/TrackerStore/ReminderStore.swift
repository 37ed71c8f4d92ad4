import Foundation
import TrackerCore

/// The schedules the reminder loop reads: when each user's reminders and each group's
/// messages come next. Commands that change what a schedule depends on refresh it in their
/// own transaction, so that it is never out of date after a commit.
public protocol ReminderStore {
    /// Recomputes the user's reminder schedule: one entry per reminder they should have, due
    /// at its next occurrence after `now` that is not paused and not on a day it already
    /// fired for. Entries the user should no longer have go; a user who no longer exists has
    /// none; an entry already due stays due, for the scheduler to fire or skip.
    func refresh(userID: Int64, now: Date) throws

    /// Recomputes the group's schedule: one entry per message it should get, due at its next
    /// occurrence after `now` on a day it has not come for yet; entries it should no longer
    /// have go.
    func refreshGroup(_ chat: ChatAddress, now: Date) throws
}
