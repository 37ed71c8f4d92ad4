import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of the readings `/metrics` and `/readyz` take: each platform's
/// outbox backlog and inbound dead letters, and a write that is rolled back leaving nothing.
@Suite struct OperationsReadingsTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    func message(to chat: String, on platform: Platform = "telegram") -> Outgoing {
        Outgoing(chat: ChatAddress(platform: platform, id: chat), reply: Reply(RichText(verbatim: "hi")))
    }

    @Test(arguments: StoreKind.available)
    func theBacklogCountsPendingAndDeadEntriesOfOnePlatform(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let empty = try await store.read { try $0.outbox.backlog(platform: "telegram") }
            #expect(empty == OutboxBacklog(pending: 0, oldestPendingSince: nil, dead: 0))
            try await store.write { tx in
                let first = try tx.outbox.enqueue(message(to: "1"), userExternalID: nil, at: now)
                for (offset, chat) in ["2", "3", "4"].enumerated() {
                    _ = try tx.outbox.enqueue(
                        message(to: chat), userExternalID: nil,
                        at: now.addingTimeInterval(Double(offset + 1) * 60))
                }
                let sent = try tx.outbox.enqueue(message(to: "5"), userExternalID: nil, at: now)
                try tx.outbox.markSent(sent, messageID: "9")
                try tx.outbox.markDead(first, reason: "rejected")
                _ = try tx.outbox.enqueue(message(to: "!room", on: "matrix"), userExternalID: nil, at: now)
            }
            let (telegram, matrix, console) = try await store.read { tx in
                (
                    try tx.outbox.backlog(platform: "telegram"), try tx.outbox.backlog(platform: "matrix"),
                    try tx.outbox.backlog(platform: .console)
                )
            }
            #expect(
                telegram == OutboxBacklog(pending: 3, oldestPendingSince: now.addingTimeInterval(60), dead: 1)
            )
            #expect(matrix == OutboxBacklog(pending: 1, oldestPendingSince: now, dead: 0))
            #expect(console == OutboxBacklog(pending: 0, oldestPendingSince: nil, dead: 0))
        }
    }

    @Test(arguments: StoreKind.available)
    func deadLettersAreCountedPerSource(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            try await store.write { tx in
                _ = try tx.inbox.setAside(
                    "telegram:1", source: "telegram", raw: "{}", reason: "crashed", at: now)
                _ = try tx.inbox.setAside(
                    "telegram:2", source: "telegram", raw: "{}", reason: "crashed", at: now)
                _ = try tx.inbox.setAside(
                    "telegram:2", source: "telegram", raw: "{}", reason: "again", at: now)
                _ = try tx.inbox.setAside("matrix:1", source: "matrix", raw: "{}", reason: "crashed", at: now)
            }
            let counts = try await store.read { tx in
                [
                    try tx.inbox.deadLetterCount(of: "telegram"), try tx.inbox.deadLetterCount(of: "matrix"),
                    try tx.inbox.deadLetterCount(of: .console),
                ]
            }
            #expect(counts == [2, 1, 0])
        }
    }

    @Test(arguments: StoreKind.available)
    func aProbeWriteThatThrowsLeavesNothing(_ kind: StoreKind) async throws {
        struct RollBack: Error {}
        try await kind.withStore { store in
            await #expect(throws: RollBack.self) {
                try await store.write { tx in
                    try tx.checkpoints.set("readiness.probe", to: "")
                    throw RollBack()
                }
            }
            let probe = try await store.read { try $0.checkpoints.value("readiness.probe") }
            #expect(probe == nil)
        }
    }
}
