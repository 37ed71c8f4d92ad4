import Foundation
import MatrixCrypto
import Testing

/// Attachment encryption against a vector computed independently (PyCryptodome's AES-CTR
/// with a 64-bit counter after an 8-byte prefix, as matrix-nio decrypts attachments), and the
/// fresh key and IV every attachment gets.
struct EncryptedAttachmentTests {
    static let plaintext = Data(
        "TrackerBot's encrypted attachment, forty-odd bytes long: three AES blocks.".utf8)
    static let key = Data(0..<32)
    static let iv = Data(0xA0..<0xA8) + Data(count: 8)

    @Test func aKnownKeyAndIVGiveTheIndependentlyComputedCiphertextAndHash() throws {
        let attachment = try EncryptedAttachment(encrypting: Self.plaintext, key: Self.key, iv: Self.iv)
        #expect(
            UnpaddedBase64.encode(attachment.ciphertext)
                == "ig4aJvaRND3hrAHd59xjI1uyDs4jhdiw9sYQ4NDEp3KKdc7OPkAGXPoQvv2sFEzew+ZOkNThOqTt8CQarSj0Eam7V/oTHBx8Yig"
        )
        #expect(UnpaddedBase64.encode(attachment.sha256) == "2VOEMuHoViN3/2eyUc/EpgGj1EOVGPXfQHu/txZ2Zh4")
        #expect(UnpaddedBase64.encode(attachment.iv) == "oKGio6SlpqcAAAAAAAAAAA")
        #expect(attachment.keyBase64URL == "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8")
    }

    @Test func theKeyIsBase64URLWithoutPadding() throws {
        // Bytes whose standard base64 has `+`, `/` and padding.
        let key = Data([0xFB, 0xFF] + Array(repeating: 0xFE, count: 30))
        let attachment = try EncryptedAttachment(encrypting: Data(), key: key, iv: Self.iv)
        // As Python's `base64.urlsafe_b64encode` gives it, without the `=`.
        #expect(attachment.keyBase64URL == "-__-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v4")
        #expect(attachment.ciphertext.isEmpty)
    }

    @Test func everyAttachmentHasAKeyAndIVOfItsOwnWithTheCounterAtZero() throws {
        let first = try EncryptedAttachment(encrypting: Self.plaintext)
        let second = try EncryptedAttachment(encrypting: Self.plaintext)
        #expect(first.key.count == 32 && first.iv.count == 16)
        #expect(first.key != second.key && first.iv != second.iv)
        #expect(first.ciphertext != second.ciphertext && first.ciphertext.count == Self.plaintext.count)
        #expect(first.iv.suffix(8) == Data(count: 8))
        // Decrypting is encrypting again under the same key and IV.
        let back = try EncryptedAttachment(encrypting: first.ciphertext, key: first.key, iv: first.iv)
        #expect(back.ciphertext == Self.plaintext)
    }

    @Test func aKeyOrIVOfAnotherLengthIsRefused() {
        #expect(throws: (any Error).self) {
            try EncryptedAttachment(encrypting: Self.plaintext, key: Data(count: 16), iv: Self.iv)
        }
        #expect(throws: (any Error).self) {
            try EncryptedAttachment(encrypting: Self.plaintext, key: Self.key, iv: Data(count: 8))
        }
    }
}
