import Foundation
import GRDB
import SQLiteStore
import TrackerStore

/// Events waiting for their room key, in `matrixUndecryptedEvent` ("v21: undecrypted events").
extension PostgresMatrixCrypto {
    func keepUndecryptedEvent(_ event: MatrixUndecryptedEvent) throws -> Bool {
        try session.execute(
            """
            INSERT INTO "matrixUndecryptedEvent" ("eventID", "roomID", "sender", "senderKey", "sessionID",
                "requestID", "event", "sentAt", "receivedAt")
            VALUES (\(event.eventID), \(event.roomID), \(event.sender), \(event.senderKey), \(event.sessionID),
                \(event.requestID), \(event.event), \(event.sentAt), \(event.receivedAt.timeIntervalSince1970))
            ON CONFLICT ("eventID") DO NOTHING
            """) > 0
    }

    func undecryptedEvents(roomID: String, senderKey: String, sessionID: String) throws
        -> [MatrixUndecryptedEvent]
    {
        try session.fetchRows(
            """
            SELECT * FROM "matrixUndecryptedEvent"
            WHERE "roomID" = \(roomID) AND "senderKey" = \(senderKey) AND "sessionID" = \(sessionID)
            ORDER BY "receivedAt", "sentAt", "eventID" COLLATE "C"
            """
        ).map(MatrixUndecryptedEvent.init(row:))
    }

    func undecryptedEvents() throws -> [MatrixUndecryptedEvent] {
        try session.fetchRows(
            #"SELECT * FROM "matrixUndecryptedEvent" ORDER BY "receivedAt", "sentAt", "eventID" COLLATE "C""#
        ).map(MatrixUndecryptedEvent.init(row:))
    }

    func forgetUndecryptedEvents(_ eventIDs: [String]) throws {
        for eventID in eventIDs {
            try session.execute(#"DELETE FROM "matrixUndecryptedEvent" WHERE "eventID" = \#(eventID)"#)
        }
    }
}
