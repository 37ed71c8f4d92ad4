import Foundation
import Matrix
import MatrixCrypto
import TestSupport
import Testing

@testable import MatrixBot

/// The bot's encrypted attachments as matrix-nio reads them: the uploaded bytes and the
/// event's `file` object, exactly as the bot makes them, decrypted by nio's
/// `decrypt_attachment` (`e2e/nio_decrypt.py`). Skipped without matrix-nio.
@Suite(.enabled(if: NioScript.isAvailable, "matrix-nio is not installed (TRACKERBOT_PYTHON)"))
struct EncryptedAttachmentNioTests {
    /// What the decrypting script says of `ciphertext` and the JSON of `file`.
    private func decrypt(_ ciphertext: Data, _ file: EncryptedFile) async throws -> [String: Any] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("attachment-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ciphertext.write(to: URL(fileURLWithPath: path))
        let json = String(decoding: try JSONEncoder().encode(file), as: UTF8.self)
        return try await NioScript.summary("nio_decrypt.py", [path, json])
    }

    @Test func nioDecryptsWhatTheBotUploadsWithTheKeyItsEventCarries() async throws {
        var generator = SeededGenerator(state: SeededGenerator.seed(25))
        // Several AES blocks and a partial one, with every byte value.
        let plaintext = Data((0..<5_000).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let attachment = try EncryptedAttachment(encrypting: plaintext)
        let answer = try await decrypt(
            attachment.ciphertext, EncryptedFile(attachment, url: "mxc://localhost/attachment"))
        #expect(
            (answer["plaintext"] as? String).flatMap { Data(base64Encoded: $0) } == plaintext, "\(answer)")
    }

    @Test func nioRefusesAnUploadChangedOnTheWay() async throws {
        let attachment = try EncryptedAttachment(encrypting: Data("the bot's export".utf8))
        var changed = attachment.ciphertext
        changed[changed.startIndex] ^= 1
        let answer = try await decrypt(changed, EncryptedFile(attachment, url: "mxc://localhost/attachment"))
        #expect(answer["plaintext"] == nil)
        #expect((answer["error"] as? String)?.contains("Mismatched SHA-256 digest") == true, "\(answer)")
    }
}
