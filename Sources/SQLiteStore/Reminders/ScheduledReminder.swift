import Foundation
import GRDB
import TrackerCore

/// One row of the reminder schedule: when a user's reminder of one kind (and item) fires
/// next, the local day that is for, and the last local day it fired for.
public struct ScheduledReminder: ScheduleRow, Hashable {
    /// Rows are stored in `reminder`, one per user, kind and item; deleting the user deletes them.
    public static let databaseTableName = "reminder"
    /// The schedule statements of the `reminder` table, by its primary key.
    public static let table = ScheduleTable(name: databaseTableName, key: ["userID", "kind", "itemID"])

    /// The user reminded; with `platform` and `fireAt` in the `reminder_due` index, so the
    /// scheduler finds due users without reading the table.
    public var userID: Int64
    /// Which reminder; stored as its raw number.
    public var kind: ReminderKind
    /// A routine's id for routine reminders, 0 otherwise.
    public var itemID: Int64
    /// The user's platform, so that each platform's scheduler reads only its own rows.
    public var platform: Platform
    /// The next instant to fire, whole seconds.
    public var fireAt: Date
    /// The user's local day the next firing is for.
    public var dueDay: LocalDate
    /// The last local day this reminder fired for; it never fires twice for one day.
    public var lastFiredOn: LocalDate?

    /// A row for `userID`'s reminder of `kind` (for routine `itemID`, else 0), next fired at
    /// `fireAt` for the user's local day `dueDay`, last fired for `lastFiredOn`.
    public init(
        userID: Int64, kind: ReminderKind, itemID: Int64, platform: Platform, fireAt: Date, dueDay: LocalDate,
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

    /// Decodes a `reminder` row; throws for a `kind` this version does not know.
    public init(row: Row) throws {
        // Lower-case column names: the lookup GRDB makes without lowercasing them again.
        userID = row["userid"]
        let kindValue: Int = row["kind"]
        guard let kind = ReminderKind(rawValue: kindValue) else {
            throw DatabaseError(message: "unknown reminder kind \(kindValue)")
        }
        self.kind = kind
        itemID = row["itemid"]
        platform = row["platform"]
        (fireAt, dueDay, lastFiredOn) = Self.scheduleColumns(of: row)
    }

    /// Writes every column: `kind` as its raw number, `fireAt` as whole Unix seconds.
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

    /// A row's identity within one user's schedule: the primary key without the user.
    public typealias Key = ScheduleRefresh.ReminderKey
}
