extension PostgresSchema {
    /// v20: the end-to-end encryption state of the bot's Matrix device, as SQLite's
    /// "v20: matrix crypto" has it.
    static let matrixCrypto = [
        """
        CREATE TABLE "matrixCryptoAccount" ("id" BIGINT PRIMARY KEY, "userID" TEXT NOT NULL,
            "deviceID" TEXT NOT NULL, "state" BYTEA NOT NULL)
        """,
        """
        CREATE TABLE "matrixOlmSession" ("senderKey" TEXT NOT NULL, "sessionID" TEXT NOT NULL,
            "state" BYTEA NOT NULL, "lastUsedAt" DOUBLE PRECISION NOT NULL,
            PRIMARY KEY ("senderKey", "sessionID"))
        """,
        """
        CREATE TABLE "matrixInboundGroupSession" ("roomID" TEXT NOT NULL, "senderKey" TEXT NOT NULL,
            "sessionID" TEXT NOT NULL, "state" BYTEA NOT NULL,
            PRIMARY KEY ("roomID", "senderKey", "sessionID"))
        """,
        """
        CREATE TABLE "matrixOutboundGroupSession" ("roomID" TEXT PRIMARY KEY, "sessionID" TEXT NOT NULL,
            "state" BYTEA NOT NULL, "messageIndex" BIGINT NOT NULL,
            "createdAt" DOUBLE PRECISION NOT NULL)
        """,
        #"CREATE TABLE "matrixDeviceList" ("userID" TEXT PRIMARY KEY, "outdated" BOOLEAN NOT NULL)"#,
        """
        CREATE TABLE "matrixDevice" ("userID" TEXT NOT NULL, "deviceID" TEXT NOT NULL,
            "keys" BYTEA NOT NULL, PRIMARY KEY ("userID", "deviceID"))
        """,
    ]
}
