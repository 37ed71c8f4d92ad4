import Foundation
import GRDB
import TrackerCore

/// A row of a schedule table: something that recurs at a local time, with the next instant
/// it fires at, the local day that instant is for and the last local day it fired for.
///
/// Users' reminders and routines (``ScheduledReminder``) and groups' summaries and last
/// calls (``ScheduledGroupReminder``) are both such rows; they differ only in whose they are
/// and what they say. How a due row fires and moves on is decided above the store, once (the
/// scheduler's `ScheduleFiring`), through ``SQLiteTransaction``'s `reminders`.
public protocol ScheduleRow: Sendable, FetchableRecord, PersistableRecord {
    /// The next instant to fire, whole seconds.
    var fireAt: Date { get }
    /// The owner's local day the next firing is for.
    var dueDay: LocalDate { get }
    /// The last local day this row fired for; it never fires twice for one day.
    var lastFiredOn: LocalDate? { get }

    /// The table's statements.
    static var table: ScheduleTable { get }
    /// The values of the table's primary key columns naming this row, in the order given to
    /// ``ScheduleTable``.
    var keyArguments: StatementArguments { get }
}

extension ScheduleRow {
    /// The earliest instant a row of `platform` is due, if any is scheduled.
    public static func nextFireAt(platform: Platform, in db: Database) throws -> Date? {
        try Int64.fetchOne(db.cachedStatement(sql: table.nextFireAt), arguments: [platform]).map(
            ScheduleTable.date)
    }

    /// The row's schedule columns as ``ScheduleRefresh`` compares them.
    public var refreshEntry: ScheduleRefresh.Entry {
        ScheduleRefresh.Entry(fireAt: fireAt, dueDay: dueDay, lastFiredOn: lastFiredOn)
    }

    /// Reads the three schedule columns of a fetched row, by their lower-case names, which GRDB
    /// finds without lowercasing them again.
    static func scheduleColumns(of row: Row) -> (fireAt: Date, dueDay: LocalDate, lastFiredOn: LocalDate?) {
        (ScheduleTable.date(row["fireat"]), row["dueday"], row["lastfiredon"])
    }

    /// Writes the three schedule columns.
    func encodeScheduleColumns(to container: inout PersistenceContainer) {
        container["fireAt"] = ScheduleTable.seconds(fireAt)
        container["dueDay"] = dueDay
        container["lastFiredOn"] = lastFiredOn
    }
}
