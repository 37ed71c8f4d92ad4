/// Percent-encoding of ids placed in a URL path or query.
///
/// Room ids (`!abc`, with or without a server part), user ids (`@a:b`), event types and
/// transaction ids may hold characters that mean something in a URL (`!`, `:`, `/`, `#`, `?`,
/// `%`), so every byte outside the unreserved set `A–Z a–z 0–9 - . _ ~` is encoded.
enum PathSegment {
    /// `/a/b/c` from segments, each encoded: `path("rooms", roomID, "join")`.
    static func path(_ segments: String...) -> String {
        segments.map { "/" + encode($0) }.joined()
    }

    /// `text` with every byte but the unreserved ones percent-encoded (UTF-8, upper-case hex).
    static func encode(_ text: String) -> String {
        var encoded = ""
        encoded.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += percentEncoded(byte)
            }
        }
        return encoded
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    static func percentEncoded(_ byte: UInt8) -> String {
        "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0x0F)])
    }

    private static let hexDigits = Array("0123456789ABCDEF")
}
