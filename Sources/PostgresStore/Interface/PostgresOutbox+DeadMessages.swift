import Foundation
import GRDB
import SQLiteStore
import TrackerStore

extension PostgresOutbox {
    func deadMessages() throws -> [DeadMessage] {
        try session.fetchAll(
            OutboxEntry.self,
            #"SELECT * FROM "outbox" WHERE "state" = \#(Self.deadState) ORDER BY "id""#
        ).map(Self.deadMessage)
    }

    func deadMessage(_ id: Int64) throws -> DeadMessage? {
        try session.fetchOne(
            OutboxEntry.self, #"SELECT * FROM "outbox" WHERE "id" = \#(id) AND "state" = \#(Self.deadState)"#
        ).map(Self.deadMessage)
    }

    func dropDeadMessage(_ id: Int64) throws -> Bool {
        try session.execute(#"DELETE FROM "outbox" WHERE "id" = \#(id) AND "state" = \#(Self.deadState)"#)
            == 1
    }

    private static let deadState = Int64(OutboxEntry.State.dead.rawValue)

    private static func deadMessage(_ entry: OutboxEntry) -> DeadMessage {
        DeadMessage(
            id: entry.id ?? 0, outgoing: entry.outgoing, userExternalID: entry.userExternalID,
            createdAt: entry.createdAt, attempts: entry.attempts, lastError: entry.lastError)
    }
}
