import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The schedules, in the `reminder` and `groupReminder` tables.
struct SQLiteReminders: ReminderStore {
    let db: Database

    func refresh(userID: Int64, now: Date) throws {
        try ReminderSchedule.refresh(userID: userID, now: now, in: db)
    }

    func refreshGroup(_ chat: ChatAddress, now: Date) throws {
        try GroupSchedule.refresh(chat, now: now, in: db)
    }
}
