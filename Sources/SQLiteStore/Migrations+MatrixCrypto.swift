import GRDB

extension Migrations {
    /// v20: the end-to-end encryption state of the bot's Matrix device (``MatrixCryptoStore``).
    /// Every `state` is sealed by the Matrix adapter before it is written: the database holds
    /// no key material in the clear.
    static func registerMatrixCrypto(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v20: matrix crypto") { db in
            // One row: the bot has one device.
            try db.create(table: "matrixCryptoAccount") { t in
                t.primaryKey("id", .integer)
                t.column("userID", .text).notNull()
                t.column("deviceID", .text).notNull()
                t.column("state", .blob).notNull()
            }
            try db.create(table: "matrixOlmSession") { t in
                // The other device's Curve25519 identity key.
                t.column("senderKey", .text).notNull()
                t.column("sessionID", .text).notNull()
                t.column("state", .blob).notNull()
                // Unix seconds; the session used last is tried first.
                t.column("lastUsedAt", .double).notNull()
                t.primaryKey(["senderKey", "sessionID"])
            }
            try db.create(table: "matrixInboundGroupSession") { t in
                t.column("roomID", .text).notNull()
                t.column("senderKey", .text).notNull()
                t.column("sessionID", .text).notNull()
                t.column("state", .blob).notNull()
                t.primaryKey(["roomID", "senderKey", "sessionID"])
            }
            try db.create(table: "matrixOutboundGroupSession") { t in
                t.primaryKey("roomID", .text)
                t.column("sessionID", .text).notNull()
                t.column("state", .blob).notNull()
                t.column("messageIndex", .integer).notNull()
                t.column("createdAt", .double).notNull()
            }
            try db.create(table: "matrixDeviceList") { t in
                t.primaryKey("userID", .text)
                t.column("outdated", .boolean).notNull()
            }
            try db.create(table: "matrixDevice") { t in
                t.column("userID", .text).notNull()
                t.column("deviceID", .text).notNull()
                // The device's `/keys/query` object.
                t.column("keys", .blob).notNull()
                t.primaryKey(["userID", "deviceID"])
            }
        }
    }
}
