import Foundation
import TrackerCore
import TrackerStore

struct PostgresReminders: ReminderStore {
    let session: PostgresSession

    func refresh(userID: Int64, now: Date) throws { throw PostgresStoreUnsupported(area: "Reminders") }

    func refreshGroup(_ chat: ChatAddress, now: Date) throws {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func backfill(platform: Platform, now: Date) throws -> Int {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func dueUsers(platform: Platform, now: Date, limit: Int) throws -> [Int64] {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func dueReminders(userID: Int64, now: Date) throws -> [UserReminderEntry] {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func dueGroups(platform: Platform, now: Date, limit: Int) throws -> [ChatAddress] {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func dueGroupMessages(_ chat: ChatAddress, now: Date) throws -> [GroupMessageEntry] {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func move(_ entry: UserReminderEntry, to timing: ScheduleTiming) throws {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func delete(_ entry: UserReminderEntry) throws { throw PostgresStoreUnsupported(area: "Reminders") }

    func move(_ entry: GroupMessageEntry, to timing: ScheduleTiming) throws {
        throw PostgresStoreUnsupported(area: "Reminders")
    }

    func delete(_ entry: GroupMessageEntry) throws { throw PostgresStoreUnsupported(area: "Reminders") }

    func nextFireAt(platform: Platform) throws -> Date? { throw PostgresStoreUnsupported(area: "Reminders") }

    func reminderData(userID: Int64) throws -> UserReminderData? {
        throw PostgresStoreUnsupported(area: "Reminders")
    }
}
