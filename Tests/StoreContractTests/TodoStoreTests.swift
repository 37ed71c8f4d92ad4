import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What `TodoStore` promises, on each store.
@Suite struct TodoStoreTests {
    let now = ItemFixtures.now

    @Test(arguments: StoreKind.available)
    func insertedTodosGetGrowingIdsAndAreFoundOnlyByTheirOwner(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let (first, second, bobs) = try await store.write { tx in
                var first = Todo(userID: ann, text: "buy milk", createdAt: now)
                var second = Todo(userID: ann, text: "call mum", createdAt: now, isDemo: true)
                var bobs = Todo(userID: bob, text: "water plants", createdAt: now)
                try tx.todos.insert(&first)
                try tx.todos.insert(&second)
                try tx.todos.insert(&bobs)
                return (first, second, bobs)
            }
            let firstID = try #require(first.id)
            let secondID = try #require(second.id)
            #expect(firstID < secondID)
            let bobsID = try #require(bobs.id)
            let found = try await store.read { tx in
                (
                    try tx.todos.find(firstID, of: ann), try tx.todos.find(secondID, of: ann),
                    try tx.todos.find(bobsID, of: ann), try tx.todos.find(secondID + 100, of: ann)
                )
            }
            #expect(found.0 == first)
            #expect(found.1 == second)
            #expect(found.2 == nil)
            #expect(found.3 == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func listedShowsOpenTodosFirstThenDoneOnesEachOldestFirst(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let texts = try await store.write { tx in
                var todos = try ["a", "b", "c", "d", "e"].map { text in
                    var todo = Todo(userID: ann, text: text, createdAt: now)
                    try tx.todos.insert(&todo)
                    return todo
                }
                var other = Todo(userID: bob, text: "bob's", createdAt: now)
                try tx.todos.insert(&other)
                // Done in another order than added: the list keeps the order added.
                todos[3].doneAt = now.addingTimeInterval(10)
                todos[0].doneAt = now.addingTimeInterval(20)
                try tx.todos.update(todos[3])
                try tx.todos.update(todos[0])
                return (
                    listed: try tx.todos.listed(of: ann).map(\.text),
                    open: try tx.todos.open(of: ann).map(\.text),
                    openCount: try tx.todos.openCount(of: ann)
                )
            }
            #expect(texts.listed == ["b", "c", "e", "a", "d"])
            #expect(texts.open == ["b", "c", "e"])
            #expect(texts.openCount == 3)
        }
    }

    @Test(arguments: StoreKind.available)
    func updateSavesEveryFieldAndFailsForATodoNotStored(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            var todo = try await store.write { tx in
                var todo = Todo(userID: ann, text: "draft", createdAt: now)
                try tx.todos.insert(&todo)
                return todo
            }
            todo.text = "final"
            todo.doneAt = now.addingTimeInterval(90)
            todo.isDemo = true
            let id = try #require(todo.id)
            try await store.write { [todo] tx in try tx.todos.update(todo) }
            let found = try await store.read { tx in try tx.todos.find(id, of: ann) }
            #expect(found == todo)

            var missing = todo
            missing.id = id + 100
            await #expect(throws: (any Error).self) {
                try await store.write { [missing] tx in try tx.todos.update(missing) }
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func deleteRemovesOnlyThatTodoAndIgnoresOneAlreadyGone(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let remaining = try await store.write { tx in
                var kept = Todo(userID: ann, text: "kept", createdAt: now)
                var gone = Todo(userID: ann, text: "gone", createdAt: now)
                try tx.todos.insert(&kept)
                try tx.todos.insert(&gone)
                try tx.todos.delete(gone)
                try tx.todos.delete(gone)
                return try tx.todos.listed(of: ann).map(\.text)
            }
            #expect(remaining == ["kept"])
        }
    }

    @Test(arguments: StoreKind.available)
    func demoAndDoneDeletionsCountAndReachOnlyTheirOwnersTodos(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await ItemFixtures.user("ann", in: store)
            let bob = try await ItemFixtures.user("bob", in: store)
            let result = try await store.write { tx in
                let done = now.addingTimeInterval(5)
                for (owner, text, doneAt, isDemo) in [
                    (ann, "demo open", nil, true), (ann, "demo done", done, true),
                    (ann, "own open", nil, false),
                    (ann, "own done", done, false), (bob, "bob demo", nil, true),
                    (bob, "bob done", done, false),
                ] as [(Int64, String, Date?, Bool)] {
                    var todo = Todo(userID: owner, text: text, createdAt: now, doneAt: doneAt, isDemo: isDemo)
                    try tx.todos.insert(&todo)
                }
                let demoCount = try tx.todos.demoCount(of: ann)
                let deletedDemo = try tx.todos.deleteDemo(of: ann)
                let deletedDone = try tx.todos.deleteDone(of: ann)
                return (
                    demoCount: demoCount, deletedDemo: deletedDemo, deletedDone: deletedDone,
                    ann: try tx.todos.listed(of: ann).map(\.text),
                    bob: try tx.todos.listed(of: bob).map(\.text),
                    demoAfter: try tx.todos.demoCount(of: ann), bobDemo: try tx.todos.demoCount(of: bob)
                )
            }
            #expect(result.demoCount == 2)
            #expect(result.deletedDemo == 2)
            #expect(result.deletedDone == 1)
            #expect(result.ann == ["own open"])
            #expect(result.bob == ["bob demo", "bob done"])
            #expect(result.demoAfter == 0)
            #expect(result.bobDemo == 1)
        }
    }
}
