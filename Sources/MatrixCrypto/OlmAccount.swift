import Foundation

/// A one-time or fallback key of an ``OlmAccount``, with the id it is published under.
struct OneTimeKey: Codable, Equatable, Sendable {
    var id: UInt64
    var keyPair: Curve25519KeyPair
    var isPublished: Bool

    /// The id in the form of the key's name in `one_time_keys` (`signed_curve25519:<id>`).
    var keyID: String { UnpaddedBase64.encode(withUnsafeBytes(of: id.bigEndian) { Array($0) }) }
}

/// A device's Olm account (olm.md "Initial setup"; the Matrix spec's "Device keys" and
/// "One-time and fallback keys"): its Curve25519 identity key and Ed25519 signing key, its
/// one-time keys and fallback key, and the signatures the server and other devices check.
public struct OlmAccount: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The most one-time keys kept: the oldest are dropped past it (as vodozemac).
    public static let maxOneTimeKeys = 100
    /// The most one-time keys worth uploading at once: half of what is kept, so that keys
    /// claimed but not yet used are not dropped by a fresh batch.
    public static let maxPublishedOneTimeKeys = 50
    /// The encryption algorithms this module implements, as device keys list them.
    public static let algorithms = ["m.olm.v1.curve25519-aes-sha2", "m.megolm.v1.aes-sha2"]

    var identity: Curve25519KeyPair
    var signing: Ed25519KeyPair
    var oneTimeKeys: [OneTimeKey] = []
    var fallbackKey: OneTimeKey?
    var previousFallbackKey: OneTimeKey?
    var nextKeyID: UInt64 = 0

    /// A new account with fresh identity and signing keys and no one-time keys.
    ///
    /// Key ids start at a random number: an account made again for a device whose earlier
    /// account was lost (a database restored or reset) must not reuse the ids of the keys the
    /// homeserver still holds for it, which it would refuse.
    public init() {
        identity = .generate()
        signing = .generate()
        nextKeyID = UInt64.random(in: 0..<(1 << 48))
    }

    /// The Curve25519 identity key (`curve25519:<device>` in device keys).
    public var curve25519Key: Curve25519PublicKey { identity.publicKey }
    /// The Ed25519 signing key (`ed25519:<device>` in device keys).
    public var ed25519Key: Ed25519PublicKey { signing.publicKey }

    /// The public keys only.
    public var description: String { "OlmAccount(curve25519: \(curve25519Key), ed25519: \(ed25519Key))" }

    /// Generates `count` one-time keys, dropping the oldest past ``maxOneTimeKeys``.
    public mutating func generateOneTimeKeys(_ count: Int) {
        for _ in 0..<max(0, min(count, Self.maxOneTimeKeys)) {
            oneTimeKeys.append(OneTimeKey(id: nextKeyID, keyPair: .generate(), isPublished: false))
            nextKeyID &+= 1
        }
        if oneTimeKeys.count > Self.maxOneTimeKeys {
            oneTimeKeys.removeFirst(oneTimeKeys.count - Self.maxOneTimeKeys)
        }
    }

    /// The one-time keys not yet marked published, by key id.
    public var unpublishedOneTimeKeys: [String: Curve25519PublicKey] {
        Dictionary(
            uniqueKeysWithValues: oneTimeKeys.filter { !$0.isPublished }.map {
                ($0.keyID, $0.keyPair.publicKey)
            })
    }

    /// Every one-time key still held, published or not, by key id.
    public var oneTimeKeyCount: Int { oneTimeKeys.count }

    /// Generates a new fallback key; the previous one is kept for sessions already claimed with it.
    public mutating func generateFallbackKey() {
        previousFallbackKey = fallbackKey
        fallbackKey = OneTimeKey(id: nextKeyID, keyPair: .generate(), isPublished: false)
        nextKeyID &+= 1
    }

    /// The fallback key, when it is not yet marked published, by key id.
    public var unpublishedFallbackKey: [String: Curve25519PublicKey] {
        guard let key = fallbackKey, !key.isPublished else { return [:] }
        return [key.keyID: key.keyPair.publicKey]
    }

    /// Drops the fallback key the current one replaced, once senders have had time to stop using it.
    public mutating func forgetPreviousFallbackKey() { previousFallbackKey = nil }

    /// Marks every one-time key and the fallback key published: call after the upload succeeded.
    public mutating func markKeysAsPublished() {
        for index in oneTimeKeys.indices { oneTimeKeys[index].isPublished = true }
        fallbackKey?.isPublished = true
    }

    /// The Ed25519 signature of `message`, in unpadded base64.
    public func sign<Bytes: DataProtocol>(_ message: Bytes) -> String {
        UnpaddedBase64.encode(signing.sign(message))
    }

    /// The signature of `json`'s canonical form without `signatures` and `unsigned`
    /// (client-server spec, "Signing JSON").
    public func sign(json: CanonicalJSON) -> String { sign(json.withoutSignatures.encoded) }

    /// `json` with this device's signature added under `signatures.<userID>.ed25519:<deviceID>`.
    public func signed(_ json: CanonicalJSON, userID: String, deviceID: String) -> CanonicalJSON {
        guard case .object = json else { return json }
        return json.addingSignature(sign(json: json), userID: userID, keyID: "ed25519:\(deviceID)")
    }

    /// The signed `device_keys` object of `/keys/upload` (client-server spec, "Device keys").
    public func deviceKeys(userID: String, deviceID: String) -> CanonicalJSON {
        let keys: CanonicalJSON = .object([
            "algorithms": .array(Self.algorithms.map { .string($0) }),
            "device_id": .string(deviceID),
            "user_id": .string(userID),
            "keys": .object([
                "curve25519:\(deviceID)": .string(curve25519Key.base64),
                "ed25519:\(deviceID)": .string(ed25519Key.base64),
            ]),
        ])
        return signed(keys, userID: userID, deviceID: deviceID)
    }

    /// The unpublished one-time keys as `/keys/upload`'s `one_time_keys`: signed keys named
    /// `signed_curve25519:<id>` (client-server spec, "One-time and fallback keys").
    public func signedOneTimeKeys(userID: String, deviceID: String) -> [String: CanonicalJSON] {
        var result: [String: CanonicalJSON] = [:]
        for (id, key) in unpublishedOneTimeKeys {
            result["signed_curve25519:\(id)"] = signed(
                .object(["key": .string(key.base64)]), userID: userID, deviceID: deviceID)
        }
        return result
    }

    /// The unpublished fallback key as `/keys/upload`'s `fallback_keys`, marked `"fallback": true`.
    public func signedFallbackKeys(userID: String, deviceID: String) -> [String: CanonicalJSON] {
        var result: [String: CanonicalJSON] = [:]
        for (id, key) in unpublishedFallbackKey {
            result["signed_curve25519:\(id)"] = signed(
                .object(["key": .string(key.base64), "fallback": .bool(true)]), userID: userID,
                deviceID: deviceID)
        }
        return result
    }

    /// A session to the device whose identity key and claimed one-time key are given
    /// (olm.md "Initial setup": Alice's triple Diffie-Hellman).
    public func createOutboundSession(identityKey: Curve25519PublicKey, oneTimeKey: Curve25519PublicKey)
        -> OlmSession
    {
        let baseKey = Curve25519KeyPair.generate()
        // S = ECDH(I_A, E_B) || ECDH(E_A, I_B) || ECDH(E_A, E_B)
        let secret =
            ((try? identity.agree(with: oneTimeKey)) ?? []) + ((try? baseKey.agree(with: identityKey)) ?? [])
            + ((try? baseKey.agree(with: oneTimeKey)) ?? [])
        return OlmSession(
            ratchet: .sending(sharedSecret: secret), aliceIdentityKey: curve25519Key.bytes,
            aliceBaseKey: baseKey.publicKey.bytes, bobOneTimeKey: oneTimeKey.bytes, hasReceivedMessage: false,
            isOutbound: true)
    }

    /// The session a pre-key message starts, and the message's plaintext (olm.md "Initial setup",
    /// Bob's side). The one-time key it used is removed only once the message decrypted.
    /// - Throws: ``OlmError/sessionMismatch`` when the message's identity key is not
    ///   `theirIdentityKey` (the event's `sender_key`), ``OlmError/unknownOneTimeKey`` when the
    ///   key it names is not ours any more, and the errors of decryption.
    public mutating func createInboundSession(
        theirIdentityKey: Curve25519PublicKey, message: OlmPreKeyMessage
    )
        throws(OlmError) -> (session: OlmSession, plaintext: [UInt8])
    {
        guard message.identityKey == theirIdentityKey else { throw .sessionMismatch }
        let wanted = message.oneTimeKey.bytes
        let oneTime = oneTimeKeys.first { $0.keyPair.publicKey.bytes == wanted }
        let fallback = [fallbackKey, previousFallbackKey].compactMap { $0 }.first {
            $0.keyPair.publicKey.bytes == wanted
        }
        guard let key = oneTime ?? fallback else { throw .unknownOneTimeKey }
        // S = ECDH(E_B, I_A) || ECDH(I_B, E_A) || ECDH(E_B, E_A)
        guard let first = try? key.keyPair.agree(with: message.identityKey),
            let second = try? identity.agree(with: message.baseKey),
            let third = try? key.keyPair.agree(with: message.baseKey)
        else { throw .badMAC }
        var session = OlmSession(
            ratchet: .receiving(
                sharedSecret: first + second + third, theirRatchetKey: message.message.ratchetKey),
            aliceIdentityKey: message.identityKey.bytes, aliceBaseKey: message.baseKey.bytes,
            bobOneTimeKey: wanted,
            hasReceivedMessage: false, isOutbound: false)
        let plaintext = try session.decrypt(.preKey(message))
        if oneTime != nil { oneTimeKeys.removeAll { $0.keyPair.publicKey.bytes == wanted } }
        return (session, plaintext)
    }
}
