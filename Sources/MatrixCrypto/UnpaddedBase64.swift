import Foundation

/// Unpadded base64 as Matrix encodes keys, signatures and ciphertexts (client-server spec,
/// "Unpadded Base64"). Decoding also accepts padded input, as the spec asks.
public enum UnpaddedBase64 {
    /// `bytes` in standard base64 without trailing `=`.
    public static func encode<Bytes: DataProtocol>(_ bytes: Bytes) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.last == "=" { text.removeLast() }
        return text
    }

    /// The bytes `text` encodes, padded or not.
    ///
    /// - Throws: ``DecodeError/invalidBase64`` for characters outside the alphabet or a
    ///   length no base64 text has.
    public static func decode(_ text: String) throws(DecodeError) -> Data {
        var padded = text
        while padded.last == "=" { padded.removeLast() }
        switch padded.utf8.count % 4 {
        case 1: throw .invalidBase64
        case 2: padded += "=="
        case 3: padded += "="
        default: break
        }
        guard let data = Data(base64Encoded: padded) else { throw .invalidBase64 }
        return data
    }
}
