import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// Several sends recorded at once, as delivery records a batch: each as recording it alone
/// would.
@Suite struct OutboxSendsStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// Queues `count` messages to one chat; their ids, oldest first.
    private func enqueue(_ count: Int, in store: any Store) async throws -> [Int64] {
        let (chat, now) = (ChatAddress(platform: "telegram", id: "100"), now)
        return try await store.write { tx in
            try (0..<count).map { index in
                try tx.outbox.enqueue(
                    Outgoing(chat: chat, reply: Reply("\(index)")), userExternalID: nil, at: now)
            }
        }
    }

    @Test(arguments: StoreKind.available)
    func sendsRecordedTogetherAreEachRecordedAsAlone(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let ids = try await enqueue(4, in: rows.store)
            try await rows.store.write { tx in
                // A send without a message, an entry that does not exist, and one given twice.
                try tx.outbox.markSent([
                    (ids[0], "m0"), (ids[1], nil), (ids[3] + 100, "gone"), (ids[2], "first"), (ids[2], "m2"),
                ])
                try tx.outbox.markSent([])
            }
            func entry(_ id: Int64, sent messageID: String?, attempts: Int) throws -> Int {
                let sentAs = messageID.map { #""sentMessageID" = '\#($0)'"# } ?? #""sentMessageID" IS NULL"#
                return try rows.integer(
                    """
                    SELECT COUNT(*) FROM "outbox" WHERE "id" = \(id) AND \(sentAs)
                    AND "state" = \(OutboxEntry.State.sent.rawValue) AND "attempts" = \(attempts)
                    """)
            }
            #expect(try entry(ids[0], sent: "m0", attempts: 1) == 1)
            #expect(try entry(ids[1], sent: nil, attempts: 1) == 1)
            #expect(try entry(ids[2], sent: "m2", attempts: 2) == 1)
            let pending = try await rows.store.read { tx in
                try tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 10)
            }
            #expect(pending.map(\.id) == [ids[3]])
            #expect(try rows.integer(#"SELECT COUNT(*) FROM "outbox""#) == 4)
        }
    }

    @Test(arguments: StoreKind.available)
    func distinctSendsAreRecordedTogether(_ kind: StoreKind) async throws {
        try await kind.withRows { rows in
            let ids = try await enqueue(3, in: rows.store)
            try await rows.store.write { tx in
                try tx.outbox.markSent([(ids[0], "m0"), (ids[1], nil), (ids[2], "")])
            }
            let sent = OutboxEntry.State.sent.rawValue
            #expect(
                try rows.integer(
                    """
                    SELECT COUNT(*) FROM "outbox" WHERE "state" = \(sent) AND "attempts" = 1 AND (
                        ("id" = \(ids[0]) AND "sentMessageID" = 'm0') OR ("id" = \(ids[1]) AND "sentMessageID" IS NULL)
                        OR ("id" = \(ids[2]) AND "sentMessageID" = ''))
                    """) == 3)
        }
    }
}
