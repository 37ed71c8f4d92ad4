import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresUsers: UserStore {
    let session: PostgresSession

    func find(_ id: Int64) throws -> User? {
        try session.fetchOne(User.self, "SELECT * FROM \"user\" WHERE \"id\" = \(id)")
    }

    func findOrCreate(platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date)
        throws -> User
    {
        if var user = try session.fetchOne(
            User.self,
            "SELECT * FROM \"user\" WHERE \"platform\" = \(platform.tag) AND \"externalID\" = \(externalID)")
        {
            if renaming && user.displayName != displayName && !displayName.isEmpty {
                user.displayName = displayName
                try session.update(user)
            }
            return user
        }
        var user = User(platform: platform, externalID: externalID, displayName: displayName, createdAt: now)
        try session.insert(&user)
        return user
    }

    func latestLocalDay(of user: User) throws -> LocalDate? { throw PostgresStoreUnsupported(area: "Users") }

    func update(_ user: User) throws { throw PostgresStoreUnsupported(area: "Users") }

    func weekStarts(of user: User) throws -> RuleTimeline<Weekday> {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func saveWeekStarts(_ weekStarts: RuleTimeline<Weekday>, of user: User) throws {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func export(_ user: User) throws -> UserData { throw PostgresStoreUnsupported(area: "Users") }

    func outboxIDs(of user: User) throws -> [Int64] { throw PostgresStoreUnsupported(area: "Users") }

    func erase(_ user: User) throws { throw PostgresStoreUnsupported(area: "Users") }

    func recordTipShown(userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Users") }

    func keepReminderTime(_ time: TimeOfDay, of reminder: SwitchableReminder, userID: Int64) throws {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func keptReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func takeReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay? {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func languages(of userID: Int64, reporting reportedCode: String?) throws -> UserLanguages {
        throw PostgresStoreUnsupported(area: "Users")
    }

    func chooseLanguage(_ language: Language?, for userID: Int64) throws {
        throw PostgresStoreUnsupported(area: "Users")
    }
}
