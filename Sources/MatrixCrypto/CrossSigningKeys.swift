import Foundation

/// An account's cross-signing keys (client-server spec, "Cross-signing"): the master key that
/// stands for the user, the self-signing key that signs the user's own devices, and the
/// user-signing key that signs other users' master keys; each an Ed25519 key pair, named in
/// key objects as `ed25519:<public key>`.
public struct CrossSigningKeys: Codable, Equatable, Sendable, CustomStringConvertible {
    var master: Ed25519KeyPair
    var selfSigning: Ed25519KeyPair
    var userSigning: Ed25519KeyPair

    /// Three fresh key pairs.
    public init() {
        master = .generate()
        selfSigning = .generate()
        userSigning = .generate()
    }

    /// The master key's public half.
    public var masterKey: Ed25519PublicKey { master.publicKey }
    /// The self-signing key's public half.
    public var selfSigningKey: Ed25519PublicKey { selfSigning.publicKey }
    /// The user-signing key's public half.
    public var userSigningKey: Ed25519PublicKey { userSigning.publicKey }

    /// The public keys only.
    public var description: String {
        "CrossSigningKeys(master: \(masterKey), selfSigning: \(selfSigningKey), userSigning: \(userSigningKey))"
    }

    /// The key id of a cross-signing key in `keys` and `signatures`: `ed25519:<public key>`.
    public static func keyID(_ key: Ed25519PublicKey) -> String { "ed25519:\(key.base64)" }

    /// The body of `/keys/device_signing/upload`: `master_key`, and `self_signing_key` and
    /// `user_signing_key` signed by the master key.
    public func uploadBody(userID: String) -> CanonicalJSON {
        let signedByMaster = { (key: Ed25519KeyPair, usage: String) -> CanonicalJSON in
            Self.sign(
                Self.keyObject(key.publicKey, usage: usage, userID: userID), with: self.master, userID: userID
            )
        }
        return .object([
            "master_key": Self.keyObject(masterKey, usage: "master", userID: userID),
            "self_signing_key": signedByMaster(selfSigning, "self_signing"),
            "user_signing_key": signedByMaster(userSigning, "user_signing"),
        ])
    }

    /// `deviceKeys` (a device's `device_keys` object as uploaded) with the self-signing key's
    /// signature added: the object `/keys/signatures/upload` takes for the device.
    public func signingDevice(_ deviceKeys: CanonicalJSON, userID: String) -> CanonicalJSON {
        Self.sign(deviceKeys, with: selfSigning, userID: userID)
    }

    /// A cross-signing key object: `user_id`, `usage` and `keys`, unsigned.
    static func keyObject(_ key: Ed25519PublicKey, usage: String, userID: String) -> CanonicalJSON {
        .object([
            "user_id": .string(userID), "usage": .array([.string(usage)]),
            "keys": .object([keyID(key): .string(key.base64)]),
        ])
    }

    private static func sign(_ json: CanonicalJSON, with key: Ed25519KeyPair, userID: String) -> CanonicalJSON
    {
        json.addingSignature(
            UnpaddedBase64.encode(key.sign(json.withoutSignatures.encoded)), userID: userID,
            keyID: keyID(key.publicKey))
    }
}

extension CrossSigningKeys: SerializableCryptoState {
    /// `cross_signing_keys`.
    public static let stateKind = "cross_signing_keys"
}
