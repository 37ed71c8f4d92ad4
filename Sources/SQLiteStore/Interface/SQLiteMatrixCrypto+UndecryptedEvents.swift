import Foundation
import GRDB
import TrackerStore

/// Events waiting for their room key, in `matrixUndecryptedEvent` ("v21: undecrypted events").
extension SQLiteMatrixCrypto {
    private static let order = "ORDER BY receivedAt, sentAt, eventID"

    func keepUndecryptedEvent(_ event: MatrixUndecryptedEvent) throws -> Bool {
        try db.execute(
            sql: """
                INSERT INTO matrixUndecryptedEvent
                    (eventID, roomID, sender, senderKey, sessionID, requestID, event, sentAt, receivedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (eventID) DO NOTHING
                """,
            arguments: [
                event.eventID, event.roomID, event.sender, event.senderKey, event.sessionID, event.requestID,
                event.event, event.sentAt, event.receivedAt.timeIntervalSince1970,
            ])
        return db.changesCount > 0
    }

    func undecryptedEvents(roomID: String, senderKey: String, sessionID: String) throws
        -> [MatrixUndecryptedEvent]
    {
        try Row.fetchAll(
            db,
            sql: """
                SELECT * FROM matrixUndecryptedEvent WHERE roomID = ? AND senderKey = ? AND sessionID = ?
                \(Self.order)
                """, arguments: [roomID, senderKey, sessionID]
        ).map(MatrixUndecryptedEvent.init(row:))
    }

    func undecryptedEvents() throws -> [MatrixUndecryptedEvent] {
        try Row.fetchAll(db, sql: "SELECT * FROM matrixUndecryptedEvent \(Self.order)").map(
            MatrixUndecryptedEvent.init(row:))
    }

    func forgetUndecryptedEvents(_ eventIDs: [String]) throws {
        for eventID in eventIDs {
            try db.execute(sql: "DELETE FROM matrixUndecryptedEvent WHERE eventID = ?", arguments: [eventID])
        }
    }
}
