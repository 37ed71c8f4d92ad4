import Crypto
import Foundation

/// Key material kept in a state object: serialised as base64, never shown by `description`,
/// `debugDescription` or `dump`.
struct SecretBytes: Codable, Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    var bytes: [UInt8]

    init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 { self.bytes = Array(bytes) }

    static func random(count: Int) -> SecretBytes {
        var generator = SystemRandomNumberGenerator()
        return SecretBytes((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    var description: String { "<\(bytes.count) secret bytes>" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: [:]) }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not base64"))
        }
        bytes = Array(data)
    }

    /// Decodes the bytes of a key, which must be 32 long: a state read back never holds a
    /// key the primitives would refuse later.
    static func decodeKey<Key: CodingKey>(from decoder: any Decoder, key: Key) throws -> SecretBytes {
        let container = try decoder.container(keyedBy: Key.self)
        let secret = try container.decode(SecretBytes.self, forKey: key)
        guard secret.bytes.count == 32 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "not a 32-byte key")
        }
        return secret
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Data(bytes).base64EncodedString())
    }
}

/// A Curve25519 key pair kept by its private key's bytes, so that state objects are plain values.
struct Curve25519KeyPair: Codable, Equatable, Sendable {
    var secret: SecretBytes

    init(secret: SecretBytes) { self.secret = secret }

    init(from decoder: any Decoder) throws {
        secret = try SecretBytes.decodeKey(from: decoder, key: CodingKeys.secret)
    }

    static func generate() -> Curve25519KeyPair {
        Curve25519KeyPair(secret: SecretBytes(Curve25519.KeyAgreement.PrivateKey().rawRepresentation))
    }

    var privateKey: Curve25519.KeyAgreement.PrivateKey {
        // The bytes came from a private key's rawRepresentation (or a checked decode): 32 bytes.
        (try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: secret.bytes))
            ?? Curve25519.KeyAgreement.PrivateKey()
    }

    var publicKey: Curve25519PublicKey { Curve25519PublicKey(key: privateKey.publicKey) }

    /// The X25519 shared secret with `other`.
    func agree(with other: Curve25519PublicKey) throws -> [UInt8] {
        let theirs = try Curve25519.KeyAgreement.PublicKey(rawRepresentation: other.bytes)
        let secret = try privateKey.sharedSecretFromKeyAgreement(with: theirs)
        return secret.withUnsafeBytes { Array($0) }
    }
}

/// An Ed25519 key pair kept by its seed.
struct Ed25519KeyPair: Codable, Equatable, Sendable {
    var secret: SecretBytes

    init(secret: SecretBytes) { self.secret = secret }

    init(from decoder: any Decoder) throws {
        secret = try SecretBytes.decodeKey(from: decoder, key: CodingKeys.secret)
    }

    static func generate() -> Ed25519KeyPair {
        Ed25519KeyPair(secret: SecretBytes(Curve25519.Signing.PrivateKey().rawRepresentation))
    }

    var privateKey: Curve25519.Signing.PrivateKey {
        (try? Curve25519.Signing.PrivateKey(rawRepresentation: secret.bytes))
            ?? Curve25519.Signing.PrivateKey()
    }

    var publicKey: Ed25519PublicKey { Ed25519PublicKey(key: privateKey.publicKey) }

    func sign<Bytes: DataProtocol>(_ message: Bytes) -> [UInt8] {
        // Signing with a well-formed key does not fail in BoringSSL.
        Array((try? privateKey.signature(for: message)) ?? Data())
    }
}
