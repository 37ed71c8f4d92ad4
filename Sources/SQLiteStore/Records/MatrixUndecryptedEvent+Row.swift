import Foundation
import GRDB
import TrackerStore

extension MatrixUndecryptedEvent {
    /// The event a `matrixUndecryptedEvent` row holds, as either store reads it.
    public init(row: Row) {
        self.init(
            eventID: row["eventID"], roomID: row["roomID"], sender: row["sender"],
            senderKey: row["senderKey"],
            sessionID: row["sessionID"], requestID: row["requestID"], event: row["event"],
            sentAt: row["sentAt"],
            receivedAt: Date(timeIntervalSince1970: row["receivedAt"]))
    }
}
