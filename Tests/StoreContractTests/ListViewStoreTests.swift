import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of the lists users were shown.
@Suite struct ListViewStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    private func user(_ externalID: String, in store: any Store) async throws -> Int64 {
        try #require(try await store.consoleUser(externalID, at: now).id)
    }

    @Test(arguments: StoreKind.available)
    func aListIsReadBackInItsOrderWithItsFilter(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let before = try await store.read { try $0.listViews.last(.history, userID: ann) }
            #expect(before == nil)
            try await store.write {
                try $0.listViews.save([30, 10, 20], kind: .history, userID: ann, filter: "run")
            }
            let shown = try await store.read { try $0.listViews.last(.history, userID: ann) }
            #expect(shown == ShownList(ids: [30, 10, 20], filter: "run"))
        }
    }

    @Test(arguments: StoreKind.available)
    func replacingSavesTheListAndReturnsTheOneBeforeIt(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let bob = try await user("bob", in: store)
            let replaced = try await store.write { tx in
                try tx.listViews.save([7], kind: .habits, userID: bob, filter: nil)
                return [
                    try tx.listViews.replace([1, 2], kind: .habits, userID: ann, filter: "run"),
                    try tx.listViews.replace([2, 1, 3], kind: .habits, userID: ann, filter: nil),
                    try tx.listViews.replace([], kind: .habits, userID: ann, filter: nil),
                ]
            }
            #expect(replaced == [nil, ShownList(ids: [1, 2], filter: "run"), ShownList(ids: [2, 1, 3])])
            let lists = try await store.read { tx in
                [try tx.listViews.last(.habits, userID: ann), try tx.listViews.last(.habits, userID: bob)]
            }
            #expect(lists == [ShownList(ids: []), ShownList(ids: [7])])
        }
    }

    @Test(arguments: StoreKind.available)
    func savingReplacesTheListOfThatKindOnly(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let bob = try await user("bob", in: store)
            try await store.write { tx in
                try tx.listViews.save([1, 2], kind: .todos, userID: ann, filter: "old")
                try tx.listViews.save([3], kind: .goals, userID: ann, filter: nil)
                try tx.listViews.save([4], kind: .todos, userID: bob, filter: nil)
                try tx.listViews.save([5, 6], kind: .todos, userID: ann, filter: nil)
            }
            let lists = try await store.read { tx in
                try [
                    tx.listViews.last(.todos, userID: ann), tx.listViews.last(.goals, userID: ann),
                    tx.listViews.last(.todos, userID: bob), tx.listViews.last(.habits, userID: ann),
                ]
            }
            #expect(lists == [ShownList(ids: [5, 6]), ShownList(ids: [3]), ShownList(ids: [4]), nil])
        }
    }

    @Test(arguments: StoreKind.available)
    func anEmptyListIsShownAndGrowsByAppending(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            try await store.write { try $0.listViews.save([], kind: .routines, userID: ann, filter: nil) }
            let empty = try await store.read { try $0.listViews.last(.routines, userID: ann) }
            #expect(empty == ShownList(ids: []))
            try await store.write { tx in
                try tx.listViews.append(7, kind: .routines, userID: ann)
                try tx.listViews.append(3, kind: .routines, userID: ann)
            }
            let grown = try await store.read { try $0.listViews.last(.routines, userID: ann) }
            #expect(grown == ShownList(ids: [7, 3]))
        }
    }

    @Test(arguments: StoreKind.available)
    func appendingKeepsTheFilterAndNeedsAListShownBefore(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            try await store.write { tx in
                try tx.listViews.save([2, 1], kind: .history, userID: ann, filter: "swim")
                try tx.listViews.append(9, kind: .history, userID: ann)
                try tx.listViews.append(4, kind: .habits, userID: ann)
            }
            let lists = try await store.read { tx in
                try [tx.listViews.last(.history, userID: ann), tx.listViews.last(.habits, userID: ann)]
            }
            #expect(lists == [ShownList(ids: [2, 1, 9], filter: "swim"), nil])
        }
    }

    /// Lists read ahead with a batch's senders (``UserStore/readAhead(senders:)``) are what a
    /// read alone gives, after any change made to them before they are read, and a second read
    /// sees what the first one's event changed.
    @Test(arguments: StoreKind.available)
    func listsReadAheadAreAsReadAloneAndSeeLaterChanges(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let bob = try await user("bob", in: store)
            try await store.write { tx in
                try tx.listViews.save([3, 1], kind: .todos, userID: ann, filter: nil)
                try tx.listViews.save([5], kind: .goals, userID: ann, filter: "run")
                try tx.listViews.save([8], kind: .todos, userID: bob, filter: nil)
            }
            let (seen, cid) = try await store.write { [now] tx in
                try tx.users.readAhead(senders: [("console", "ann"), ("console", "bob"), ("console", "cid")])
                // Changed before its first read: the read sees the change.
                try tx.listViews.save([4], kind: .habits, userID: ann, filter: nil)
                try tx.listViews.append(9, kind: .todos, userID: bob)
                let cid = try #require(
                    try tx.users.sender(
                        platform: "console", externalID: "cid", displayName: "Cid", renaming: false, now: now,
                        reporting: nil
                    ).user.id)
                let seen = [
                    try tx.listViews.last(.todos, userID: ann),
                    try tx.listViews.replace([6], kind: .goals, userID: ann, filter: nil),
                    try tx.listViews.last(.goals, userID: ann),
                    try tx.listViews.replace([7], kind: .habits, userID: ann, filter: nil),
                    try tx.listViews.replace([2], kind: .routines, userID: ann, filter: nil),
                    try tx.listViews.last(.todos, userID: bob),
                    try tx.listViews.replace([1], kind: .todos, userID: cid, filter: nil),
                    try tx.listViews.last(.todos, userID: cid),
                ]
                return (seen, cid)
            }
            #expect(
                seen == [
                    ShownList(ids: [3, 1]), ShownList(ids: [5], filter: "run"), ShownList(ids: [6]),
                    ShownList(ids: [4]), nil, ShownList(ids: [8, 9]), nil, ShownList(ids: [1]),
                ])
            let alone = try await store.read { tx in
                [
                    try tx.listViews.last(.habits, userID: ann),
                    try tx.listViews.last(.routines, userID: ann),
                    try tx.listViews.last(.todos, userID: cid),
                ]
            }
            #expect(alone == [ShownList(ids: [7]), ShownList(ids: [2]), ShownList(ids: [1])])
        }
    }
}
