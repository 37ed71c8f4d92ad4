/// Where an encrypted attachment is and how to read it (client-server spec, `EncryptedFile`):
/// a file message in an end-to-end encrypted room carries this as `file` instead of `url`,
/// inside the encrypted event, so that only the room's members learn the key.
public struct EncryptedFile: Sendable, Hashable, Codable {
    /// The `mxc://` URI of the encrypted upload.
    public var url: String
    /// The AES-256-CTR key, as a JSON Web Key.
    public var key: WebKey
    /// The 16-byte initial counter block, unpadded base64.
    public var iv: String
    /// The ciphertext's hashes by algorithm: `sha256`, unpadded base64.
    public var hashes: [String: String]
    /// The version of the format: `v2`.
    public var v: String

    /// The key as the spec's JSON Web Key: an AES-256-CTR key for encrypting and decrypting.
    public struct WebKey: Sendable, Hashable, Codable {
        /// The key type: `oct`.
        public var kty: String
        /// What the key may do: `encrypt` and `decrypt`.
        public var keyOps: [String]
        /// The algorithm: `A256CTR`.
        public var alg: String
        /// The key's bytes, unpadded base64url.
        public var k: String
        /// Whether the key may be exported: `true`.
        public var ext: Bool

        private enum CodingKeys: String, CodingKey {
            case kty, alg, k, ext
            case keyOps = "key_ops"
        }
    }

    /// The encrypted upload at `url`, under the key `k` (unpadded base64url) and `iv`, whose
    /// ciphertext has the SHA-256 `sha256` (both unpadded base64).
    public init(url: String, k: String, iv: String, sha256: String) {
        self.url = url
        key = WebKey(kty: "oct", keyOps: ["encrypt", "decrypt"], alg: "A256CTR", k: k, ext: true)
        self.iv = iv
        hashes = ["sha256": sha256]
        v = "v2"
    }
}
