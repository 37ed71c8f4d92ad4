import Foundation
import GRDB
import TrackerCore

/// A row of a schedule table: something that recurs at a local time, with the next instant
/// it fires at, the local day that instant is for and the last local day it fired for.
///
/// Users' reminders and routines (``ScheduledReminder``) and groups' summaries and last
/// calls (``ScheduledGroupReminder``) are both such rows; they differ only in whose they are
/// and what they say. The timing over these three columns is here, once: see
/// ``fire(on:now:grace:skipping:in:)``.
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

    /// Decides what this due row does at `now` (see ``ReminderTiming/decide``) and moves it
    /// on to its next occurrence, or deletes it when there is none.
    ///
    /// - Parameter skipping: local days that neither fire nor become due (paused days).
    /// - Returns: the occurrence to send now, if any; the row already records it as fired,
    ///   so the caller queues its message in the same transaction.
    public func fire(
        on schedule: LocalTimeSchedule, now: Date, grace: TimeInterval,
        skipping: (LocalDate) -> Bool = { _ in false }, in db: Database
    ) throws -> LocalTimeSchedule.Occurrence? {
        let decision = ReminderTiming.decide(
            schedule, dueDay: dueDay, lastFired: lastFiredOn, now: now, grace: grace, skipping: skipping)
        try advance(to: decision.next, lastFiredOn: decision.fire?.day ?? lastFiredOn, in: db)
        return decision.fire
    }

    /// Moves the row on to `next`, having last fired for `lastFiredOn`, or deletes it when
    /// there is no next occurrence.
    public func advance(to next: LocalTimeSchedule.Occurrence?, lastFiredOn: LocalDate?, in db: Database)
        throws
    {
        guard let next else {
            try delete(db)
            return
        }
        try db.cachedStatement(sql: Self.table.advance).execute(
            arguments: [ScheduleTable.seconds(next.instant), next.day, lastFiredOn] + keyArguments)
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
