import Foundation
import GRDB
import TrackerCore

/// One row of the group schedule: when a group's message of one kind comes next, the group's
/// local day that is for, and the last local day it came for. The group counterpart of
/// ``ScheduledReminder``, read by the same scheduler loop.
public struct ScheduledGroupReminder: ScheduleRow, Hashable {
    /// Rows are stored in `groupReminder`, one per group and kind; they follow the group's id
    /// changes by cascade.
    public static let databaseTableName = "groupReminder"
    /// The schedule statements of the `groupReminder` table, by its primary key.
    public static let table = ScheduleTable(name: databaseTableName, key: ["platform", "chatID", "kind"])

    /// The group's platform; each platform's scheduler reads only its own rows.
    public var platform: Platform
    /// The platform's id of the group.
    public var chatID: String
    /// Which message: the daily summary or the last call; stored as its raw number.
    public var kind: GroupReminderKind
    /// The next instant to fire, whole seconds.
    public var fireAt: Date
    /// The group's local day the next firing is for.
    public var dueDay: LocalDate
    /// The last local day this message came for; it never comes twice for one day.
    public var lastFiredOn: LocalDate?

    /// A row for `chat`'s message of `kind`, next fired at `fireAt` for the group's local day
    /// `dueDay`, last fired for `lastFiredOn`.
    public init(
        chat: ChatAddress, kind: GroupReminderKind, fireAt: Date, dueDay: LocalDate, lastFiredOn: LocalDate?
    ) {
        platform = chat.platform
        chatID = chat.id
        self.kind = kind
        self.fireAt = fireAt
        self.dueDay = dueDay
        self.lastFiredOn = lastFiredOn
    }

    /// The group the message goes to.
    public var chat: ChatAddress { ChatAddress(platform: platform, id: chatID) }

    /// Decodes a `groupReminder` row; throws for a `kind` this version does not know.
    public init(row: Row) throws {
        platform = row["platform"]
        chatID = row["chatID"]
        let kindValue: Int = row["kind"]
        guard let kind = GroupReminderKind(rawValue: kindValue) else {
            throw DatabaseError(message: "unknown group reminder kind \(kindValue)")
        }
        self.kind = kind
        (fireAt, dueDay, lastFiredOn) = Self.scheduleColumns(of: row)
    }

    /// Writes every column: `kind` as its raw number, `fireAt` as whole Unix seconds.
    public func encode(to container: inout PersistenceContainer) throws {
        container["platform"] = platform
        container["chatID"] = chatID
        container["kind"] = kind.rawValue
        encodeScheduleColumns(to: &container)
    }

    /// This row's primary key, in the order of ``table``'s key columns.
    public var keyArguments: StatementArguments { [platform, chatID, kind.rawValue] }
}
