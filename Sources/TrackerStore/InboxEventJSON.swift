import Foundation
import TrackerCore

/// The JSON an ``InboxEntry`` keeps of its event, the same in every store: what `JSONEncoder` writes for a
/// ``PlatformEvent``, and what `JSONDecoder` reads back.
///
/// Every command and button press is admitted through here, so their events are written by
/// hand, in the shape `Codable` gives them, at a fraction of `JSONEncoder`'s cost on Linux;
/// the rarer events go through `JSONEncoder`.
public enum InboxEventJSON {
    /// The event as JSON.
    public static func encode(_ event: PlatformEvent) throws -> String {
        guard case .incoming(let incoming) = event else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            return String(decoding: try encoder.encode(event), as: UTF8.self)
        }
        var json = #"{"incoming":{"_0":{"key":"#
        json.reserveCapacity(256)
        append(incoming.key, to: &json)
        json += #","chat":{"platform":"#
        append(incoming.chat.platform.tag, to: &json)
        json += #","id":"#
        append(incoming.chat.id, to: &json)
        json += #"},"isGroup":"#
        json += incoming.isGroup ? "true" : "false"
        json += #","isGroupFromRecord":"#
        json += incoming.isGroupFromRecord ? "true" : "false"
        json += #","sender":{"id":"#
        append(incoming.sender.id, to: &json)
        json += #","displayName":"#
        append(incoming.sender.displayName, to: &json)
        json += #"},"kind":"#
        switch incoming.kind {
        case .text(let text):
            json += #"{"text":{"_0":"#
            append(text, to: &json)
            json += "}}"
        case .button(let data, let messageID, let callbackID):
            json += #"{"button":{"data":"#
            append(data, to: &json)
            if let messageID {
                json += #","messageID":"#
                append(messageID, to: &json)
            }
            if let callbackID {
                json += #","callbackID":"#
                append(callbackID, to: &json)
            }
            json += "}}"
        case .choice, .reaction, .reactionRemoved:
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            json += String(decoding: try encoder.encode(incoming.kind), as: UTF8.self)
        }
        if let senderIsAdmin = incoming.senderIsAdmin {
            json += #","senderIsAdmin":"#
            json += senderIsAdmin ? "true" : "false"
        }
        if let messageID = incoming.messageID {
            json += #","messageID":"#
            append(messageID, to: &json)
        }
        json += "}}}"
        return json
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else as it is.
    private static func append(_ text: String, to json: inout String) {
        json += "\""
        var plain = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            json += text[plain..<index]
            switch byte {
            case UInt8(ascii: "\""): json += #"\""#
            case UInt8(ascii: "\\"): json += #"\\"#
            case UInt8(ascii: "\n"): json += #"\n"#
            case UInt8(ascii: "\r"): json += #"\r"#
            case UInt8(ascii: "\t"): json += #"\t"#
            default:
                let hex = String(byte, radix: 16)
                json += #"\u00"# + (hex.count == 1 ? "0" + hex : hex)
            }
            plain = text.utf8.index(after: index)
        }
        json += text[plain...]
        json += "\""
    }
}
