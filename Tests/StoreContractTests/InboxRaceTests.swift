import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Several instances admitting and applying at once, on each store: an update posted to two
/// instances is kept once, and of appliers racing for one event exactly one applies it.
@Suite struct InboxRaceTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)
    /// Transactions started at once: more than a store has connections, so that they overlap.
    let racers = 12

    private func posted(_ key: String) -> (key: String, event: PlatformEvent) {
        (
            key,
            .incoming(
                Incoming(
                    key: key, chat: ChatAddress(platform: "telegram", id: "42"),
                    sender: Sender(id: "42", displayName: "Ann"), kind: .text("/todos"), messageID: "7"))
        )
    }

    @Test(arguments: StoreKind.available)
    func anUpdateAdmittedByRacingTransactionsIsKeptOnce(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let stored = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<racers {
                    group.addTask {
                        try await store.write { tx in
                            try tx.inbox.admit([posted("telegram:901")], source: "telegram", at: now).count
                        }
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(stored == 1)
            #expect(try await store.read { try $0.inbox.count(of: "telegram") } == 1)
        }
    }

    @Test(arguments: StoreKind.available)
    func ofAppliersRacingForOneEventExactlyOneApplies(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let entry = try await store.write { tx in
                try tx.inbox.admit([posted("telegram:902")], source: "telegram", at: now)[0]
            }
            // Each applier claims the event's key and removes its entry in one transaction,
            // as the inbox's applier does with the event's effects.
            let applied = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<racers {
                    group.addTask {
                        try await store.write { tx in
                            let isNew = try tx.inbound.claim("telegram:902", at: now)
                            try tx.inbox.remove([entry.id])
                            return isNew
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(applied.count { $0 } == 1)
            #expect(try await store.read { try $0.inbox.count(of: "telegram") } == 0)
            // Posted again later: applied already, so not kept.
            let again = try await store.write { tx in
                try tx.inbox.admit([posted("telegram:902")], source: "telegram", at: now).count
            }
            #expect(again == 0)
        }
    }
}
