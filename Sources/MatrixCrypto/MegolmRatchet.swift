/// Megolm's ratchet (megolm.md "The Megolm ratchet algorithm"): four 32-byte parts R0..R3 and
/// the index i. Advancing rehashes R(h)...R(3) from R(h), where h is the highest part whose
/// byte of i changed: `R(j) = HMAC(R(h), j)`.
struct MegolmRatchet: Codable, Equatable, Sendable {
    static let partLength = 32
    static let length = 4 * partLength

    var parts: [SecretBytes]
    var index: UInt32

    init(bytes: [UInt8], index: UInt32) {
        parts = (0..<4).map { SecretBytes(bytes[$0 * Self.partLength..<($0 + 1) * Self.partLength]) }
        self.index = index
    }

    private enum CodingKeys: String, CodingKey { case parts, index }

    /// Reads a ratchet back only with its four 32-byte parts, which advancing indexes.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        parts = try container.decode([SecretBytes].self, forKey: .parts)
        index = try container.decode(UInt32.self, forKey: .index)
        guard parts.count == 4, parts.allSatisfy({ $0.bytes.count == Self.partLength }) else {
            throw DecodingError.dataCorruptedError(
                forKey: .parts, in: container, debugDescription: "not four 32-byte parts")
        }
    }

    static func random() -> MegolmRatchet {
        MegolmRatchet(bytes: SecretBytes.random(count: length).bytes, index: 0)
    }

    /// R0 || R1 || R2 || R3.
    var bytes: [UInt8] { parts.flatMap(\.bytes) }

    /// The keys of the message at ``index``: HKDF(0, R, "MEGOLM_KEYS", 80).
    var cipherKeys: CipherKeys { CipherKeys(expanding: bytes, info: "MEGOLM_KEYS") }

    private mutating func rehash(from: Int, to: Int) {
        parts[to] = SecretBytes(hmacStep(key: parts[from].bytes, byte: UInt8(to)))
    }

    /// Advances by one; the index wraps at 2^32 as in libolm.
    mutating func advance() {
        index &+= 1
        var part = 0
        var mask: UInt32 = 0x00FF_FFFF
        while part < 4, index & mask != 0 {
            part += 1
            mask >>= 8
        }
        for target in stride(from: 3, through: part, by: -1) { rehash(from: part, to: target) }
    }

    /// Advances to `target` in at most 4 × 255 hashes (megolm.md: the ratchet can be advanced
    /// by 2^24 in 255 steps of R0 and so on down).
    mutating func advance(to target: UInt32) {
        for part in 0..<4 {
            let shift = UInt32((3 - part) * 8)
            var steps = Int(((target >> shift) &- (index >> shift)) & 0xFF)
            if steps == 0 {
                // The byte is equal; a lower byte past the target's needs a full turn of this part.
                guard target < index else { continue }
                steps = 0x100
            }
            while steps > 1 {
                rehash(from: part, to: part)
                steps -= 1
            }
            for destination in stride(from: 3, through: part, by: -1) { rehash(from: part, to: destination) }
            index = target & (~UInt32(0) << shift)
        }
    }
}
