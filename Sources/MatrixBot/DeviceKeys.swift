import HTTPClient
import Logging
import Matrix
import MatrixCrypto
import TrackerStore

/// The bot's device keys on the homeserver: the account is made once per device and kept
/// (sealed) in the store; its identity keys, signed one-time keys and a fallback key are
/// uploaded with `/keys/upload`, and one-time keys are topped up when a sync says senders
/// claimed them.
///
/// Keys are saved before they are uploaded and marked published after: an upload cut short
/// sends the same keys again, which the server takes as it took them.
struct DeviceKeys: Sendable {
    /// The one-time key algorithm of `device_one_time_keys_count`.
    static let oneTimeKeyAlgorithm = "signed_curve25519"

    let client: MatrixClient
    let store: any Store
    let state: CryptoState
    let logger: Logger

    /// Makes the account on the first start (or for a new device), then uploads the device
    /// keys and whatever keys are not yet published, topping one-time keys up to the target.
    func publish() async throws {
        let (state, store) = (state, store)
        let (account, isNew) = try await store.write { tx -> (OlmAccount, Bool) in
            if let account = try state.account(in: tx) { return (account, false) }
            var account = OlmAccount()
            account.generateOneTimeKeys(OlmAccount.maxPublishedOneTimeKeys)
            account.generateFallbackKey()
            try state.save(account, in: tx)
            return (account, true)
        }
        if isNew { logger.info("Made end-to-end encryption keys for the Matrix device \(state.deviceID)") }
        try await upload(account, includingDeviceKeys: true)
    }

    /// Tops one-time keys up to ``OlmAccount/maxPublishedOneTimeKeys`` when the server holds
    /// fewer (`counts` is a sync's `device_one_time_keys_count`), and makes a new fallback key
    /// when the published one was used (`unusedFallbackKeyTypes`, the sync's
    /// `device_unused_fallback_key_types`, lacks it); nothing for what the sync did not say.
    ///
    /// A used fallback key is replaced so that one key does not start every session while the
    /// one-time keys run out; the replaced key is kept for the pre-key messages on their way.
    func replenish(counts: [String: Int], unusedFallbackKeyTypes: [String]? = nil) async throws {
        let held = counts[Self.oneTimeKeyAlgorithm]
        let fallbackUsed = unusedFallbackKeyTypes.map { !$0.contains(Self.oneTimeKeyAlgorithm) } ?? false
        guard fallbackUsed || held.map({ $0 < OlmAccount.maxPublishedOneTimeKeys }) == true else { return }
        let (state, logger) = (state, logger)
        let account = try await store.write { tx -> OlmAccount? in
            guard var account = try state.account(in: tx) else { return nil }
            var changed = false
            if let held {
                let missing = OlmAccount.maxPublishedOneTimeKeys - held - account.unpublishedOneTimeKeys.count
                if missing > 0 {
                    account.generateOneTimeKeys(missing)
                    changed = true
                }
            }
            // An unpublished fallback key is the replacement on its way: the upload carries it.
            if fallbackUsed, account.unpublishedFallbackKey.isEmpty {
                account.generateFallbackKey()
                changed = true
                logger.info("The Matrix fallback key was used; a new one replaces it")
            }
            if changed { try state.save(account, in: tx) }
            return account
        }
        guard let account else { return }
        try await upload(account, includingDeviceKeys: false)
    }

    /// Uploads `account`'s unpublished keys (and its device keys, if asked), then marks them
    /// published in the kept account. Keys are made and published only on the sync loop, one
    /// step at a time, so the kept account has no key the upload did not carry.
    private func upload(_ account: OlmAccount, includingDeviceKeys: Bool) async throws {
        let (userID, deviceID) = (state.userID, state.deviceID)
        var body: [String: JSONValue] = [:]
        if includingDeviceKeys {
            body["device_keys"] = JSONValue(account.deviceKeys(userID: userID, deviceID: deviceID))
        }
        let oneTime = account.signedOneTimeKeys(userID: userID, deviceID: deviceID)
        if !oneTime.isEmpty { body["one_time_keys"] = JSONValue(CanonicalJSON.object(oneTime)) }
        let fallback = account.signedFallbackKeys(userID: userID, deviceID: deviceID)
        if !fallback.isEmpty { body["fallback_keys"] = JSONValue(CanonicalJSON.object(fallback)) }
        guard !body.isEmpty else { return }
        let counts = try await client.uploadKeys(.object(body))
        let state = state
        try await store.write { tx in
            guard var kept = try state.account(in: tx) else { return }
            kept.markKeysAsPublished()
            try state.save(kept, in: tx)
        }
        logger.debug(
            "Uploaded Matrix keys: \(oneTime.count) one-time, \(fallback.count) fallback; the server holds \(counts)"
        )
    }
}
