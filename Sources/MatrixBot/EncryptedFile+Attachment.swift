import Matrix
import MatrixCrypto

extension EncryptedFile {
    /// What a file message says of `attachment`, uploaded at `url`: the key, IV and the
    /// ciphertext's hash a member's client needs to check and decrypt it.
    init(_ attachment: EncryptedAttachment, url: String) {
        self.init(
            url: url, k: attachment.keyBase64URL, iv: UnpaddedBase64.encode(attachment.iv),
            sha256: UnpaddedBase64.encode(attachment.sha256))
    }
}
