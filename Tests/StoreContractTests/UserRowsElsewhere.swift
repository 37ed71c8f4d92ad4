import Foundation
import TestSupport
import TrackerCore
import TrackerStore

/// A user's rows in the areas other than the users', pauses and lists: what an export reads and
/// an erasure deletes. `ann` has a goal with checkpoints, a habit with check-ins, to-dos, a
/// routine with steps done, and takes part in `group`'s challenge, which she started; the
/// outbox holds messages of hers, of `bob`'s, and of the groups.
struct UserRowsElsewhere: Sendable {
    /// The group Ann takes part in.
    static let group = ChatAddress(platform: "console", id: "group")
    /// A group Ann has nothing to do with.
    static let otherGroup = ChatAddress(platform: "console", id: "other-group")
    static let createdAt = Date(timeIntervalSince1970: 1_790_000_000)

    static func day(_ iso: String) -> LocalDate { LocalDate(iso: iso)! }

    /// What the seeding stored, with the ids the store gave.
    struct Stored: Sendable {
        var goal: Goal
        var checkpoints: [Checkpoint]
        var habit: Habit
        var todos: [Todo]
        var routine: Routine
        var steps: [RoutineStep]
        var challenge: Challenge
        var membership: ChallengeMember
        /// The ids of ``UserRowsElsewhere/outbox``'s entries, in its order.
        var outbox: [Int64]

        /// The outbox entries that go with Ann.
        var erasedOutbox: [Int64] { zip(UserRowsElsewhere.outbox, outbox).filter { $0.0.goes }.map(\.1) }
        /// The outbox entries that stay when Ann goes.
        var keptOutbox: [Int64] { zip(UserRowsElsewhere.outbox, outbox).filter { !$0.0.goes }.map(\.1) }
    }

    /// Check-ins as (day, run, amount, note), in the order recorded.
    static let checkIns: [(String, Int, Int, String?)] = [
        ("2026-05-03", 1, 1, nil), ("2026-05-01", 1, 2, "long"), ("2026-05-03", 1, 3, "again"),
    ]
    /// Days step 1 of the routine was done, in the order marked.
    static let stepDone = ["2026-05-02", "2026-05-01"]

    static func goal(_ userID: Int64) -> Goal {
        Goal(
            userID: userID, title: "Run a marathon", why: "health", deadline: day("2026-12-31"),
            createdAt: createdAt)
    }
    static func checkpoints(_ goalID: Int64) -> [Checkpoint] {
        [
            Checkpoint(goalID: goalID, position: 1, title: "10k", doneOn: day("2026-05-01")),
            Checkpoint(goalID: goalID, position: 2, title: "Half"),
        ]
    }
    static func habit(_ userID: Int64) -> Habit {
        Habit(userID: userID, name: "Read", length: 30, runStartedOn: day("2026-05-01"), createdAt: createdAt)
    }
    static func todos(_ userID: Int64) -> [Todo] {
        [
            Todo(userID: userID, text: "Buy milk", createdAt: createdAt),
            Todo(
                userID: userID, text: "Call mum", createdAt: createdAt,
                doneAt: createdAt.addingTimeInterval(60)),
        ]
    }
    static func routine(_ userID: Int64) -> Routine {
        Routine(
            userID: userID, title: "Morning", days: .daily, time: TimeOfDay(hour: 7, minute: 0)!,
            createdAt: createdAt)
    }
    static let stepTitles = ["Stretch", "Shower"]
    static func challenge(startedBy userID: Int64) -> Challenge {
        Challenge(
            chat: group, habitName: "Read", length: 30, startedOn: day("2026-05-01"), startedBy: userID,
            createdAt: createdAt)
    }

    /// An outbox entry to queue: its chat, whom it is about, and how it ended.
    enum Ending: Sendable { case pending, sent, dead }
    /// Ann's own replies, then group messages, then Bob's: whether each goes with Ann.
    static let outbox: [(chat: ChatAddress, about: String?, ending: Ending, goes: Bool)] = [
        (ChatAddress(platform: "console", id: "ann"), "ann", .pending, true),
        (group, "ann", .sent, true),
        (group, nil, .pending, true),
        (group, "bob", .sent, true),
        (group, nil, .dead, true),
        (group, "bob", .pending, false),
        (ChatAddress(platform: "console", id: "bob"), "bob", .sent, false),
        (otherGroup, nil, .sent, false),
    ]
}

/// Sets up and looks at the rows of the other areas, in whatever way the store allows.
protocol OtherAreas: Sendable {
    /// Stores Ann's rows elsewhere (see ``UserRowsElsewhere``).
    func seed(ann: User) async throws -> UserRowsElsewhere.Stored
    /// Which of `ids` the outbox still holds.
    func outboxEntries(among ids: [Int64]) async throws -> [Int64]
    /// The challenge's starter as stored, or `nil` when the challenge is gone.
    func starter(of challenge: Challenge) async throws -> Int64??
}

extension StoreKind {
    /// Runs `body` with a new store of this kind and the other areas' rows set up through
    /// their store interfaces.
    func withStoreAndOtherAreas<T>(_ body: (any Store, any OtherAreas) async throws -> T) async throws -> T {
        try await withStore { store in try await body(store, OtherAreasThroughStore(store: store)) }
    }
}
