import Foundation

/// A normal Olm message, type 1 in `m.olm.v1.curve25519-aes-sha2` (olm.md "Normal message
/// format"): version byte 3, then the sender's ratchet key (tag 1), the chain index (tag 2,
/// varint) and the AES-CBC ciphertext (tag 4), then the first 8 bytes of the HMAC-SHA-256 of
/// everything before.
public struct OlmMessage: Equatable, Sendable {
    /// The only version Matrix uses.
    static let version: UInt8 = 3
    static let macLength = 8

    /// The sender's current ratchet key.
    public let ratchetKey: Curve25519PublicKey
    /// The message key's index in the sender's chain.
    public let chainIndex: UInt32
    /// The encrypted payload.
    public let ciphertext: [UInt8]
    /// The truncated MAC, checked by the session that decrypts.
    let mac: [UInt8]
    /// The bytes the MAC covers.
    let authenticatedBytes: [UInt8]

    init(ratchetKey: Curve25519PublicKey, chainIndex: UInt32, ciphertext: [UInt8], keys: CipherKeys) {
        self.ratchetKey = ratchetKey
        self.chainIndex = chainIndex
        self.ciphertext = ciphertext
        var writer = ByteWriter()
        writer.append(Self.version)
        writer.appendField(1, bytes: ratchetKey.bytes)
        writer.appendField(2, varint: UInt64(chainIndex))
        writer.appendField(4, bytes: ciphertext)
        authenticatedBytes = writer.bytes
        mac = keys.mac(writer.bytes)
    }

    /// Decodes a message from its bytes, checking every length.
    /// - Throws: ``DecodeError`` for anything that is not a version-3 normal message.
    public init<Bytes: DataProtocol>(bytes: Bytes) throws(DecodeError) {
        let all = Array(bytes)
        guard all.count > Self.macLength else { throw .truncated }
        authenticatedBytes = Array(all.dropLast(Self.macLength))
        mac = Array(all.suffix(Self.macLength))
        var reader = ByteReader(authenticatedBytes)
        let version = try reader.byte()
        guard version == Self.version else { throw .unsupportedVersion(version) }
        let fields = try ProtobufFields(&reader)
        guard let key = fields.bytes[1] else { throw .missingField("ratchet_key") }
        guard let index = fields.varints[2] else { throw .missingField("chain_index") }
        guard let ciphertext = fields.bytes[4] else { throw .missingField("ciphertext") }
        guard let index32 = UInt32(exactly: index) else { throw .varintOverflow }
        ratchetKey = try Curve25519PublicKey(bytes: key)
        chainIndex = index32
        self.ciphertext = ciphertext
    }

    /// Decodes a message from the unpadded base64 of an event's `body`.
    public init(base64: String) throws(DecodeError) { try self.init(bytes: UnpaddedBase64.decode(base64)) }

    /// The message's bytes.
    public var bytes: [UInt8] { authenticatedBytes + mac }
    /// The message's bytes in unpadded base64, an event's `body`.
    public var base64: String { UnpaddedBase64.encode(bytes) }
}

/// A pre-key Olm message, type 0 (olm.md "Pre-key message format"): version byte 3, then the
/// receiver's one-time key (tag 1), the sender's base key (tag 2) and identity key (tag 3) and
/// the inner normal message (tag 4). Sent until the sender's session has received a reply.
public struct OlmPreKeyMessage: Equatable, Sendable {
    /// The receiver's one-time (or fallback) key the session was created from.
    public let oneTimeKey: Curve25519PublicKey
    /// The sender's ephemeral base key.
    public let baseKey: Curve25519PublicKey
    /// The sender's Curve25519 identity key.
    public let identityKey: Curve25519PublicKey
    /// The normal message inside.
    public let message: OlmMessage

    init(
        oneTimeKey: Curve25519PublicKey, baseKey: Curve25519PublicKey, identityKey: Curve25519PublicKey,
        message: OlmMessage
    ) {
        self.oneTimeKey = oneTimeKey
        self.baseKey = baseKey
        self.identityKey = identityKey
        self.message = message
    }

    /// Decodes a pre-key message and the message inside, checking every length.
    /// - Throws: ``DecodeError`` for anything that is not a version-3 pre-key message.
    public init<Bytes: DataProtocol>(bytes: Bytes) throws(DecodeError) {
        var reader = ByteReader(bytes)
        let version = try reader.byte()
        guard version == OlmMessage.version else { throw .unsupportedVersion(version) }
        let fields = try ProtobufFields(&reader)
        guard let oneTimeKey = fields.bytes[1] else { throw .missingField("one_time_key") }
        guard let baseKey = fields.bytes[2] else { throw .missingField("base_key") }
        guard let identityKey = fields.bytes[3] else { throw .missingField("identity_key") }
        guard let message = fields.bytes[4] else { throw .missingField("message") }
        self.oneTimeKey = try Curve25519PublicKey(bytes: oneTimeKey)
        self.baseKey = try Curve25519PublicKey(bytes: baseKey)
        self.identityKey = try Curve25519PublicKey(bytes: identityKey)
        self.message = try OlmMessage(bytes: message)
    }

    /// Decodes a pre-key message from the unpadded base64 of an event's `body`.
    public init(base64: String) throws(DecodeError) { try self.init(bytes: UnpaddedBase64.decode(base64)) }

    /// The message's bytes.
    public var bytes: [UInt8] {
        var writer = ByteWriter()
        writer.append(OlmMessage.version)
        writer.appendField(1, bytes: oneTimeKey.bytes)
        writer.appendField(2, bytes: baseKey.bytes)
        writer.appendField(3, bytes: identityKey.bytes)
        writer.appendField(4, bytes: message.bytes)
        return writer.bytes
    }

    /// The message's bytes in unpadded base64, an event's `body`.
    public var base64: String { UnpaddedBase64.encode(bytes) }

    /// The id of the session this message belongs to: SHA-256 of the sender's identity key,
    /// base key and the receiver's one-time key, in unpadded base64 (as libolm and vodozemac).
    public var sessionID: String {
        OlmSession.sessionID(identityKey: identityKey, baseKey: baseKey, oneTimeKey: oneTimeKey)
    }
}

/// An Olm message as an `m.room.encrypted` to-device event carries it: `type` 0 or 1 and `body`.
public enum AnyOlmMessage: Equatable, Sendable {
    /// Type 0: the first messages of a session, until the sender hears back.
    case preKey(OlmPreKeyMessage)
    /// Type 1: every message after.
    case normal(OlmMessage)

    /// The message from an event's `type` and `body`.
    /// - Throws: ``DecodeError`` for an unknown type or a body that does not decode.
    public init(type: Int, body: String) throws(DecodeError) {
        switch type {
        case 0: self = .preKey(try OlmPreKeyMessage(base64: body))
        case 1: self = .normal(try OlmMessage(base64: body))
        default: throw .missingField("type")
        }
    }

    /// The event's `type`: 0 for a pre-key message, 1 for a normal one.
    public var type: Int {
        switch self {
        case .preKey: 0
        case .normal: 1
        }
    }

    /// The event's `body`: the message in unpadded base64.
    public var body: String {
        switch self {
        case .preKey(let message): message.base64
        case .normal(let message): message.base64
        }
    }
}
