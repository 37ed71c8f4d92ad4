import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What `HabitStore` promises of habits and their schedules, on each store.
@Suite struct HabitStoreTests {
    let now = ItemFixtures.now

    @Test(arguments: StoreKind.available)
    func habitsListOldestFirstAndAreFoundOnlyByTheirOwner(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let habits = try await store.write { tx in
                try [(ann, "read"), (bob, "swim"), (ann, "walk")].map { owner, name in
                    var habit = Habit(
                        userID: owner, name: name, runStartedOn: ItemFixtures.day(1), createdAt: now)
                    try tx.habits.insert(&habit)
                    return habit
                }
            }
            let readID = try #require(habits[0].id)
            let swimID = try #require(habits[1].id)
            let found = try await store.read { tx in
                (
                    all: try tx.habits.all(of: ann), read: try tx.habits.find(readID, of: ann),
                    swim: try tx.habits.find(swimID, of: ann),
                    missing: try tx.habits.find(swimID + 100, of: bob)
                )
            }
            #expect(found.all == [habits[0], habits[2]])
            #expect(found.read == habits[0])
            #expect(found.swim == nil)
            #expect(found.missing == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func updateSavesEveryFieldWithTheScheduleAndFailsForAHabitNotStored(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            var habit = try await store.write { tx in
                var habit = Habit(
                    userID: ann, name: "water", runStartedOn: ItemFixtures.day(1), createdAt: now)
                try tx.habits.insert(&habit)
                return habit
            }
            let id = try #require(habit.id)
            habit = habit.restarted(on: ItemFixtures.day(5))
            habit.name = "drink water"
            habit.length = 6
            habit.completedOn = ItemFixtures.day(28)
            habit.schedule = HabitSchedule(
                frequency: .weekly(times: 3), measure: HabitMeasure(unit: "glasses", target: 8))
            try await store.write { [habit] tx in try tx.habits.update(habit) }
            var weekdays = habit
            weekdays.schedule = HabitSchedule(frequency: .on(WeekdaySet([.monday, .thursday])))
            let found = try await store.write { [weekdays] tx in
                let weekly = try tx.habits.find(id, of: ann)
                try tx.habits.update(weekdays)
                return (weekly: weekly, weekdays: try tx.habits.find(id, of: ann))
            }
            #expect(found.weekly == habit)
            #expect(found.weekdays == weekdays)

            var missing = habit
            missing.id = id + 100
            await #expect(throws: (any Error).self) {
                try await store.write { [missing] tx in try tx.habits.update(missing) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func savedSchedulesComeBackOldestFirstWithTheCurrentOneLast(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let weekly = HabitSchedule(
                frequency: .weekly(times: 4), measure: HabitMeasure(unit: "km", target: 5))
            let weekdays = HabitSchedule(frequency: .on(.weekdays))
            let current = HabitSchedule(frequency: .daily, measure: HabitMeasure(unit: "pages", target: 20))
            let timeline = RuleTimeline(
                current,
                earlier: [
                    .init(weekdays, through: ItemFixtures.day(20)),
                    .init(.daily, through: ItemFixtures.day(3)),
                    .init(weekly, through: ItemFixtures.day(10)),
                ])
            let shorter = RuleTimeline(current, earlier: [.init(weekly, through: ItemFixtures.day(12))])
            let read = try await store.write { tx in
                var habit = Habit(
                    userID: ann, name: "run", runStartedOn: ItemFixtures.day(1), createdAt: now,
                    schedule: current)
                let unsaved = try tx.habits.schedules(of: habit)
                try tx.habits.insert(&habit)
                let none = try tx.habits.schedules(of: habit)
                try tx.habits.saveSchedules(timeline, of: habit)
                let saved = try tx.habits.schedules(of: habit)
                try tx.habits.saveSchedules(shorter, of: habit)
                return (
                    unsaved: unsaved, none: none, saved: saved, replaced: try tx.habits.schedules(of: habit)
                )
            }
            #expect(read.unsaved == RuleTimeline(current))
            #expect(read.none == RuleTimeline(current))
            #expect(read.saved == timeline)
            #expect(read.saved.earlier.map(\.through) == [3, 10, 20].map(ItemFixtures.day))
            #expect(read.saved.value(on: ItemFixtures.day(8)) == weekly)
            #expect(read.replaced == shorter)
        }
    }

    @Test(arguments: StoreKind.available)
    func deletingAHabitTakesItsCheckInsAndEarlierSchedulesAlong(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let after = try await store.write { tx in
                var gone = Habit(userID: ann, name: "gone", runStartedOn: ItemFixtures.day(1), createdAt: now)
                var kept = Habit(userID: ann, name: "kept", runStartedOn: ItemFixtures.day(1), createdAt: now)
                try tx.habits.insert(&gone)
                try tx.habits.insert(&kept)
                for habit in [gone, kept] {
                    let id = try #require(habit.id)
                    try tx.habits.record(
                        CheckIn(habitID: id, run: 1, date: ItemFixtures.day(2), createdAt: now))
                    try tx.habits.saveSchedules(
                        RuleTimeline(
                            .daily,
                            earlier: [
                                .init(.init(frequency: .weekly(times: 2)), through: ItemFixtures.day(1))
                            ]),
                        of: habit)
                }
                try tx.habits.delete(gone)
                return (
                    habits: try tx.habits.all(of: ann).map(\.name),
                    goneCheckIns: try tx.habits.recentCheckIns(of: gone, limit: 10),
                    goneLog: try tx.habits.allLog(of: gone),
                    goneSchedules: try tx.habits.schedules(of: gone).earlier,
                    keptCheckIns: try tx.habits.recentCheckIns(of: kept, limit: 10).count,
                    keptSchedules: try tx.habits.schedules(of: kept).earlier.count
                )
            }
            #expect(after.habits == ["kept"])
            #expect(after.goneCheckIns.isEmpty)
            #expect(after.goneLog == HabitLog())
            #expect(after.goneSchedules.isEmpty)
            #expect(after.keptCheckIns == 1)
            #expect(after.keptSchedules == 1)
        }
    }
}
