import Foundation
import Logging
import Matrix
import MatrixCrypto
import TrackerStore

/// A device's syncs decrypted the way the sync loop decrypts them, without keeping what
/// decrypting changed: the fuzzer's way into to-device and room event decryption.
public struct EncryptedSyncReader: Sendable {
    let decryption: SyncDecryption

    /// A reader of the device `deviceID` of `userID`, whose state `store` keeps sealed with `key`.
    public init(store: any Store, key: CryptoStateKey, userID: String, deviceID: String) {
        decryption = SyncDecryption(
            store: store, state: CryptoState(key: key, userID: userID, deviceID: deviceID),
            logger: Logger(label: "EncryptedSyncReader"))
    }

    /// Keeps `account` as the device's.
    public func keep(_ account: OlmAccount) throws {
        let state = decryption.state
        try decryption.store.write { tx in try state.save(account, in: tx) }
    }

    /// Keeps an inbound Megolm session of `senderKey` in `roomID`.
    public func keep(_ session: MegolmInboundSession, roomID: String, senderKey: String) throws {
        let state = decryption.state
        try decryption.store.write { tx in
            try state.save(InboundRoomSession(session: session), roomID: roomID, senderKey: senderKey, in: tx)
        }
    }

    /// `sync` with every event the kept state opens decrypted; the others stay as they came.
    public func read(_ sync: SyncResponse) throws -> SyncResponse {
        try decryption.store.read { tx in
            // At the epoch: no event has waited for its key yet, so none is given up.
            try decryption.open(sync, at: Date(timeIntervalSince1970: 0), in: tx).sync
        }
    }
}
