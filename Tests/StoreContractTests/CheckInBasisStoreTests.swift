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
                    RuleTimeline(.sunday, earlier: [.init(.monday, through: day(6), decidedAt: now)]),
                    of: user)
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
            #expect(
                basis.weekStarts
                    == RuleTimeline(.sunday, earlier: [.init(.monday, through: day(6), decidedAt: now)]))
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

    /// A change made in a batch before a habit's basis is first read there.
    typealias Change = @Sendable (any StoreTransaction, Habit, User) throws -> (Habit, User)

    /// The changes a basis depends on, each with a name for the failure message.
    static let changes: [(String, Change)] = [
        ("nothing", { _, habit, user in (habit, user) }),
        (
            "a check-in",
            { tx, habit, user in
                try tx.habits.record(
                    CheckIn(
                        habitID: try #require(habit.id), run: habit.run, date: ItemFixtures.day(15),
                        amount: 5,
                        createdAt: ItemFixtures.now))
                return (habit, user)
            }
        ),
        (
            "a check-in taken back",
            { tx, habit, user in
                let last = try #require(try tx.habits.recentCheckIns(of: habit, limit: 1).first)
                #expect(try tx.habits.remove(last))
                return (habit, user)
            }
        ),
        (
            "a pause",
            { tx, habit, user in
                var pause = Pause(
                    userID: habit.userID, startsOn: ItemFixtures.day(20), endsOn: ItemFixtures.day(22))
                try tx.pauses.insert(&pause)
                return (habit, user)
            }
        ),
        (
            "a pause dropped",
            { tx, habit, user in
                let pause = try #require(try tx.pauses.all(of: habit.userID).first)
                try tx.pauses.apply([.remove(pause)])
                return (habit, user)
            }
        ),
        (
            "a week start",
            { tx, habit, user in
                var user = user
                user.weekStart = .saturday
                try tx.users.update(user)
                return (habit, user)
            }
        ),
        (
            "earlier week starts",
            { tx, habit, user in
                try tx.users.saveWeekStarts(
                    RuleTimeline(user.weekStart, earlier: [.init(.friday, through: ItemFixtures.day(2))]),
                    of: user)
                return (habit, user)
            }
        ),
        (
            "earlier schedules",
            { tx, habit, user in
                try tx.habits.saveSchedules(
                    RuleTimeline(habit.schedule, earlier: [.init(.daily, through: ItemFixtures.day(5))]),
                    of: habit)
                return (habit, user)
            }
        ),
        (
            "a new run",
            { tx, habit, user in
                let restarted = habit.restarted(on: ItemFixtures.day(16))
                try tx.habits.update(restarted)
                return (restarted, user)
            }
        ),
    ]

    /// A basis the batch read ahead with its sender (``UserStore/readAhead(senders:)``) is what
    /// a read alone gives, after any change made to what it is made of before it was read.
    @Test(arguments: StoreKind.available, changes.indices)
    func aBasisReadAheadSeesTheChangesMadeBeforeItIsRead(_ kind: StoreKind, _ change: Int) async throws {
        let (name, change) = Self.changes[change]
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let before = try await store.write { [now, day] tx in
                var user = try #require(try tx.users.find(ann))
                user.weekStart = .sunday
                try tx.users.update(user)
                try tx.users.saveWeekStarts(
                    RuleTimeline(.sunday, earlier: [.init(.monday, through: day(6))]), of: user)
                var pause = Pause(userID: ann, startsOn: day(10), endsOn: day(12))
                try tx.pauses.insert(&pause)
                var habit = Habit(userID: ann, name: "read", runStartedOn: day(1), createdAt: now)
                try tx.habits.insert(&habit)
                try tx.habits.saveSchedules(
                    RuleTimeline(
                        .daily, earlier: [.init(HabitSchedule(frequency: .weekly(times: 2)), through: day(3))]
                    ), of: habit)
                for date in [2, 13, 14, 14] {
                    try tx.habits.record(
                        CheckIn(habitID: try #require(habit.id), run: 1, date: day(date), createdAt: now))
                }
                return try tx.habits.checkInBasis(of: habit, by: user)
            }
            let (basis, habit, user) = try await store.write { tx in
                try tx.users.readAhead(senders: [("console", "ann")])
                let habit = try #require(try tx.habits.all(of: ann).first)
                let (changed, user) = try change(tx, habit, try #require(try tx.users.find(ann)))
                return (try tx.habits.checkInBasis(of: changed, by: user), changed, user)
            }
            let alone = try await store.read { tx in try tx.habits.checkInBasis(of: habit, by: user) }
            #expect(basis == alone, "after \(name)")
            #expect((basis == before) == (name == "nothing"), "after \(name)")
        }
    }
}
