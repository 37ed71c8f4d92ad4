extension PostgresSchema {
    /// v21: Matrix events kept until their room key arrives, as SQLite's
    /// "v21: undecrypted events" has them.
    static let undecryptedEvents = [
        """
        CREATE TABLE "matrixUndecryptedEvent" ("eventID" TEXT PRIMARY KEY, "roomID" TEXT NOT NULL,
            "sender" TEXT NOT NULL, "senderKey" TEXT NOT NULL, "sessionID" TEXT NOT NULL,
            "requestID" TEXT NOT NULL, "event" BYTEA NOT NULL, "sentAt" BIGINT NOT NULL,
            "receivedAt" DOUBLE PRECISION NOT NULL)
        """,
        """
        CREATE INDEX "matrixUndecryptedEvent_by_session" ON "matrixUndecryptedEvent"
            ("roomID", "senderKey", "sessionID")
        """,
    ]
}
