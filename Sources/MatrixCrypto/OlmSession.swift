import Crypto
import Foundation

/// An Olm session: a double ratchet between two devices (olm.md; the Matrix spec's
/// `m.olm.v1.curve25519-aes-sha2`). Created by ``OlmAccount/createOutboundSession(identityKey:oneTimeKey:)``
/// or ``OlmAccount/createInboundSession(theirIdentityKey:message:)``.
///
/// A value: every call that changes it returns or mutates, and the caller persists the new value
/// (``serialized()``) before it sends what ``encrypt(_:)`` made.
public struct OlmSession: Codable, Equatable, Sendable, CustomStringConvertible {
    var ratchet: DoubleRatchet
    /// The sender's identity key, base key and the receiver's one-time key: the session's name.
    var aliceIdentityKey: [UInt8]
    var aliceBaseKey: [UInt8]
    var bobOneTimeKey: [UInt8]
    /// Whether a message from the other side was decrypted; until then an outbound session
    /// sends pre-key messages.
    public private(set) var hasReceivedMessage: Bool
    /// Whether we created the session (we are "Alice").
    var isOutbound: Bool

    /// The session's id: SHA-256 of the creator's identity key, base key and the one-time key,
    /// in unpadded base64, the same on both sides.
    public var sessionID: String {
        UnpaddedBase64.encode(Array(SHA256.hash(data: aliceIdentityKey + aliceBaseKey + bobOneTimeKey)))
    }

    static func sessionID(
        identityKey: Curve25519PublicKey, baseKey: Curve25519PublicKey, oneTimeKey: Curve25519PublicKey
    )
        -> String
    {
        UnpaddedBase64.encode(Array(SHA256.hash(data: identityKey.bytes + baseKey.bytes + oneTimeKey.bytes)))
    }

    /// The session's id only; its keys never appear in a description.
    public var description: String { "OlmSession(\(sessionID))" }

    /// Encrypts `plaintext` on the sending chain, ratcheting first when the other side replied.
    /// An outbound session that has not heard back wraps it in a pre-key message.
    public mutating func encrypt<Bytes: DataProtocol>(_ plaintext: Bytes) -> AnyOlmMessage {
        let message = ratchet.encrypt(Array(plaintext))
        guard isOutbound, !hasReceivedMessage,
            let identity = try? Curve25519PublicKey(bytes: aliceIdentityKey),
            let base = try? Curve25519PublicKey(bytes: aliceBaseKey),
            let oneTime = try? Curve25519PublicKey(bytes: bobOneTimeKey)
        else { return .normal(message) }
        return .preKey(
            OlmPreKeyMessage(oneTimeKey: oneTime, baseKey: base, identityKey: identity, message: message))
    }

    /// Whether `message` is a pre-key message of this session (same identity, base and one-time key).
    public func matches(_ message: OlmPreKeyMessage) -> Bool {
        message.identityKey.bytes == aliceIdentityKey && message.baseKey.bytes == aliceBaseKey
            && message.oneTimeKey.bytes == bobOneTimeKey
    }

    /// Decrypts `message`, advancing the ratchet only when it authenticates.
    /// - Throws: ``OlmError/sessionMismatch`` for a pre-key message of another session,
    ///   ``OlmError/badMAC`` for a message of another session or an altered one,
    ///   ``OlmError/messageKeyNotFound(chainIndex:)`` for a replay, and the other ``OlmError`` cases.
    public mutating func decrypt(_ message: AnyOlmMessage) throws(OlmError) -> [UInt8] {
        let inner: OlmMessage
        switch message {
        case .preKey(let preKey):
            guard matches(preKey) else { throw .sessionMismatch }
            inner = preKey.message
        case .normal(let normal): inner = normal
        }
        let plaintext = try ratchet.decrypt(inner)
        hasReceivedMessage = true
        return plaintext
    }
}
