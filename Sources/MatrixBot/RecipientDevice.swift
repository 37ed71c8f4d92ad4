import HTTPClient
import MatrixCrypto

/// A device of a room member, as its owner signed it in `/keys/query`.
struct RecipientDevice: Sendable, Hashable {
    var userID: String
    var deviceID: String
    var identityKey: Curve25519PublicKey
    var signingKey: Ed25519PublicKey

    /// The device in `json` (one entry of `device_keys`), when it is the one named, carries
    /// both keys, and is signed by its own Ed25519 key.
    init?(_ json: JSONValue, userID: String, deviceID: String) {
        guard let keys = CanonicalJSON(json), keys["user_id"] == .string(userID),
            keys["device_id"] == .string(deviceID),
            case .string(let ed25519)? = keys["keys"]?["ed25519:\(deviceID)"],
            case .string(let curve25519)? = keys["keys"]?["curve25519:\(deviceID)"],
            case .string(let signature)? = keys["signatures"]?[userID]?["ed25519:\(deviceID)"],
            let signingKey = try? Ed25519PublicKey(base64: ed25519),
            signingKey.isValidSignature(signature, forJSON: keys),
            let identityKey = try? Curve25519PublicKey(base64: curve25519)
        else { return nil }
        self.userID = userID
        self.deviceID = deviceID
        self.identityKey = identityKey
        self.signingKey = signingKey
    }

    /// The one-time key in `json` (one entry of `/keys/claim`'s answer), when this device signed it.
    func oneTimeKey(_ json: JSONValue) -> Curve25519PublicKey? {
        guard let key = CanonicalJSON(json), case .string(let base64)? = key["key"],
            case .string(let signature)? = key["signatures"]?[userID]?["ed25519:\(deviceID)"],
            signingKey.isValidSignature(signature, forJSON: key)
        else { return nil }
        return try? Curve25519PublicKey(base64: base64)
    }
}
