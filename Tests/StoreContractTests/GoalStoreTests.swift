import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What `GoalStore` promises, on each store.
@Suite struct GoalStoreTests {
    let now = ItemFixtures.now

    @Test(arguments: StoreKind.available)
    func openGoalsComeByDeadlineThenThoseWithoutOneEachOldestFirst(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let open = try await store.write { tx in
                let october = LocalDate(year: 2026, month: 10, day: 1)
                for (owner, title, deadline, completedAt) in [
                    (ann, "no deadline", nil, nil), (ann, "october", october, nil),
                    (ann, "late september", ItemFixtures.day(30), nil), (ann, "no deadline either", nil, nil),
                    (ann, "october too", october, nil), (ann, "done", ItemFixtures.day(1), now),
                    (bob, "bob's", ItemFixtures.day(2), nil),
                ] as [(Int64, String, LocalDate?, Date?)] {
                    var goal = Goal(
                        userID: owner, title: title, deadline: deadline, createdAt: now,
                        completedAt: completedAt)
                    try tx.goals.insert(&goal)
                }
                return (
                    titles: try tx.goals.open(of: ann).map(\.title), count: try tx.goals.openCount(of: ann)
                )
            }
            #expect(
                open.titles == [
                    "late september", "october", "october too", "no deadline", "no deadline either",
                ])
            #expect(open.count == 5)
        }
    }

    @Test(arguments: StoreKind.available)
    func completedGoalsComeMostRecentlyCompletedFirstAndAllOldestFirst(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let lists = try await store.write { tx in
                for (owner, title, completedAt) in [
                    (ann, "early", now.addingTimeInterval(10)), (ann, "open", nil),
                    (ann, "latest", now.addingTimeInterval(20)),
                    (ann, "early too", now.addingTimeInterval(10)),
                    (bob, "bob's", now.addingTimeInterval(30)),
                ] as [(Int64, String, Date?)] {
                    var goal = Goal(userID: owner, title: title, createdAt: now, completedAt: completedAt)
                    try tx.goals.insert(&goal)
                }
                return (
                    completed: try tx.goals.completed(of: ann).map(\.title),
                    all: try tx.goals.all(of: ann).map(\.title), openCount: try tx.goals.openCount(of: ann)
                )
            }
            // Two goals completed at the same instant: the one added later first.
            #expect(lists.completed == ["latest", "early too", "early"])
            #expect(lists.all == ["early", "open", "latest", "early too"])
            #expect(lists.openCount == 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func goalsAreFoundOnlyByTheirOwnerAndUpdateSavesEveryField(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            var goal = try await store.write { tx in
                var goal = Goal(userID: ann, title: "run a marathon", createdAt: now)
                try tx.goals.insert(&goal)
                return goal
            }
            let id = try #require(goal.id)
            goal.title = "run a half marathon"
            goal.why = "to feel strong"
            goal.deadline = ItemFixtures.day(20)
            goal.completedAt = now.addingTimeInterval(60)
            try await store.write { [goal] tx in try tx.goals.update(goal) }
            let found = try await store.read { tx in
                (
                    try tx.goals.find(id, of: ann), try tx.goals.find(id, of: bob),
                    try tx.goals.find(id + 100, of: ann)
                )
            }
            #expect(found.0 == goal)
            #expect(found.1 == nil)
            #expect(found.2 == nil)

            var missing = goal
            missing.id = id + 100
            await #expect(throws: (any Error).self) {
                try await store.write { [missing] tx in try tx.goals.update(missing) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func checkpointsComeByPositionAndGoWithTheirGoal(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let (goal, other) = try await store.write { tx in
                var goal = Goal(userID: ann, title: "learn Spanish", createdAt: now)
                var other = Goal(userID: ann, title: "read more", createdAt: now)
                try tx.goals.insert(&goal)
                try tx.goals.insert(&other)
                let goalID = try #require(goal.id)
                for (position, title) in [(2, "A2"), (3, "B1"), (1, "A1")] {
                    var checkpoint = Checkpoint(goalID: goalID, position: position, title: title)
                    try tx.goals.insert(&checkpoint)
                }
                var otherCheckpoint = Checkpoint(goalID: try #require(other.id), position: 1, title: "a book")
                try tx.goals.insert(&otherCheckpoint)
                return (goal, other)
            }
            var checkpoints = try await store.read { tx in try tx.goals.checkpoints(of: goal) }
            #expect(checkpoints.map(\.title) == ["A1", "A2", "B1"])
            #expect(checkpoints.map(\.position) == [1, 2, 3])

            checkpoints[1].doneOn = ItemFixtures.day(12)
            checkpoints[1].title = "A2 exam"
            try await store.write { [checkpoints] tx in try tx.goals.update(checkpoints[1]) }
            let updated = try await store.read { tx in try tx.goals.checkpoints(of: goal) }
            #expect(updated == checkpoints)

            var missing = checkpoints[0]
            missing.id = try #require(missing.id) + 100
            await #expect(throws: (any Error).self) {
                try await store.write { [missing] tx in try tx.goals.update(missing) }
            }

            let goalID = try #require(goal.id)
            let afterDelete = try await store.write { tx in
                try tx.goals.delete(goal)
                return (
                    found: try tx.goals.find(goalID, of: ann),
                    checkpoints: try tx.goals.checkpoints(of: goal),
                    others: try tx.goals.checkpoints(of: other).map(\.title)
                )
            }
            #expect(afterDelete.found == nil)
            #expect(afterDelete.checkpoints.isEmpty)
            #expect(afterDelete.others == ["a book"])
            let unsaved = try await store.read { tx in
                try tx.goals.checkpoints(of: Goal(userID: ann, title: "not stored", createdAt: now))
            }
            #expect(unsaved.isEmpty)
        }
    }
}
