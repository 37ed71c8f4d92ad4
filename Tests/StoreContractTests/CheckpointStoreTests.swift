import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// The platforms' checkpoints, on each store.
@Suite struct CheckpointStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_123.5)

    @Test(arguments: StoreKind.available)
    func aValueIsReplacedAndACheckpointKeepsItsCommitTime(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            #expect(try await store.read { try $0.checkpoints.value("telegram.offset") } == nil)
            try await store.write { tx throws in
                try tx.checkpoints.set("matrix.accessToken", to: "first")
                try tx.checkpoints.set("matrix.accessToken", to: "second")
                try tx.checkpoints.setCheckpoint("telegram.offset", to: "1001", at: now)
                try tx.checkpoints.setCheckpoint("telegram.offset", to: "1002", at: now + 10)
            }
            let values = try await store.read { tx throws in
                try [
                    "matrix.accessToken", "telegram.offset",
                    CheckpointKeys.committedAt(of: "telegram.offset"),
                ]
                .map { try tx.checkpoints.value($0) }
            }
            #expect(values == ["second", "1002", String((now + 10).timeIntervalSince1970)])
        }
    }
}
