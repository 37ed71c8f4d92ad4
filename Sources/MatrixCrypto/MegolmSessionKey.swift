import Foundation

/// The key of a Megolm session as it is shared (megolm.md "Session-sharing format"): the
/// `session_key` of an `m.room_key` event. Version byte 2, the ratchet index (4 bytes,
/// big-endian), R0..R3, the session's Ed25519 public key, and that key's signature of the rest.
public struct MegolmSessionKey: Equatable, Sendable, CustomStringConvertible {
    static let version: UInt8 = 2
    static let length = 1 + 4 + MegolmRatchet.length + 32 + 64

    let ratchet: MegolmRatchet
    /// The session's signing key; its base64 is the session id.
    public let signingKey: Ed25519PublicKey
    let bytes: [UInt8]

    init(ratchet: MegolmRatchet, signingKey: Ed25519KeyPair) {
        self.ratchet = ratchet
        self.signingKey = signingKey.publicKey
        var writer = ByteWriter()
        writer.append(Self.version)
        writer.appendBigEndian(ratchet.index)
        writer.append(contentsOf: ratchet.bytes)
        writer.append(contentsOf: signingKey.publicKey.bytes)
        bytes = writer.bytes + signingKey.sign(writer.bytes)
    }

    /// Decodes a session key and checks its signature.
    /// - Throws: ``MegolmError/decode(_:)`` for a malformed key, ``MegolmError/badSignature``
    ///   when the signature does not verify against the key inside.
    public init(base64: String) throws(MegolmError) {
        let all: [UInt8]
        do { all = Array(try UnpaddedBase64.decode(base64)) } catch { throw .decode(error) }
        var reader = ByteReader(all)
        do throws(DecodeError) {
            let version = try reader.byte()
            guard version == Self.version else { throw DecodeError.unsupportedVersion(version) }
            guard all.count == Self.length else { throw DecodeError.invalidKeyLength(all.count) }
            let index = try reader.bigEndianUInt32()
            ratchet = MegolmRatchet(bytes: try reader.bytes(MegolmRatchet.length), index: index)
            signingKey = try Ed25519PublicKey(bytes: try reader.bytes(32))
        } catch { throw .decode(error) }
        guard signingKey.isValidSignature(Array(all.suffix(64)), for: all.dropLast(64)) else {
            throw .badSignature
        }
        bytes = all
    }

    /// The key in unpadded base64, the `session_key` of `m.room_key`.
    public var base64: String { UnpaddedBase64.encode(bytes) }
    /// The session id only.
    public var description: String { "MegolmSessionKey(\(signingKey.base64), index \(ratchet.index))" }
}

/// A Megolm session exported at an index (megolm.md "Session export format"): the
/// `session_key` of `m.forwarded_room_key` and of key backups. Version byte 1, the index
/// (4 bytes, big-endian), R0..R3 and the Ed25519 public key, unsigned.
public struct MegolmExportedSessionKey: Equatable, Sendable, CustomStringConvertible {
    static let version: UInt8 = 1
    static let length = 1 + 4 + MegolmRatchet.length + 32

    let ratchet: MegolmRatchet
    /// The session's signing key; its base64 is the session id.
    public let signingKey: Ed25519PublicKey

    init(ratchet: MegolmRatchet, signingKey: Ed25519PublicKey) {
        self.ratchet = ratchet
        self.signingKey = signingKey
    }

    /// Decodes an exported key.
    /// - Throws: ``MegolmError/decode(_:)`` for a malformed key.
    public init(base64: String) throws(MegolmError) {
        do throws(DecodeError) {
            let all = Array(try UnpaddedBase64.decode(base64))
            var reader = ByteReader(all)
            let version = try reader.byte()
            guard version == Self.version else { throw DecodeError.unsupportedVersion(version) }
            guard all.count == Self.length else { throw DecodeError.invalidKeyLength(all.count) }
            let index = try reader.bigEndianUInt32()
            ratchet = MegolmRatchet(bytes: try reader.bytes(MegolmRatchet.length), index: index)
            signingKey = try Ed25519PublicKey(bytes: try reader.bytes(32))
        } catch { throw .decode(error) }
    }

    /// The key in unpadded base64.
    public var base64: String {
        var writer = ByteWriter()
        writer.append(Self.version)
        writer.appendBigEndian(ratchet.index)
        writer.append(contentsOf: ratchet.bytes)
        writer.append(contentsOf: signingKey.bytes)
        return UnpaddedBase64.encode(writer.bytes)
    }

    /// The session id only.
    public var description: String {
        "MegolmExportedSessionKey(\(signingKey.base64), index \(ratchet.index))"
    }
}
