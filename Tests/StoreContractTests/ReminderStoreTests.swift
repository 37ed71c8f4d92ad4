import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of refreshing a user's reminder schedule: one entry per
/// reminder the user should have, at its next local occurrence, in a real zone.
@Suite struct ReminderStoreTests {
    typealias F = ScheduleFixtures

    /// Every entry of the user's schedule, by kind and item: all are due by the far future.
    static func entries(of userID: Int64, in tx: any StoreTransaction) throws -> [UserReminderEntry] {
        try tx.reminders.dueReminders(userID: userID, now: .distantFuture).sorted {
            ($0.kind.rawValue, $0.itemID) < ($1.kind.rawValue, $1.itemID)
        }
    }

    @Test(arguments: StoreKind.available)
    func aRoutineFiresAtItsLocalTimeOnBothSidesOfTheClockChange(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (before, after) = try await store.write { tx in
                let beforeChange = F.instant("2026-03-27T12:00:00Z")
                let afterChange = F.instant("2026-03-28T12:00:00Z")
                let ann = try tx.newUser("1", zone: F.berlin, now: beforeChange).id ?? 0
                let bob = try tx.newUser("2", zone: F.berlin, now: afterChange).id ?? 0
                _ = try tx.newRoutine(of: ann, at: F.time(9, 30), now: beforeChange)
                _ = try tx.newRoutine(of: bob, at: F.time(9, 30), now: afterChange)
                try tx.reminders.refresh(userID: ann, now: beforeChange)
                try tx.reminders.refresh(userID: bob, now: afterChange)
                return (try Self.entries(of: ann, in: tx), try Self.entries(of: bob, in: tx))
            }
            // 09:30 in Berlin is 08:30 UTC on Saturday (winter time) and 07:30 UTC on Sunday.
            #expect(before.map(\.kind) == [.routine])
            #expect(
                before.map(\.timing)
                    == [
                        ScheduleTiming(
                            fireAt: F.instant("2026-03-28T08:30:00Z"), dueDay: F.day("2026-03-28"),
                            lastFiredOn: nil)
                    ])
            #expect(
                after.map(\.timing)
                    == [
                        ScheduleTiming(
                            fireAt: F.instant("2026-03-29T07:30:00Z"), dueDay: F.day("2026-03-29"),
                            lastFiredOn: nil)
                    ])
            let (early, onTime) = try await store.read { tx in
                let bob = after[0].userID
                return (
                    try tx.reminders.dueReminders(userID: bob, now: F.instant("2026-03-29T07:29:59Z")),
                    try tx.reminders.dueReminders(userID: bob, now: F.instant("2026-03-29T07:30:00Z"))
                )
            }
            #expect(early.isEmpty)
            #expect(onTime == after)
        }
    }

    @Test(arguments: StoreKind.available)
    func aUserWithAHabitGetsTheNudgeTheWarningAndTheDayEndUntilSwitchedOff(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = F.instant("2026-03-28T12:00:00Z")
            let (all, withoutNudge) = try await store.write { tx in
                var user = try tx.newUser("1", now: now)
                let userID = user.id ?? 0
                var habit = Habit(
                    userID: userID, name: "Read", runStartedOn: F.day("2026-03-28"), createdAt: now)
                try tx.habits.insert(&habit)
                try tx.reminders.refresh(userID: userID, now: now)
                let all = try Self.entries(of: userID, in: tx)
                user.remindAt = nil
                try tx.users.update(user)
                try tx.reminders.refresh(userID: userID, now: now)
                return (all, try Self.entries(of: userID, in: tx))
            }
            #expect(all.map(\.kind) == [.nudge, .warning, .dayEnd])
            #expect(
                all.map(\.timing.fireAt) == [
                    F.instant("2026-03-29T09:00:00Z"), F.instant("2026-03-28T21:00:00Z"),
                    F.instant("2026-03-29T00:00:00Z"),
                ])
            #expect(all.allSatisfy { $0.itemID == 0 && $0.timing.lastFiredOn == nil })
            #expect(withoutNudge == Array(all.dropFirst()))
        }
    }

    @Test(arguments: StoreKind.available)
    func aRefreshKeepsTheDayAnEntryLastFiredForAndLeavesADueEntryDue(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = F.instant("2026-03-28T12:00:00Z")
            let (fired, moved, stillDue) = try await store.write { tx in
                let userID = try tx.newUser("1", zone: F.berlin, now: now).id ?? 0
                var routine = try tx.newRoutine(of: userID, at: F.time(9, 30), now: now)
                try tx.reminders.refresh(userID: userID, now: now)
                let entry = try Self.entries(of: userID, in: tx)[0]
                // The scheduler fired it for Sunday and moved it on to Monday.
                let fired = ScheduleTiming(
                    fireAt: F.instant("2026-03-30T07:30:00Z"), dueDay: F.day("2026-03-30"),
                    lastFiredOn: F.day("2026-03-29"))
                try tx.reminders.move(entry, to: fired)
                // Moved to 10:00 at 09:45 on Sunday: not again on Sunday, which it fired for.
                routine.time = F.time(10, 0)
                try tx.routines.update(routine)
                try tx.reminders.refresh(userID: userID, now: F.instant("2026-03-29T07:45:00Z"))
                let moved = try Self.entries(of: userID, in: tx)
                // Due, not fired yet (the bot was down): a refresh leaves it due.
                try tx.reminders.refresh(userID: userID, now: F.instant("2026-03-30T09:00:00Z"))
                return (fired, moved, try Self.entries(of: userID, in: tx))
            }
            #expect(
                moved.map(\.timing) == [
                    ScheduleTiming(
                        fireAt: F.instant("2026-03-30T08:00:00Z"), dueDay: F.day("2026-03-30"),
                        lastFiredOn: fired.lastFiredOn)
                ])
            #expect(stillDue == moved)
        }
    }

    @Test(arguments: StoreKind.available)
    func pausedDaysAreSkippedAndARoutineWithoutDaysHasNoEntry(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let now = F.instant("2026-03-28T12:00:00Z")
            let (entries, removedRoutine) = try await store.write { tx in
                let userID = try tx.newUser("1", zone: F.berlin, now: now).id ?? 0
                var routine = try tx.newRoutine(of: userID, at: F.time(9, 30), now: now)
                var pause = Pause(userID: userID, startsOn: F.day("2026-03-29"), endsOn: F.day("2026-03-30"))
                try tx.pauses.insert(&pause)
                try tx.reminders.refresh(userID: userID, now: now)
                let entries = try Self.entries(of: userID, in: tx)
                routine.days = WeekdaySet([])
                try tx.routines.update(routine)
                try tx.reminders.refresh(userID: userID, now: now)
                return (entries, try Self.entries(of: userID, in: tx))
            }
            #expect(entries.map(\.timing.dueDay) == [F.day("2026-03-31")])
            #expect(entries.map(\.timing.fireAt) == [F.instant("2026-03-31T07:30:00Z")])
            #expect(removedRoutine.isEmpty)
        }
    }
}
