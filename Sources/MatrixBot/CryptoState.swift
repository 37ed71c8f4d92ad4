import Foundation
import MatrixCrypto
import TrackerStore

/// The Matrix device's encryption state as the adapter reads and writes it: the store's
/// ``TrackerStore/MatrixCryptoStore`` with each state sealed by the ``CryptoStateKey``.
struct CryptoState: Sendable {
    let key: CryptoStateKey
    let userID: String
    let deviceID: String

    /// The bot's account for this device; `nil` when there is none yet, or the one kept
    /// belongs to another device or user (a new login), whose keys are of no use here.
    func account(in tx: any StoreTransaction) throws -> OlmAccount? {
        guard let kept = try tx.matrixCrypto.account(), kept.userID == userID, kept.deviceID == deviceID
        else { return nil }
        return try OlmAccount(serialized: key.open(kept.state))
    }

    /// Keeps `account` as this device's.
    func save(_ account: OlmAccount, in tx: any StoreTransaction) throws {
        try tx.matrixCrypto.saveAccount(
            MatrixCryptoAccount(userID: userID, deviceID: deviceID, state: key.seal(account.serialized())))
    }

    /// The bot account's cross-signing keys; `nil` when none are kept, or the ones kept are
    /// another user's.
    func crossSigningKeys(in tx: any StoreTransaction) throws -> CrossSigningKeys? {
        guard let kept = try tx.matrixCrypto.crossSigningKeys(), kept.userID == userID else { return nil }
        return try CrossSigningKeys(serialized: key.open(kept.state))
    }

    /// Keeps `keys` as the bot account's cross-signing keys.
    func save(_ keys: CrossSigningKeys, in tx: any StoreTransaction) throws {
        try tx.matrixCrypto.saveCrossSigningKeys(
            MatrixCrossSigningKeys(userID: userID, state: key.seal(keys.serialized())))
    }

    /// The Olm sessions with the device `senderKey`, the one used last first.
    func olmSessions(senderKey: String, in tx: any StoreTransaction) throws -> [OlmSession] {
        try tx.matrixCrypto.olmSessions(senderKey: senderKey).map {
            try OlmSession(serialized: key.open($0.state))
        }
    }

    /// Keeps the Olm session with `senderKey`, used at `date`.
    func save(_ session: OlmSession, senderKey: String, at date: Date, in tx: any StoreTransaction) throws {
        try tx.matrixCrypto.saveOlmSession(
            MatrixOlmSessionState(
                senderKey: senderKey, sessionID: session.sessionID, state: key.seal(session.serialized()),
                lastUsedAt: date))
    }

    /// The inbound Megolm session `sessionID` of `senderKey` in `roomID`, or `nil`. A session kept
    /// before indexes were noted reads with none noted.
    func inboundSession(roomID: String, senderKey: String, sessionID: String, in tx: any StoreTransaction)
        throws -> InboundRoomSession?
    {
        guard
            let sealed = try tx.matrixCrypto.inboundGroupSession(
                roomID: roomID, senderKey: senderKey, sessionID: sessionID)
        else { return nil }
        let state = try key.open(sealed)
        do {
            return try InboundRoomSession(serialized: state)
        } catch StateError.wrongKind {
            return InboundRoomSession(session: try MegolmInboundSession(serialized: state))
        }
    }

    /// Keeps an inbound Megolm session of `senderKey` in `roomID`.
    func save(_ session: InboundRoomSession, roomID: String, senderKey: String, in tx: any StoreTransaction)
        throws
    {
        try tx.matrixCrypto.saveInboundGroupSession(
            roomID: roomID, senderKey: senderKey, sessionID: session.session.sessionID,
            state: key.seal(session.serialized()))
    }
}
