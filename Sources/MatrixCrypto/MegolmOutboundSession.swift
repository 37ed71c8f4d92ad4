import Foundation

/// The sending side of a Megolm session (megolm.md; the Matrix spec's `m.megolm.v1.aes-sha2`):
/// one per room, its key shared with every device in an `m.room_key` event.
///
/// A value: persist it (``serialized()``) after ``encrypt(_:)`` and before sending the message,
/// so that an index is never used twice after a crash.
public struct MegolmOutboundSession: Codable, Equatable, Sendable, CustomStringConvertible {
    var ratchet: MegolmRatchet
    var signing: Ed25519KeyPair

    /// A new session: a random ratchet at index 0 and a fresh Ed25519 key.
    public init() {
        ratchet = .random()
        signing = .generate()
    }

    /// The session id: the Ed25519 public key in unpadded base64.
    public var sessionID: String { signing.publicKey.base64 }
    /// The index the next message will be encrypted at; how many messages were sent.
    public var messageIndex: UInt32 { ratchet.index }
    /// The session key at the current index, for the `m.room_key` events of the devices the
    /// session is shared with now: they can read from the next message on.
    public var sessionKey: MegolmSessionKey { MegolmSessionKey(ratchet: ratchet, signingKey: signing) }

    /// The session id only.
    public var description: String { "MegolmOutboundSession(\(sessionID), index \(messageIndex))" }

    /// Encrypts `plaintext` at the current index, signs it and advances the ratchet.
    public mutating func encrypt<Bytes: DataProtocol>(_ plaintext: Bytes) -> MegolmMessage {
        let keys = ratchet.cipherKeys
        let message = MegolmMessage(
            messageIndex: ratchet.index, ciphertext: keys.encrypt(Array(plaintext)), keys: keys,
            signingKey: signing)
        ratchet.advance()
        return message
    }
}

/// The receiving side of a Megolm session (megolm.md), from an `m.room_key` session key or an
/// `m.forwarded_room_key` export: decrypts any message at or after its first known index.
public struct MegolmInboundSession: Codable, Equatable, Sendable, CustomStringConvertible {
    /// The ratchet at the first index this session can decrypt.
    var initialRatchet: MegolmRatchet
    /// The ratchet at the highest index decrypted so far, so that reading in order is cheap.
    var latestRatchet: MegolmRatchet
    var signingKeyBytes: [UInt8]
    /// Whether the key came with the session's own signature (`m.room_key`) rather than
    /// forwarded by another device.
    public private(set) var isVerified: Bool

    /// The session a shared `m.room_key` key starts.
    public init(sessionKey: MegolmSessionKey) {
        initialRatchet = sessionKey.ratchet
        latestRatchet = sessionKey.ratchet
        signingKeyBytes = sessionKey.signingKey.bytes
        isVerified = true
    }

    /// The session a forwarded or backed-up key starts.
    public init(exportedKey: MegolmExportedSessionKey) {
        initialRatchet = exportedKey.ratchet
        latestRatchet = exportedKey.ratchet
        signingKeyBytes = exportedKey.signingKey.bytes
        isVerified = false
    }

    /// The session's Ed25519 key.
    public var signingKey: Ed25519PublicKey? { try? Ed25519PublicKey(bytes: signingKeyBytes) }
    /// The session id: the Ed25519 public key in unpadded base64.
    public var sessionID: String { UnpaddedBase64.encode(signingKeyBytes) }
    /// The first index this session decrypts.
    public var firstKnownIndex: UInt32 { initialRatchet.index }

    /// The session id only.
    public var description: String { "MegolmInboundSession(\(sessionID), from index \(firstKnownIndex))" }

    /// The key exported at `index`, for `m.forwarded_room_key`; `nil` below the first known index.
    public func export(at index: UInt32) -> MegolmExportedSessionKey? {
        guard index >= initialRatchet.index, let key = signingKey else { return nil }
        var ratchet = initialRatchet
        ratchet.advance(to: index)
        return MegolmExportedSessionKey(ratchet: ratchet, signingKey: key)
    }

    /// Checks the signature and MAC and decrypts. The message's index is returned so that the
    /// caller can detect a replay: an index seen before with another event id is one.
    /// - Throws: ``MegolmError/badSignature`` for a message not signed by this session,
    ///   ``MegolmError/unknownMessageIndex(messageIndex:firstKnownIndex:)`` below the first
    ///   known index, ``MegolmError/badMAC`` or ``MegolmError/badPadding``.
    public mutating func decrypt(_ message: MegolmMessage) throws(MegolmError) -> (
        plaintext: [UInt8], messageIndex: UInt32
    ) {
        guard let key = signingKey,
            key.isValidSignature(message.signature, for: message.authenticatedBytes + message.mac)
        else { throw .badSignature }
        let index = message.messageIndex
        guard index >= initialRatchet.index else {
            throw .unknownMessageIndex(messageIndex: index, firstKnownIndex: initialRatchet.index)
        }
        var ratchet = index >= latestRatchet.index ? latestRatchet : initialRatchet
        ratchet.advance(to: index)
        let keys = ratchet.cipherKeys
        guard keys.isValidMAC(message.mac, for: message.authenticatedBytes) else { throw .badMAC }
        guard let plaintext = keys.decrypt(message.ciphertext) else { throw .badPadding }
        if index >= latestRatchet.index { latestRatchet = ratchet }
        return (plaintext, index)
    }
}
