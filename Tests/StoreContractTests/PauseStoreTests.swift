import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of the users' pauses.
@Suite struct PauseStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    private func user(_ externalID: String, in store: any Store) async throws -> Int64 {
        try #require(try await store.consoleUser(externalID, at: now).id)
    }

    private func day(_ iso: String) throws -> LocalDate { try #require(LocalDate(iso: iso)) }

    @Test(arguments: StoreKind.available)
    func pausesComeBackByFirstDayThenByIdAndOnlyTheUsersOwn(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let bob = try await user("bob", in: store)
            let spans = [
                (ann, "2026-05-10", "2026-05-12"), (bob, "2026-01-01", "2026-01-02"),
                (ann, "2026-03-01", "2026-03-04"), (ann, "2026-05-10", "2026-05-11"),
            ]
            let pauses = try spans.map { Pause(userID: $0.0, startsOn: try day($0.1), endsOn: try day($0.2)) }
            let inserted = try await store.write { tx in
                try pauses.map { pause in
                    var pause = pause
                    try tx.pauses.insert(&pause)
                    return pause
                }
            }
            #expect(inserted.allSatisfy { $0.id != nil })
            #expect(Set(inserted.compactMap(\.id)).count == inserted.count)
            let anns = try await store.read { try $0.pauses.all(of: ann) }
            #expect(anns == [inserted[2], inserted[0], inserted[3]])
            let bobs = try await store.read { try $0.pauses.all(of: bob) }
            #expect(bobs == [inserted[1]])
        }
    }

    @Test(arguments: StoreKind.available)
    func changesShortenAndRemovePausesInOrder(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ann = try await user("ann", in: store)
            let (past, current, planned) = (
                Pause(userID: ann, startsOn: try day("2026-02-01"), endsOn: try day("2026-02-03")),
                Pause(userID: ann, startsOn: try day("2026-03-01"), endsOn: try day("2026-03-20")),
                Pause(userID: ann, startsOn: try day("2026-04-01"), endsOn: try day("2026-04-05"))
            )
            let stored = try await store.write { tx in
                try [past, current, planned].map { pause in
                    var pause = pause
                    try tx.pauses.insert(&pause)
                    return pause
                }
            }
            let endsOn = try day("2026-03-09")
            try await store.write { tx in
                try tx.pauses.apply([.shorten(stored[1], endsOn: endsOn), .remove(stored[2])])
            }
            var shortened = stored[1]
            shortened.endsOn = endsOn
            let left = try await store.read { try $0.pauses.all(of: ann) }
            #expect(left == [stored[0], shortened])
        }
    }
}
