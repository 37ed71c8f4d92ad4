import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of routines, their steps and the days they were ticked off.
@Suite struct RoutineStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let monday = ScheduleFixtures.day("2026-03-23")
    let tuesday = ScheduleFixtures.day("2026-03-24")

    @Test(arguments: StoreKind.available)
    func routinesListByTimeThenAgeAndBelongToTheirUser(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let result = try await store.write { tx in
                let user = try tx.newUser("1", now: now)
                let other = try tx.newUser("2", now: now)
                let userID = user.id ?? 0
                let late = try tx.newRoutine(
                    of: userID, title: "Late", at: ScheduleFixtures.time(21, 0), now: now)
                let first = try tx.newRoutine(
                    of: userID, title: "First", at: ScheduleFixtures.time(7, 30), now: now)
                let second = try tx.newRoutine(
                    of: userID, title: "Second", days: .weekdays, at: ScheduleFixtures.time(7, 30), now: now)
                let foreign = try tx.newRoutine(of: other.id ?? 0, at: ScheduleFixtures.time(6, 0), now: now)
                return (
                    all: try tx.routines.all(of: userID).map(\.title),
                    count: try tx.routines.count(of: userID),
                    found: try tx.routines.find(second.id ?? 0, of: userID),
                    foreign: try tx.routines.find(foreign.id ?? 0, of: userID),
                    expected: second, ids: [late.id, first.id, second.id]
                )
            }
            #expect(result.all == ["First", "Second", "Late"])
            #expect(result.count == 3)
            #expect(result.found == result.expected)
            #expect(result.found?.days == .weekdays)
            #expect(result.foreign == nil)
            #expect(Set(result.ids).count == 3 && !result.ids.contains(nil))
        }
    }

    @Test(arguments: StoreKind.available)
    func anUpdateSavesEveryFieldAndFailsForAnUnknownRoutine(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (saved, userID) = try await store.write { tx in
                let userID = try tx.newUser("1", now: now).id ?? 0
                var routine = try tx.newRoutine(of: userID, at: ScheduleFixtures.time(8, 0), now: now)
                routine.title = "Evening walk"
                routine.time = ScheduleFixtures.time(19, 45)
                routine.days = .weekends
                try tx.routines.update(routine)
                return (routine, userID)
            }
            let read = try await store.read { tx in try tx.routines.find(saved.id ?? 0, of: userID) }
            #expect(read == saved)
            let missing = Routine(
                id: (saved.id ?? 0) + 1000, userID: userID, title: "Nowhere", days: .daily, time: saved.time,
                createdAt: now)
            await #expect(throws: (any Error).self) {
                try await store.write { tx in try tx.routines.update(missing) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func stepsKeepTheirOrderAndTicksBelongToOneDay(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let result = try await store.write { tx in
                let userID = try tx.newUser("1", now: now).id ?? 0
                let routine = try tx.newRoutine(of: userID, at: ScheduleFixtures.time(7, 0), now: now)
                try tx.routines.replaceSteps(of: routine, with: ["Water", "Stretch", "Plan the day"])
                let steps = try tx.routines.steps(of: routine)
                let stretch = steps[1].id ?? 0
                let ticked = try tx.routines.toggleStep(stretch, on: monday)
                let onMonday = try tx.routines.checklist(of: routine, on: monday)
                let onTuesday = try tx.routines.checklist(of: routine, on: tuesday)
                let unticked = try tx.routines.toggleStep(stretch, on: monday)
                let afterUntick = try tx.routines.checklist(of: routine, on: monday)
                return (steps, ticked, onMonday, onTuesday, unticked, afterUntick)
            }
            let (steps, ticked, onMonday, onTuesday, unticked, afterUntick) = result
            #expect(steps.map(\.title) == ["Water", "Stretch", "Plan the day"])
            #expect(steps.map(\.position) == [1, 2, 3])
            #expect(ticked)
            #expect(onMonday.items.map(\.isDone) == [false, true, false])
            #expect(onMonday.items.map(\.step) == steps)
            #expect(onTuesday.items.map(\.isDone) == [false, false, false])
            #expect(!unticked)
            #expect(afterUntick.items.allSatisfy { !$0.isDone })
        }
    }

    @Test(arguments: StoreKind.available)
    func replacingStepsDropsTheOldOnesAndTheirTicks(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (steps, checklist) = try await store.write { tx in
                let userID = try tx.newUser("1", now: now).id ?? 0
                let routine = try tx.newRoutine(of: userID, at: ScheduleFixtures.time(7, 0), now: now)
                try tx.routines.replaceSteps(of: routine, with: ["Old"])
                _ = try tx.routines.toggleStep(try tx.routines.steps(of: routine)[0].id ?? 0, on: monday)
                try tx.routines.replaceSteps(of: routine, with: ["New", "Newer"])
                return (
                    try tx.routines.steps(of: routine), try tx.routines.checklist(of: routine, on: monday)
                )
            }
            #expect(steps.map(\.title) == ["New", "Newer"])
            #expect(checklist.items.map(\.isDone) == [false, false])
        }
    }

    @Test(arguments: StoreKind.available)
    func deletingARoutineTakesItsStepsAndTicks(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let result = try await store.write { tx in
                let userID = try tx.newUser("1", now: now).id ?? 0
                let kept = try tx.newRoutine(
                    of: userID, title: "Kept", at: ScheduleFixtures.time(6, 0), now: now)
                let routine = try tx.newRoutine(of: userID, at: ScheduleFixtures.time(7, 0), now: now)
                try tx.routines.replaceSteps(of: kept, with: ["Stays"])
                try tx.routines.replaceSteps(of: routine, with: ["Goes"])
                _ = try tx.routines.toggleStep(try tx.routines.steps(of: routine)[0].id ?? 0, on: monday)
                try tx.routines.delete(routine)
                return (
                    try tx.routines.all(of: userID).map(\.title), try tx.routines.steps(of: routine),
                    try tx.routines.steps(of: kept).map(\.title)
                )
            }
            #expect(result.0 == ["Kept"])
            #expect(result.1.isEmpty)
            #expect(result.2 == ["Stays"])
        }
    }
}
