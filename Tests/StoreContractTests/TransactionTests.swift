import Foundation
import Synchronization
import TestSupport
import Testing
import TrackerStore

/// What every store promises of its transactions, on each store.
@Suite struct TransactionTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(arguments: StoreKind.available)
    func aCommittedWriteIsReadBackAndARolledBackOneIsNot(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            struct Undone: Error {}
            let first = try await store.write { try $0.inbound.claim("kept", at: now) }
            #expect(first)
            await #expect(throws: Undone.self) {
                try await store.write { tx in
                    _ = try tx.inbound.claim("undone", at: now)
                    throw Undone()
                }
            }
            let again = try await store.write { try $0.inbound.claim("kept", at: now) }
            let undone = try await store.write { try $0.inbound.claim("undone", at: now) }
            #expect(!again)
            #expect(undone)
        }
    }

    @Test(arguments: StoreKind.available)
    func actionsAfterCommitRunOnlyWhenTheWriteCommits(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            struct Undone: Error {}
            let ran = Mutex<[String]>([])
            try await store.write { tx in
                tx.afterCommit { ran.withLock { $0.append("first") } }
                tx.afterCommit { ran.withLock { $0.append("second") } }
                #expect(ran.withLock { $0.isEmpty })
            }
            _ = try? await store.write { tx in
                tx.afterCommit { ran.withLock { $0.append("rolled back") } }
                throw Undone()
            }
            try Self.writeSynchronously(to: store) { ran.withLock { $0.append("synchronous") } }
            #expect(ran.withLock { $0 } == ["first", "second", "synchronous"])
        }
    }

    @Test(arguments: StoreKind.available)
    func aSavepointUndoesOnlyItsOwnChanges(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            struct Failed: Error {}
            try await store.write { tx in
                _ = try tx.inbound.claim("before", at: now)
                try tx.inSavepoint {
                    _ = try tx.inbound.claim("declined", at: now)
                    return false
                }
                #expect(throws: Failed.self) {
                    try tx.inSavepoint {
                        _ = try tx.inbound.claim("thrown", at: now)
                        throw Failed()
                    }
                }
                try tx.inSavepoint { try tx.inbound.claim("accepted", at: now) }
            }
            let fresh = try await store.write { tx in
                try ["before", "declined", "thrown", "accepted"].filter { try tx.inbound.claim($0, at: now) }
            }
            #expect(fresh == ["declined", "thrown"])
        }
    }

    /// The synchronous form of `write`, which async code does not pick.
    private static func writeSynchronously(to store: any Store, afterCommit: @escaping @Sendable () -> Void)
        throws
    {
        try store.write { (tx: any StoreTransaction) in tx.afterCommit(afterCommit) }
    }
}
