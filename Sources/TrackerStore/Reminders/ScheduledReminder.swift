import Foundation
import GRDB
import TrackerCore

/// One row of the reminder schedule: when a user's reminder of one kind (and item) fires
/// next, the local day that is for, and the last local day it fired for.
public struct ScheduledReminder: ScheduleRow, Hashable {
    public static let databaseTableName = "reminder"
    /// The schedule statements of the `reminder` table, by its primary key.
    public static let table = ScheduleTable(name: databaseTableName, key: ["userID", "kind", "itemID"])

    public var userID: Int64
    public var kind: ReminderKind
    /// A routine's id for routine reminders, 0 otherwise.
    public var itemID: Int64
    /// The user's platform, so that each platform's scheduler reads only its own rows.
    public var platform: String
    /// The next instant to fire, whole seconds.
    public var fireAt: Date
    /// The user's local day the next firing is for.
    public var dueDay: LocalDate
    /// The last local day this reminder fired for; it never fires twice for one day.
    public var lastFiredOn: LocalDate?

    public init(
        userID: Int64, kind: ReminderKind, itemID: Int64, platform: String, fireAt: Date, dueDay: LocalDate,
        lastFiredOn: LocalDate?
    ) {
        self.userID = userID
        self.kind = kind
        self.itemID = itemID
        self.platform = platform
        self.fireAt = fireAt
        self.dueDay = dueDay
        self.lastFiredOn = lastFiredOn
    }

    public init(row: Row) throws {
        userID = row["userID"]
        let kindValue: Int = row["kind"]
        guard let kind = ReminderKind(rawValue: kindValue) else {
            throw DatabaseError(message: "unknown reminder kind \(kindValue)")
        }
        self.kind = kind
        itemID = row["itemID"]
        platform = row["platform"]
        (fireAt, dueDay, lastFiredOn) = Self.scheduleColumns(of: row)
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["userID"] = userID
        container["kind"] = kind.rawValue
        container["itemID"] = itemID
        container["platform"] = platform
        encodeScheduleColumns(to: &container)
    }

    /// This row's primary key, in the order of ``table``'s key columns.
    public var keyArguments: StatementArguments { [userID, kind.rawValue, itemID] }

    /// The row's identity within a user's schedule.
    public var key: Key { Key(kind: kind, itemID: itemID) }

    public struct Key: Sendable, Hashable {
        public var kind: ReminderKind
        public var itemID: Int64

        public init(kind: ReminderKind, itemID: Int64) {
            self.kind = kind
            self.itemID = itemID
        }
    }
}
