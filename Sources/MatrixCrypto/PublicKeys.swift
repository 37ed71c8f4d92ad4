import Crypto
import Foundation

/// A Curve25519 public key as Matrix publishes it: 32 bytes, unpadded base64 in JSON.
public struct Curve25519PublicKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's 32 bytes.
    public let bytes: [UInt8]

    init(key: Curve25519.KeyAgreement.PublicKey) { bytes = Array(key.rawRepresentation) }

    /// The key from its 32 raw bytes.
    /// - Throws: ``DecodeError/invalidKeyLength(_:)`` for any other length.
    public init<Bytes: DataProtocol>(bytes: Bytes) throws(DecodeError) {
        guard bytes.count == 32 else { throw .invalidKeyLength(bytes.count) }
        guard (try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: Array(bytes))) != nil else {
            throw .invalidKey
        }
        self.bytes = Array(bytes)
    }

    /// The key from its unpadded base64 text.
    public init(base64: String) throws(DecodeError) { try self.init(bytes: UnpaddedBase64.decode(base64)) }

    /// The key in unpadded base64, as in `keys` objects.
    public var base64: String { UnpaddedBase64.encode(bytes) }
    /// The key in unpadded base64.
    public var description: String { base64 }

}

/// An Ed25519 public key as Matrix publishes it: 32 bytes, unpadded base64 in JSON.
public struct Ed25519PublicKey: Hashable, Sendable, CustomStringConvertible {
    /// The key's 32 bytes.
    public let bytes: [UInt8]

    init(key: Curve25519.Signing.PublicKey) { bytes = Array(key.rawRepresentation) }

    /// The key from its 32 raw bytes.
    /// - Throws: ``DecodeError/invalidKeyLength(_:)`` for any other length.
    public init<Bytes: DataProtocol>(bytes: Bytes) throws(DecodeError) {
        guard bytes.count == 32 else { throw .invalidKeyLength(bytes.count) }
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: Array(bytes))) != nil else {
            throw .invalidKey
        }
        self.bytes = Array(bytes)
    }

    /// The key from its unpadded base64 text.
    public init(base64: String) throws(DecodeError) { try self.init(bytes: UnpaddedBase64.decode(base64)) }

    /// The key in unpadded base64.
    public var base64: String { UnpaddedBase64.encode(bytes) }
    /// The key in unpadded base64.
    public var description: String { base64 }

    /// Whether `signature` (64 bytes) is this key's signature of `message`; the check is
    /// swift-crypto's, constant-time in the key material.
    public func isValidSignature<Message: DataProtocol>(_ signature: [UInt8], for message: Message) -> Bool {
        guard signature.count == 64, let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes)
        else {
            return false
        }
        return key.isValidSignature(signature, for: message)
    }

    /// Whether `signature` (unpadded base64) signs `json`'s canonical form, `signatures` and
    /// `unsigned` left out (client-server spec, "Checking for a signature").
    public func isValidSignature(_ signature: String, forJSON json: CanonicalJSON) -> Bool {
        guard let bytes = try? UnpaddedBase64.decode(signature) else { return false }
        return isValidSignature(Array(bytes), for: json.withoutSignatures.encoded)
    }

}
