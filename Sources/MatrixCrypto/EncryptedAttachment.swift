import Crypto
import Foundation
import _CryptoExtras

/// A file encrypted to be uploaded for an end-to-end encrypted room (client-server spec,
/// "Sending encrypted attachments"): AES-256-CTR under a key and IV of its own, with the
/// SHA-256 of the ciphertext that receivers check before decrypting. The media repository
/// only ever sees ``ciphertext``; the key, IV and hash travel in the Megolm-encrypted event.
public struct EncryptedAttachment: Sendable {
    /// What is uploaded.
    public let ciphertext: Data
    /// The 32-byte AES key.
    public let key: Data
    /// The 16-byte initial counter block: 8 random bytes, then a 64-bit counter at zero.
    public let iv: Data
    /// The SHA-256 of ``ciphertext``.
    public let sha256: Data

    /// Encrypts `plaintext` under a fresh random key and IV.
    public init(encrypting plaintext: Data) throws {
        let key = SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
        var generator = SystemRandomNumberGenerator()
        // The counter half stays zero, so that no counter value wraps within one file.
        let iv = Data(
            (0..<8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
                + Array(repeating: 0, count: 8))
        try self.init(encrypting: plaintext, key: key, iv: iv)
    }

    /// Encrypts `plaintext` under `key` (32 bytes) and `iv` (16 bytes). Only for known
    /// vectors: every attachment sent needs a key and IV of its own.
    ///
    /// - Throws: `CryptoKitError.incorrectKeySize` or `.incorrectParameterSize` for a key or IV
    ///   of another length.
    public init(encrypting plaintext: Data, key: Data, iv: Data) throws {
        guard key.count == 32 else { throw CryptoKitError.incorrectKeySize }
        // swift-crypto also takes a 12-byte nonce, which is not the spec's counter block.
        guard iv.count == 16 else { throw CryptoKitError.incorrectParameterSize }
        ciphertext = try AES._CTR.encrypt(
            plaintext, using: SymmetricKey(data: key), nonce: try AES._CTR.Nonce(nonceBytes: iv))
        self.key = key
        self.iv = iv
        sha256 = Data(SHA256.hash(data: ciphertext))
    }

    /// ``key`` as a JSON Web Key's `k`: unpadded base64url.
    public var keyBase64URL: String {
        UnpaddedBase64.encode(key).replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
    }
}
