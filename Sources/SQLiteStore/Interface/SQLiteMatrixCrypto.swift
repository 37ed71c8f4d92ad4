import Foundation
import GRDB
import TrackerStore

/// The Matrix device's encryption state, in the `matrix…` tables of "v20: matrix crypto".
struct SQLiteMatrixCrypto: MatrixCryptoStore {
    let db: Database

    func account() throws -> MatrixCryptoAccount? {
        try Row.fetchOne(db, sql: "SELECT userID, deviceID, state FROM matrixCryptoAccount WHERE id = 1").map
        {
            MatrixCryptoAccount(userID: $0["userID"], deviceID: $0["deviceID"], state: $0["state"])
        }
    }

    func saveAccount(_ account: MatrixCryptoAccount) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixCryptoAccount (id, userID, deviceID, state) VALUES (1, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET userID = excluded.userID, deviceID = excluded.deviceID,
                    state = excluded.state
                """, arguments: [account.userID, account.deviceID, account.state])
    }

    // Kept beside the account, in the row after it: a second secret of the one bot account.
    func crossSigningKeys() throws -> MatrixCrossSigningKeys? {
        try Row.fetchOne(db, sql: "SELECT userID, state FROM matrixCryptoAccount WHERE id = 2").map {
            MatrixCrossSigningKeys(userID: $0["userID"], state: $0["state"])
        }
    }

    func saveCrossSigningKeys(_ keys: MatrixCrossSigningKeys) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixCryptoAccount (id, userID, deviceID, state) VALUES (2, ?, '', ?)
                ON CONFLICT (id) DO UPDATE SET userID = excluded.userID, state = excluded.state
                """, arguments: [keys.userID, keys.state])
    }

    func olmSessions(senderKey: String) throws -> [MatrixOlmSessionState] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT sessionID, state, lastUsedAt FROM matrixOlmSession WHERE senderKey = ?
                ORDER BY lastUsedAt DESC, sessionID
                """, arguments: [senderKey]
        ).map {
            MatrixOlmSessionState(
                senderKey: senderKey, sessionID: $0["sessionID"], state: $0["state"],
                lastUsedAt: Date(timeIntervalSince1970: $0["lastUsedAt"]))
        }
    }

    func saveOlmSession(_ session: MatrixOlmSessionState) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixOlmSession (senderKey, sessionID, state, lastUsedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (senderKey, sessionID) DO UPDATE SET state = excluded.state,
                    lastUsedAt = excluded.lastUsedAt
                """,
            arguments: [
                session.senderKey, session.sessionID, session.state, session.lastUsedAt.timeIntervalSince1970,
            ])
    }

    func inboundGroupSession(roomID: String, senderKey: String, sessionID: String) throws -> Data? {
        try Data.fetchOne(
            db,
            sql: """
                SELECT state FROM matrixInboundGroupSession WHERE roomID = ? AND senderKey = ? AND sessionID = ?
                """, arguments: [roomID, senderKey, sessionID])
    }

    func saveInboundGroupSession(roomID: String, senderKey: String, sessionID: String, state: Data) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixInboundGroupSession (roomID, senderKey, sessionID, state) VALUES (?, ?, ?, ?)
                ON CONFLICT (roomID, senderKey, sessionID) DO UPDATE SET state = excluded.state
                """, arguments: [roomID, senderKey, sessionID, state])
    }

    func outboundGroupSession(roomID: String) throws -> MatrixOutboundGroupSessionState? {
        try Row.fetchOne(
            db, sql: "SELECT * FROM matrixOutboundGroupSession WHERE roomID = ?", arguments: [roomID]
        ).map {
            MatrixOutboundGroupSessionState(
                roomID: roomID, sessionID: $0["sessionID"], state: $0["state"],
                messageIndex: $0["messageIndex"],
                createdAt: Date(timeIntervalSince1970: $0["createdAt"]))
        }
    }

    func saveOutboundGroupSession(_ session: MatrixOutboundGroupSessionState) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixOutboundGroupSession (roomID, sessionID, state, messageIndex, createdAt)
                VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (roomID) DO UPDATE SET sessionID = excluded.sessionID, state = excluded.state,
                    messageIndex = excluded.messageIndex, createdAt = excluded.createdAt
                """,
            arguments: [
                session.roomID, session.sessionID, session.state, session.messageIndex,
                session.createdAt.timeIntervalSince1970,
            ])
    }

    func discardOutboundGroupSession(roomID: String) throws -> Bool {
        try db.execute(sql: "DELETE FROM matrixOutboundGroupSession WHERE roomID = ?", arguments: [roomID])
        return db.changesCount > 0
    }

    func devices(userID: String) throws -> [String: Data]? {
        guard
            try Bool.fetchOne(db, sql: "SELECT 1 FROM matrixDeviceList WHERE userID = ?", arguments: [userID])
                != nil
        else { return nil }
        let rows = try Row.fetchAll(
            db, sql: "SELECT deviceID, keys FROM matrixDevice WHERE userID = ?", arguments: [userID])
        return Dictionary(
            rows.map { (row: Row) -> (String, Data) in (row["deviceID"], row["keys"]) },
            uniquingKeysWith: { first, _ in first })
    }

    func replaceDevices(userID: String, devices: [String: Data]) throws {
        try db.execute(
            sql: """
                INSERT INTO matrixDeviceList (userID, outdated) VALUES (?, 0)
                ON CONFLICT (userID) DO UPDATE SET outdated = 0
                """, arguments: [userID])
        try db.execute(sql: "DELETE FROM matrixDevice WHERE userID = ?", arguments: [userID])
        for (deviceID, keys) in devices {
            try db.execute(
                sql: "INSERT INTO matrixDevice (userID, deviceID, keys) VALUES (?, ?, ?)",
                arguments: [userID, deviceID, keys])
        }
    }

    func markDevicesOutdated(userIDs: [String]) throws {
        for userID in userIDs {
            try db.execute(
                sql: "UPDATE matrixDeviceList SET outdated = 1 WHERE userID = ?", arguments: [userID])
        }
    }

    func outdatedDeviceUsers() throws -> [String] {
        try String.fetchAll(db, sql: "SELECT userID FROM matrixDeviceList WHERE outdated ORDER BY userID")
    }
}
