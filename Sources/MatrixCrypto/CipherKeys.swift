import Crypto
import Foundation
import _CryptoExtras

/// The AES-256 key, HMAC-SHA-256 key and AES IV one message is encrypted with, expanded from a
/// message key (olm.md "Encrypting messages": `HKDF(0, M, "OLM_KEYS", 80)`) or a Megolm ratchet
/// (megolm.md "Encrypting a message": `HKDF(0, R, "MEGOLM_KEYS", 80)`).
struct CipherKeys {
    let aesKey: SymmetricKey
    let macKey: SymmetricKey
    let iv: [UInt8]

    init(expanding secret: [UInt8], info: String) {
        let okm = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: secret), salt: [UInt8](), info: Array(info.utf8),
            outputByteCount: 80
        ).withUnsafeBytes { Array($0) }
        aesKey = SymmetricKey(data: okm[0..<32])
        macKey = SymmetricKey(data: okm[32..<64])
        iv = Array(okm[64..<80])
    }

    func encrypt(_ plaintext: [UInt8]) -> [UInt8] {
        // A 32-byte key and a 16-byte IV are what AES-256-CBC takes: these calls cannot fail.
        guard let iv = try? AES._CBC.IV(ivBytes: iv),
            let ciphertext = try? AES._CBC.encrypt(plaintext, using: aesKey, iv: iv)
        else { return [] }
        return Array(ciphertext)
    }

    /// The plaintext, or `nil` when the ciphertext's length or padding is wrong.
    func decrypt(_ ciphertext: [UInt8]) -> [UInt8]? {
        guard ciphertext.count % 16 == 0, !ciphertext.isEmpty, let iv = try? AES._CBC.IV(ivBytes: iv),
            let plaintext = try? AES._CBC.decrypt(ciphertext, using: aesKey, iv: iv)
        else { return nil }
        return Array(plaintext)
    }

    /// The truncated MAC Olm and Megolm v1 append: the first 8 bytes of HMAC-SHA-256.
    func mac(_ bytes: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: bytes, using: macKey).prefix(8))
    }

    /// Whether `mac` is the truncated MAC of `bytes`, compared in constant time.
    func isValidMAC(_ mac: [UInt8], for bytes: [UInt8]) -> Bool {
        let full = Array(HMAC<SHA256>.authenticationCode(for: bytes, using: macKey))
        guard mac.count == 8 else { return false }
        var difference: UInt8 = 0
        for index in 0..<8 { difference |= full[index] ^ mac[index] }
        return difference == 0
    }
}

/// HMAC-SHA-256 of a one-byte message, the step of Olm's chain ratchet and Megolm's ratchet.
func hmacStep(key: [UInt8], byte: UInt8) -> [UInt8] {
    Array(HMAC<SHA256>.authenticationCode(for: [byte], using: SymmetricKey(data: key)))
}

/// `HKDF(salt, secret, info, 64)` split into two 32-byte halves: Olm's root and chain keys.
func rootAndChainKeys(salt: [UInt8], secret: [UInt8], info: String) -> (root: [UInt8], chain: [UInt8]) {
    let okm = HKDF<SHA256>.deriveKey(
        inputKeyMaterial: SymmetricKey(data: secret), salt: salt, info: Array(info.utf8), outputByteCount: 64
    ).withUnsafeBytes { Array($0) }
    return (Array(okm[0..<32]), Array(okm[32..<64]))
}
