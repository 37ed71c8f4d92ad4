/// Why a byte string could not be read as one of the protocol's encodings.
///
/// Every decoder in this module checks each length and varint against the input and throws one
/// of these instead of trapping.
public enum DecodeError: Error, Equatable, Sendable {
    /// The input ended inside a field.
    case truncated
    /// The version byte is not one this module reads.
    case unsupportedVersion(UInt8)
    /// A varint is longer than its type allows.
    case varintOverflow
    /// A field the encoding requires is missing.
    case missingField(String)
    /// A key or signature has the wrong length.
    case invalidKeyLength(Int)
    /// The text is not valid unpadded (or padded) base64.
    case invalidBase64
    /// A key's bytes do not form a valid key.
    case invalidKey
    /// A field has a wire type other than the one its tag requires.
    case invalidWireType(UInt64)
}

/// Why an Olm operation failed (olm.md; the Matrix spec's `m.olm.v1.curve25519-aes-sha2`).
public enum OlmError: Error, Equatable, Sendable {
    /// The message could not be decoded.
    case decode(DecodeError)
    /// The message's MAC does not match: it was altered, or belongs to another session.
    case badMAC
    /// The message was decrypted but its PKCS#7 padding is invalid.
    case badPadding
    /// The pre-key message was made for a different session than this one.
    case sessionMismatch
    /// The message's key was already used or dropped: a replay, or older than the kept skipped keys.
    case messageKeyNotFound(chainIndex: UInt32)
    /// The message is further ahead in its chain than ``DoubleRatchet/maxMessageGap`` allows.
    case tooBigMessageGap(chainIndex: UInt32, current: UInt32)
    /// The pre-key message names a one-time key this account does not hold (used already, or never ours).
    case unknownOneTimeKey
    /// A normal message arrived at an outbound session before any reply: nothing to decrypt it with.
    case noReceivingChain
    /// A signature does not verify against the claimed key.
    case badSignature
}

/// Why a Megolm operation failed (megolm.md; the Matrix spec's `m.megolm.v1.aes-sha2`).
public enum MegolmError: Error, Equatable, Sendable {
    /// The message or session key could not be decoded.
    case decode(DecodeError)
    /// The Ed25519 signature does not verify against the session's key.
    case badSignature
    /// The message's MAC does not match.
    case badMAC
    /// The message was decrypted but its PKCS#7 padding is invalid.
    case badPadding
    /// The message's index is below the first index this inbound session knows.
    case unknownMessageIndex(messageIndex: UInt32, firstKnownIndex: UInt32)
}
