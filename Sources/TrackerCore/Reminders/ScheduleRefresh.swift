import Foundation

/// What recomputing an owner's schedule writes, from its alarms and its current entries: the
/// rule every store follows, so that a store only reads the inputs and writes the result.
public enum ScheduleRefresh {
    /// An entry as it stands before the refresh.
    public struct Entry: Sendable, Hashable {
        /// When it fires next.
        public var fireAt: Date
        /// The owner's local day that firing is for.
        public var dueDay: LocalDate
        /// The last local day it fired for.
        public var lastFiredOn: LocalDate?

        /// An entry firing at `fireAt` for `dueDay`, last fired for `lastFiredOn`.
        public init(fireAt: Date, dueDay: LocalDate, lastFiredOn: LocalDate?) {
            self.fireAt = fireAt
            self.dueDay = dueDay
            self.lastFiredOn = lastFiredOn
        }
    }

    /// The result: entries to write (new or moved, with the last day they fired for kept),
    /// and entries to delete. Entries in neither stay as they are.
    public struct Plan<Key: Hashable & Sendable>: Sendable {
        /// The entries to create or overwrite, by key.
        public var writes: [Key: Entry] = [:]
        /// The keys of the entries to delete.
        public var deletes: Set<Key> = []
    }

    /// A user's reminders: each alarm's entry is due at its next occurrence after `now` that
    /// is not skipped and not on a day it already fired for, keeping the day it was promised
    /// for when that still holds. An entry already due stays due, for the scheduler to fire
    /// or skip with the new settings; entries without an alarm, or whose alarm has no next
    /// occurrence, go. Entries that would not change are not written.
    public static func reminders<Key: Hashable & Sendable>(
        alarms: [(key: Key, schedule: LocalTimeSchedule)], existing: [Key: Entry], now: Date,
        skipping: (LocalDate) -> Bool
    ) -> Plan<Key> {
        var plan = Plan<Key>()
        var kept: Set<Key> = []
        for (key, schedule) in alarms {
            if let due = existing[key], due.fireAt <= now {
                // Due but not fired yet (the scheduler is behind, or the bot was down): it stays
                // due. Rescheduling after `now` would drop it.
                kept.insert(key)
                continue
            }
            let lastFired = existing[key]?.lastFiredOn
            guard
                let next = schedule.next(
                    after: now, notOnOrBefore: lastFired, keeping: existing[key]?.dueDay, skipping: skipping)
            else { continue }
            kept.insert(key)
            let entry = Entry(fireAt: next.instant, dueDay: next.day, lastFiredOn: lastFired)
            if existing[key] != entry { plan.writes[key] = entry }
        }
        plan.deletes = Set(existing.keys).subtracting(kept)
        return plan
    }

    /// A group's messages: each alarm's entry is due at its next occurrence after `now` on a
    /// day it has not come for yet, and is always written; entries without an alarm, or whose
    /// alarm has no next occurrence, go.
    public static func groupMessages<Key: Hashable & Sendable>(
        alarms: [(key: Key, schedule: LocalTimeSchedule)], existing: [Key: Entry], now: Date
    ) -> Plan<Key> {
        var plan = Plan<Key>()
        for (key, schedule) in alarms {
            let lastFired = existing[key]?.lastFiredOn
            guard let next = schedule.next(after: now, notOnOrBefore: lastFired) else { continue }
            plan.writes[key] = Entry(fireAt: next.instant, dueDay: next.day, lastFiredOn: lastFired)
        }
        plan.deletes = Set(existing.keys).subtracting(plan.writes.keys)
        return plan
    }
}
