import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The users, in the `user`, `weekStartChange` and `reminderTimeOff` tables.
struct SQLiteUsers: UserStore {
    let db: Database

    func find(_ id: Int64) throws -> User? { try User.fetchOne(db, key: id) }

    func findOrCreate(
        platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date
    ) throws -> User {
        try User.findOrCreate(
            platform: platform, externalID: externalID, displayName: displayName, renaming: renaming,
            now: now,
            in: db)
    }

    func latestLocalDay(of user: User) throws -> LocalDate? { try user.latestLocalDay(in: db) }

    func update(_ user: User) throws { try user.update(db) }

    func weekStarts(of user: User) throws -> RuleTimeline<Weekday> { try user.weekStarts(in: db) }

    func saveWeekStarts(_ weekStarts: RuleTimeline<Weekday>, of user: User) throws {
        try user.save(weekStarts, in: db)
    }

    func export(_ user: User) throws -> UserData { try UserData.load(for: user, in: db) }

    func outboxIDs(of user: User) throws -> [Int64] { try User.outboxIDs(of: user, in: db) }

    func erase(_ user: User) throws { try User.erase(user, in: db) }

    func recordTipShown(userID: Int64) throws -> Int { try User.recordTipShown(userID: userID, in: db) }

    func keepReminderTime(_ time: TimeOfDay, of reminder: SwitchableReminder, userID: Int64) throws {
        try ReminderTimeOff.keep(time, reminder, userID: userID, in: db)
    }

    func keptReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        try ReminderTimeOff.kept(reminder, userID: userID, in: db)
    }

    func takeReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        try ReminderTimeOff.take(reminder, userID: userID, in: db)
    }

    func languages(of userID: Int64, reporting reportedCode: String?) throws -> UserLanguages {
        try User.languages(of: userID, reporting: reportedCode, in: db)
    }

    func chooseLanguage(_ language: Language?, for userID: Int64) throws {
        try User.choose(language, for: userID, in: db)
    }

    func find(platform: Platform, externalID: String) throws -> User? {
        try User.fetchOne(
            db, sql: "SELECT * FROM user WHERE platform = ? AND externalID = ?",
            arguments: [platform, externalID])
    }

    func rename(platform: Platform, externalID: String, to displayName: String) throws {
        try User.rename(platform: platform, externalID: externalID, to: displayName, in: db)
    }
}
