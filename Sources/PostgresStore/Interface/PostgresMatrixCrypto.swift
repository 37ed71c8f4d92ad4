import Foundation
import GRDB
import TrackerStore

/// The Matrix device's encryption state, in the `matrix…` tables of "v20: matrix crypto".
struct PostgresMatrixCrypto: MatrixCryptoStore {
    let session: PostgresSession

    func account() throws -> MatrixCryptoAccount? {
        try session.fetchRows(
            #"SELECT "userID", "deviceID", "state" FROM "matrixCryptoAccount" WHERE "id" = 1"#
        ).first.map {
            MatrixCryptoAccount(userID: $0["userID"], deviceID: $0["deviceID"], state: $0["state"])
        }
    }

    func saveAccount(_ account: MatrixCryptoAccount) throws {
        try session.execute(
            """
            INSERT INTO "matrixCryptoAccount" ("id", "userID", "deviceID", "state")
            VALUES (1, \(account.userID), \(account.deviceID), \(account.state))
            ON CONFLICT ("id") DO UPDATE SET "userID" = EXCLUDED."userID", "deviceID" = EXCLUDED."deviceID",
                "state" = EXCLUDED."state"
            """)
    }

    // Kept beside the account, in the row after it: a second secret of the one bot account.
    func crossSigningKeys() throws -> MatrixCrossSigningKeys? {
        try session.fetchRows(#"SELECT "userID", "state" FROM "matrixCryptoAccount" WHERE "id" = 2"#).first
            .map {
                MatrixCrossSigningKeys(userID: $0["userID"], state: $0["state"])
            }
    }

    func saveCrossSigningKeys(_ keys: MatrixCrossSigningKeys) throws {
        try session.execute(
            """
            INSERT INTO "matrixCryptoAccount" ("id", "userID", "deviceID", "state")
            VALUES (2, \(keys.userID), '', \(keys.state))
            ON CONFLICT ("id") DO UPDATE SET "userID" = EXCLUDED."userID", "state" = EXCLUDED."state"
            """)
    }

    func olmSessions(senderKey: String) throws -> [MatrixOlmSessionState] {
        try session.fetchRows(
            """
            SELECT "sessionID", "state", "lastUsedAt" FROM "matrixOlmSession" WHERE "senderKey" = \(senderKey)
            ORDER BY "lastUsedAt" DESC, "sessionID" COLLATE "C"
            """
        ).map {
            MatrixOlmSessionState(
                senderKey: senderKey, sessionID: $0["sessionID"], state: $0["state"],
                lastUsedAt: Date(timeIntervalSince1970: $0["lastUsedAt"]))
        }
    }

    func saveOlmSession(_ olm: MatrixOlmSessionState) throws {
        try session.execute(
            """
            INSERT INTO "matrixOlmSession" ("senderKey", "sessionID", "state", "lastUsedAt")
            VALUES (\(olm.senderKey), \(olm.sessionID), \(olm.state), \(olm.lastUsedAt.timeIntervalSince1970))
            ON CONFLICT ("senderKey", "sessionID") DO UPDATE SET "state" = EXCLUDED."state",
                "lastUsedAt" = EXCLUDED."lastUsedAt"
            """)
    }

    func inboundGroupSession(roomID: String, senderKey: String, sessionID: String) throws -> Data? {
        try session.fetchRows(
            """
            SELECT "state" FROM "matrixInboundGroupSession"
            WHERE "roomID" = \(roomID) AND "senderKey" = \(senderKey) AND "sessionID" = \(sessionID)
            """
        ).first.map { (row: Row) -> Data in row["state"] }
    }

    func saveInboundGroupSession(roomID: String, senderKey: String, sessionID: String, state: Data) throws {
        try session.execute(
            """
            INSERT INTO "matrixInboundGroupSession" ("roomID", "senderKey", "sessionID", "state")
            VALUES (\(roomID), \(senderKey), \(sessionID), \(state))
            ON CONFLICT ("roomID", "senderKey", "sessionID") DO UPDATE SET "state" = EXCLUDED."state"
            """)
    }

    func outboundGroupSession(roomID: String) throws -> MatrixOutboundGroupSessionState? {
        try session.fetchRows(#"SELECT * FROM "matrixOutboundGroupSession" WHERE "roomID" = \#(roomID)"#)
            .first.map {
                MatrixOutboundGroupSessionState(
                    roomID: roomID, sessionID: $0["sessionID"], state: $0["state"],
                    messageIndex: $0["messageIndex"],
                    createdAt: Date(timeIntervalSince1970: $0["createdAt"]))
            }
    }

    func saveOutboundGroupSession(_ outbound: MatrixOutboundGroupSessionState) throws {
        try session.execute(
            """
            INSERT INTO "matrixOutboundGroupSession" ("roomID", "sessionID", "state", "messageIndex", "createdAt")
            VALUES (\(outbound.roomID), \(outbound.sessionID), \(outbound.state), \(outbound.messageIndex),
                \(outbound.createdAt.timeIntervalSince1970))
            ON CONFLICT ("roomID") DO UPDATE SET "sessionID" = EXCLUDED."sessionID", "state" = EXCLUDED."state",
                "messageIndex" = EXCLUDED."messageIndex", "createdAt" = EXCLUDED."createdAt"
            """)
    }

    func discardOutboundGroupSession(roomID: String) throws -> Bool {
        try session.execute(#"DELETE FROM "matrixOutboundGroupSession" WHERE "roomID" = \#(roomID)"#) > 0
    }

    func devices(userID: String) throws -> [String: Data]? {
        guard try !session.fetchRows(#"SELECT 1 FROM "matrixDeviceList" WHERE "userID" = \#(userID)"#).isEmpty
        else { return nil }
        let rows = try session.fetchRows(
            #"SELECT "deviceID", "keys" FROM "matrixDevice" WHERE "userID" = \#(userID)"#)
        return Dictionary(
            rows.map { (row: Row) -> (String, Data) in (row["deviceID"], row["keys"]) },
            uniquingKeysWith: { first, _ in first })
    }

    func replaceDevices(userID: String, devices: [String: Data]) throws {
        try session.execute(
            """
            INSERT INTO "matrixDeviceList" ("userID", "outdated") VALUES (\(userID), FALSE)
            ON CONFLICT ("userID") DO UPDATE SET "outdated" = FALSE
            """)
        try session.execute(#"DELETE FROM "matrixDevice" WHERE "userID" = \#(userID)"#)
        for (deviceID, keys) in devices {
            try session.execute(
                #"INSERT INTO "matrixDevice" ("userID", "deviceID", "keys") VALUES (\#(userID), \#(deviceID), \#(keys))"#
            )
        }
    }

    func markDevicesOutdated(userIDs: [String]) throws {
        for userID in userIDs {
            try session.execute(
                #"UPDATE "matrixDeviceList" SET "outdated" = TRUE WHERE "userID" = \#(userID)"#)
        }
    }

    func outdatedDeviceUsers() throws -> [String] {
        try session.fetchRows(
            #"SELECT "userID" FROM "matrixDeviceList" WHERE "outdated" ORDER BY "userID" COLLATE "C""#
        ).map { (row: Row) -> String in row["userID"] }
    }
}
