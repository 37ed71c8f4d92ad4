import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresUsers: UserStore {
    let session: PostgresSession

    func find(_ id: Int64) throws -> User? {
        try session.fetchOne(User.self, #"SELECT * FROM "user" WHERE "id" = \#(id)"#)
    }

    func findOrCreate(platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date)
        throws -> User
    {
        let new = User(platform: platform, externalID: externalID, displayName: displayName, createdAt: now)
        let found = try session.fetchOne(
            User.self,
            """
            INSERT INTO "user" ("platform", "externalID", "displayName", "timeZone", "dayStartHour", "createdAt",
                "remindAt", "warnAt", "weekStart", "tipsShown")
            VALUES (\(platform.tag), \(externalID), \(displayName), \(new.timeZone), \(Int64(new.dayStartHour)),
                \(now.timeIntervalSince1970), \(new.remindAt?.text), \(new.warnAt?.text),
                \(Int64(new.weekStart.rawValue)), \(Int64(new.tipsShown)))
            ON CONFLICT ("platform", "externalID") DO UPDATE SET "displayName" =
                CASE WHEN \(renaming && !displayName.isEmpty) THEN EXCLUDED."displayName" ELSE "user"."displayName" END
            RETURNING *
            """)
        guard let found else { throw PostgresRowNotFound(table: User.databaseTableName) }
        return found
    }

    func latestLocalDay(of user: User) throws -> LocalDate? { throw PostgresStoreUnsupported(area: "Users") }

    func update(_ user: User) throws {
        guard try session.update(user) else { throw PostgresRowNotFound(table: User.databaseTableName) }
    }

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
