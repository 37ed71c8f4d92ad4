import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What `HabitStore` promises of check-ins and the logs made of them, on each store.
@Suite struct HabitCheckInStoreTests {
    let now = ItemFixtures.now

    /// A stored habit of a new user, with `habit.run` at `run`.
    private func habit(run: Int = 1, in store: any Store) async throws -> Habit {
        let ann = try await ItemFixtures.user("ann", in: store)
        return try await store.write { [now] tx in
            var habit = Habit(
                userID: ann, name: "stretch", run: run, runStartedOn: ItemFixtures.day(1), createdAt: now)
            try tx.habits.insert(&habit)
            return habit
        }
    }

    @Test(arguments: StoreKind.available)
    func logsTotalEachDaysAmountsForTheCurrentRunOrEveryRun(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let first = try await habit(in: store)
            let second = first.restarted(on: ItemFixtures.day(4))
            let id = try #require(first.id)
            let logs = try await store.write { tx in
                for (run, day, amount) in [(1, 1, 2), (1, 1, 3), (1, 2, 1), (2, 4, 4), (2, 1, 1)] {
                    try tx.habits.record(
                        CheckIn(
                            habitID: id, run: run, date: ItemFixtures.day(day), amount: amount, createdAt: now
                        ))
                }
                try tx.habits.update(second)
                return (
                    firstRun: try tx.habits.currentLog(of: first),
                    current: try tx.habits.currentLog(of: second),
                    all: try tx.habits.allLog(of: second)
                )
            }
            let day = ItemFixtures.day
            #expect(logs.firstRun == HabitLog(totals: [day(1): 5, day(2): 1]))
            #expect(logs.current == HabitLog(totals: [day(4): 4, day(1): 1]))
            #expect(logs.all == HabitLog(totals: [day(1): 6, day(2): 1, day(4): 4]))
        }
    }

    @Test(arguments: StoreKind.available)
    func theLastCheckInOfADayIsTheOneRecordedLastInTheCurrentRun(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let habit = try await habit(run: 2, in: store)
            let id = try #require(habit.id)
            let last = try await store.write { tx in
                for (run, day, amount) in [(2, 3, 7), (2, 3, 5), (1, 3, 9), (2, 4, 1), (1, 2, 1)] {
                    try tx.habits.record(
                        CheckIn(
                            habitID: id, run: run, date: ItemFixtures.day(day), amount: amount,
                            note: "amount \(amount)",
                            createdAt: now.addingTimeInterval(Double(amount))))
                }
                return (
                    third: try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(3)),
                    earlierRunOnly: try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(2)),
                    none: try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(5))
                )
            }
            let third = try #require(last.third)
            #expect(third.id != nil)
            #expect(
                CheckIn(
                    id: third.id, habitID: id, run: 2, date: ItemFixtures.day(3), amount: 5, note: "amount 5",
                    createdAt: now.addingTimeInterval(5)) == third)
            #expect(last.earlierRunOnly == nil)
            #expect(last.none == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func recentCheckInsComeNewestFirstAcrossRunsUpToTheLimit(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let habit = try await habit(run: 2, in: store)
            let id = try #require(habit.id)
            let recent = try await store.write { tx in
                // Recorded in this order, on days out of order: recording order is what counts.
                for (run, day) in [(1, 9), (1, 2), (2, 5), (2, 3)] {
                    try tx.habits.record(
                        CheckIn(habitID: id, run: run, date: ItemFixtures.day(day), createdAt: now))
                }
                return (
                    three: try tx.habits.recentCheckIns(of: habit, limit: 3).map(\.date.day),
                    all: try tx.habits.recentCheckIns(of: habit, limit: 10).map(\.run),
                    none: try tx.habits.recentCheckIns(of: habit, limit: 0)
                )
            }
            #expect(recent.three == [3, 5, 2])
            #expect(recent.all == [2, 2, 1, 1])
            #expect(recent.none.isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func removingACheckInSaysWhetherItWasThere(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let habit = try await habit(in: store)
            let id = try #require(habit.id)
            let result = try await store.write { tx in
                for day in [1, 2] {
                    try tx.habits.record(
                        CheckIn(habitID: id, run: 1, date: ItemFixtures.day(day), createdAt: now))
                }
                let checkIn = try #require(try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(2)))
                return (
                    first: try tx.habits.remove(checkIn), again: try tx.habits.remove(checkIn),
                    left: try tx.habits.currentLog(of: habit)
                )
            }
            #expect(result.first)
            #expect(!result.again)
            #expect(result.left == HabitLog(days: [ItemFixtures.day(1)]))
        }
    }

    @Test(arguments: StoreKind.available)
    func notesAreAddedAfterTheNoteACheckInHasOnALineOfTheirOwn(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let habit = try await habit(in: store)
            let id = try #require(habit.id)
            let notes = try await store.write { tx in
                try tx.habits.record(CheckIn(habitID: id, run: 1, date: ItemFixtures.day(1), createdAt: now))
                try tx.habits.record(
                    CheckIn(habitID: id, run: 1, date: ItemFixtures.day(2), note: "felt good", createdAt: now)
                )
                let plain = try #require(try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(1)))
                try tx.habits.addNote("tired", to: plain)
                let noted = try #require(try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(2)))
                try tx.habits.addNote("10 minutes", to: noted)
                let twice = try #require(try tx.habits.lastCheckIn(of: habit, on: ItemFixtures.day(2)))
                try tx.habits.addNote("then a walk", to: twice)
                return try tx.habits.recentCheckIns(of: habit, limit: 2).map(\.note)
            }
            #expect(notes == ["felt good\n10 minutes\nthen a walk", "tired"])
        }
    }
}
