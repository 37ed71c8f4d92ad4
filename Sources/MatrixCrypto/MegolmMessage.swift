import Foundation

/// A Megolm message, the `ciphertext` of an `m.megolm.v1.aes-sha2` room event (megolm.md
/// "Message format"): version byte 3, the message index (tag 1, varint) and the AES-CBC
/// ciphertext (tag 2), the first 8 bytes of their HMAC-SHA-256, and the session key's Ed25519
/// signature of all of that.
public struct MegolmMessage: Equatable, Sendable {
    static let version: UInt8 = 3
    static let macLength = 8
    static let signatureLength = 64

    /// The ratchet index the message was encrypted at.
    public let messageIndex: UInt32
    /// The encrypted payload.
    public let ciphertext: [UInt8]
    /// The bytes the MAC covers: version, index and ciphertext.
    let authenticatedBytes: [UInt8]
    let mac: [UInt8]
    /// The Ed25519 signature of ``authenticatedBytes`` and ``mac``.
    let signature: [UInt8]

    init(messageIndex: UInt32, ciphertext: [UInt8], keys: CipherKeys, signingKey: Ed25519KeyPair) {
        self.messageIndex = messageIndex
        self.ciphertext = ciphertext
        var writer = ByteWriter()
        writer.append(Self.version)
        writer.appendField(1, varint: UInt64(messageIndex))
        writer.appendField(2, bytes: ciphertext)
        authenticatedBytes = writer.bytes
        mac = keys.mac(writer.bytes)
        signature = signingKey.sign(authenticatedBytes + mac)
    }

    /// Decodes a message from its bytes, checking every length; the signature and MAC are
    /// checked by the session that decrypts.
    /// - Throws: ``DecodeError`` for anything that is not a version-3 Megolm message.
    public init<Bytes: DataProtocol>(bytes: Bytes) throws(DecodeError) {
        let all = Array(bytes)
        let trailer = Self.macLength + Self.signatureLength
        guard all.count > trailer else { throw .truncated }
        authenticatedBytes = Array(all.dropLast(trailer))
        mac = Array(all.dropLast(Self.signatureLength).suffix(Self.macLength))
        signature = Array(all.suffix(Self.signatureLength))
        var reader = ByteReader(authenticatedBytes)
        let version = try reader.byte()
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let fields = try ProtobufFields(&reader)
        guard let index = fields.varints[1] else { throw .missingField("message_index") }
        guard let ciphertext = fields.bytes[2] else { throw .missingField("ciphertext") }
        guard let index32 = UInt32(exactly: index) else { throw .varintOverflow }
        messageIndex = index32
        self.ciphertext = ciphertext
    }

    /// Decodes a message from the unpadded base64 of an event's `ciphertext`.
    public init(base64: String) throws(DecodeError) { try self.init(bytes: UnpaddedBase64.decode(base64)) }

    /// The message's bytes.
    public var bytes: [UInt8] { authenticatedBytes + mac + signature }
    /// The message in unpadded base64, an event's `ciphertext`.
    public var base64: String { UnpaddedBase64.encode(bytes) }
}
