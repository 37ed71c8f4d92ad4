import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import TrackerStore

/// The bot account's cross-signing (client-server spec, "Cross-signing"): on the first start
/// the bot makes its master, self-signing and user-signing keys, publishes them, and signs its
/// device with the self-signing key, so that clients which trust only cross-signed devices send
/// to it and show its messages without a warning.
///
/// The keys are kept sealed in the store beside the device's account and outlive it: a new
/// login signs its new device with them. An account whose published keys the bot does not hold
/// (set up by another client, or the database lost) has them replaced when the bot knows the
/// password (the server asks for it); otherwise the bot says what to do and runs on, its device
/// not cross-signed.
struct CrossSigning: Sendable {
    let client: MatrixClient
    let store: any Store
    let state: CryptoState
    let password: String?
    let logger: Logger

    /// Publishes the account's cross-signing keys if the server lacks the bot's (the device
    /// signing the master key then), and signs the device (its account's device keys as
    /// published) unless the server has that signature.
    /// Call it once the device keys are published.
    func bootstrap() async throws {
        let userID = state.userID
        let published = try await client.queryKeys(userIDs: [userID])
        let (kept, account) = try await store.read { [state] in
            (try state.crossSigningKeys(in: $0), try state.account(in: $0))
        }
        let publishedMaster = Self.publicKey(of: published["master_keys"]?[userID])
        let publishedSelfSigning = Self.publicKey(of: published["self_signing_keys"]?[userID])
        let keys: CrossSigningKeys
        var signatures: [String: JSONValue] = [:]
        if let kept, publishedMaster == kept.masterKey, publishedSelfSigning == kept.selfSigningKey {
            keys = kept
        } else if publishedMaster == nil || password != nil {
            keys = try await publish(kept: kept, replacing: publishedMaster != nil)
            // The device that published the keys vouches for the master key, as Element's do.
            if let account, let master = keys.uploadBody(userID: userID)["master_key"] {
                signatures[keys.masterKey.base64] = JSONValue(
                    account.signed(master, userID: userID, deviceID: state.deviceID))
            }
        } else {
            logger.warning(
                "The Matrix account \(userID) has cross-signing keys this bot does not hold, so its device is not cross-signed and clients that trust only cross-signed devices may not send to it (encryption still works). Set MATRIX_PASSWORD once to let the bot replace them, or reset cross-signing from Element (Settings, Encryption) and restart the bot"
            )
            return
        }
        let signatureKeyID = CrossSigningKeys.keyID(keys.selfSigningKey)
        let device = published["device_keys"]?[userID]?[state.deviceID]
        if let account, device?["signatures"]?[userID]?[signatureKeyID] == nil {
            signatures[state.deviceID] = JSONValue(
                keys.signingDevice(
                    account.deviceKeys(userID: userID, deviceID: state.deviceID), userID: userID))
        }
        guard !signatures.isEmpty else { return }
        try await client.uploadSignatures([userID: .object(signatures)])
        logger.info("Cross-signed the Matrix device \(state.deviceID)")
    }

    /// Publishes the kept keys (an earlier upload cut short), or new ones, saved before they
    /// are uploaded; `replacing` keys the account has asks the server for the password.
    private func publish(kept: CrossSigningKeys?, replacing: Bool) async throws -> CrossSigningKeys {
        let keys = kept ?? CrossSigningKeys()
        if kept == nil { try await store.write { [state] in try state.save(keys, in: $0) } }
        try await client.uploadCrossSigningKeys(
            JSONValue(keys.uploadBody(userID: state.userID)), userID: state.userID, password: password)
        logger.info(
            replacing
                ? "Replaced the Matrix account's cross-signing keys with the bot's own"
                : "Made and published cross-signing keys for the Matrix account")
        return keys
    }

    /// The Ed25519 key of a published cross-signing key object (its one `keys` member).
    private static func publicKey(of object: JSONValue?) -> Ed25519PublicKey? {
        guard let key = object?["keys"]?.objectValue?.values.first?.stringValue else { return nil }
        return try? Ed25519PublicKey(base64: key)
    }
}
