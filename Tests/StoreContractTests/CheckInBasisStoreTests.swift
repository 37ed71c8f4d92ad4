import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What `HabitStore.checkInBasis(of:by:)` promises, on each store: the four reads a check-in
/// is decided by, read together, equal to reading each on its own.
@Suite struct CheckInBasisStoreTests {
    let now = ItemFixtures.now
    let day = ItemFixtures.day

    @Test(arguments: StoreKind.available)
    func theBasisIsWhatTheSeparateReadsGive(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let measured = HabitSchedule(frequency: .daily, measure: HabitMeasure(unit: "pages", target: 20))
            let rules = RuleTimeline(
                measured,
                earlier: [
                    .init(.daily, through: day(3)),
                    .init(HabitSchedule(frequency: .on(WeekdaySet([.monday, .thursday]))), through: day(9)),
                    .init(
                        HabitSchedule(
                            frequency: .weekly(times: 2), measure: HabitMeasure(unit: "km", target: 5)),
                        through: day(12)),
                ])
            let (basis, separate, habit) = try await store.write { [now, day] tx in
                var user = try #require(try tx.users.find(ann))
                user.weekStart = .sunday
                try tx.users.update(user)
                try tx.users.saveWeekStarts(
                    RuleTimeline(.sunday, earlier: [.init(.monday, through: day(6))]), of: user)
                for (owner, first, last) in [(ann, 10, 12), (bob, 2, 3), (ann, 4, 5), (ann, 4, 4)] {
                    var pause = Pause(userID: owner, startsOn: day(first), endsOn: day(last))
                    try tx.pauses.insert(&pause)
                }
                var habit = Habit(
                    userID: ann, name: "read", runStartedOn: day(1), createdAt: now, schedule: measured)
                var other = Habit(userID: ann, name: "walk", runStartedOn: day(1), createdAt: now)
                try tx.habits.insert(&habit)
                try tx.habits.insert(&other)
                try tx.habits.saveSchedules(rules, of: habit)
                let id = try #require(habit.id)
                let otherID = try #require(other.id)
                for (habitID, run, date, amount) in [
                    (id, 1, 2, 7), (id, 2, 14, 3), (id, 2, 14, 4), (id, 2, 15, 1), (otherID, 2, 14, 9),
                ] {
                    try tx.habits.record(
                        CheckIn(habitID: habitID, run: run, date: day(date), amount: amount, createdAt: now))
                }
                habit = habit.restarted(on: day(13))
                try tx.habits.update(habit)
                let separate = CheckInBasis(
                    pauses: try tx.pauses.all(of: ann), weekStarts: try tx.users.weekStarts(of: user),
                    log: try tx.habits.currentLog(of: habit), schedules: try tx.habits.schedules(of: habit))
                return (try tx.habits.checkInBasis(of: habit, by: user), separate, habit)
            }
            #expect(habit.run == 2)
            #expect(basis == separate)
            #expect(
                basis.pauses.map { [$0.startsOn, $0.endsOn] } == [
                    [day(4), day(5)], [day(4), day(4)], [day(10), day(12)],
                ])
            #expect(basis.weekStarts == RuleTimeline(.sunday, earlier: [.init(.monday, through: day(6))]))
            #expect(basis.log == HabitLog(totals: [day(14): 7, day(15): 1]))
            #expect(basis.schedules == rules)
        }
    }

    @Test(arguments: StoreKind.available)
    func aHabitWithNothingStoredAroundItHasAnEmptyBasis(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let basis = try await store.write { [now, day] tx in
                let user = try #require(try tx.users.find(ann))
                var habit = Habit(userID: ann, name: "read", runStartedOn: day(1), createdAt: now)
                try tx.habits.insert(&habit)
                return try tx.habits.checkInBasis(of: habit, by: user)
            }
            #expect(
                basis
                    == CheckInBasis(
                        pauses: [], weekStarts: RuleTimeline(.monday), log: HabitLog(),
                        schedules: RuleTimeline(.daily)))
        }
    }
}
