import Foundation
import TrackerCore

/// The outbox's storage form of an ``Outgoing``: a compact binary encoding, the same in every
/// store.
///
/// Every command writes one and every delivery reads one back, so this is on the hot path of
/// the bot; a hand-written encoding costs a small fraction of `JSONEncoder`/`JSONDecoder`.
/// The first byte is a format version. Rows written before it existed hold JSON, which
/// starts with `{`, and are still read, so an upgrade never strands pending messages.
///
/// Layout of version 3, in field order: unsigned integers as LEB128 varints, signed ones
/// zigzag-encoded first, strings as a length and UTF-8 bytes, optionals as a 0/1 byte and
/// the value:
/// chat (platform, id); reply? (spans (text, style, userID?)…, rows (buttons (label, data)…)…);
/// delivery (0 send | 1 edit messageID | 2 replace outboxID); callbackAnswer? (callbackID,
/// text?, alert); attachment? (fileName, path); inReplyTo?; the reply's picture? (as JSON,
/// whose form ``Picture``'s Codable keeps); the attachment's language tag, when there is an
/// attachment. Versions 1 (without `inReplyTo`), 2 (without the picture) and 3 (without the
/// attachment's language, which reads as English) are still read.
public enum OutgoingPayload {
    /// The format `encode` writes, its first byte; `decode` reads it and every earlier one.
    public static let version: UInt8 = 4

    struct MalformedPayload: Error, CustomStringConvertible {
        var description: String { "malformed outbox payload" }
    }

    /// The compact form of `outgoing` that the outbox stores, led by the format's version.
    public static func encode(_ outgoing: Outgoing) -> Data {
        var writer = Writer()
        writer.byte(version)
        writer.string(outgoing.chat.platform.tag)
        writer.string(outgoing.chat.id)
        writer.optional(outgoing.reply) { writer, reply in
            writer.count(reply.text.spans.count)
            for span in reply.text.spans {
                writer.string(span.text)
                writer.byte(styleCode(span.style))
                writer.optional(span.userID) { $0.string($1) }
            }
            writer.count(reply.buttons.count)
            for row in reply.buttons {
                writer.count(row.count)
                for button in row {
                    writer.string(button.label)
                    writer.string(button.data)
                }
            }
        }
        switch outgoing.delivery {
        case .send: writer.byte(0)
        case .edit(let messageID):
            writer.byte(1)
            writer.string(messageID)
        case .replace(let outboxID):
            writer.byte(2)
            writer.signed(outboxID)
        }
        writer.optional(outgoing.callbackAnswer) { writer, answer in
            writer.string(answer.callbackID)
            writer.optional(answer.text) { $0.string($1) }
            writer.byte(answer.alert ? 1 : 0)
        }
        writer.optional(outgoing.attachment) { writer, attachment in
            writer.string(attachment.fileName)
            writer.string(attachment.path)
        }
        writer.optional(outgoing.inReplyTo) { $0.string($1) }
        writer.optional(outgoing.reply?.picture.flatMap { try? JSONEncoder().encode($0) }) { writer, json in
            writer.string(String(decoding: json, as: UTF8.self))
        }
        if let attachment = outgoing.attachment { writer.string(attachment.language.rawValue) }
        return Data(writer.bytes)
    }

    /// Decodes a stored payload; any bytes that are not one throw, none trap.
    public static func decode(_ data: Data) throws -> Outgoing {
        if data.first == UInt8(ascii: "{") { return try JSONDecoder().decode(Outgoing.self, from: data) }
        return try data.withUnsafeBytes { buffer in
            var reader = Reader(bytes: buffer)
            let format = try reader.byte()
            guard (1...version).contains(format) else { throw MalformedPayload() }
            let chat = ChatAddress(platform: Platform(try reader.string()), id: try reader.string())
            var reply = try reader.optional { reader -> Reply in
                var spans: [RichText.Span] = []
                for _ in 0..<(try reader.count()) {
                    var span = RichText.Span(try reader.string(), try style(try reader.byte()))
                    span.userID = try reader.optional { try $0.string() }
                    spans.append(span)
                }
                var rows: [[Button]] = []
                for _ in 0..<(try reader.count()) {
                    var row: [Button] = []
                    for _ in 0..<(try reader.count()) {
                        let label = try reader.string()
                        let data = try reader.string()
                        guard data.utf8.count <= Button.maxDataBytes else { throw MalformedPayload() }
                        row.append(Button(label, data: data))
                    }
                    rows.append(row)
                }
                return Reply(RichText(spans: spans), buttons: rows)
            }
            let delivery: Outgoing.Delivery
            switch try reader.byte() {
            case 0: delivery = .send
            case 1: delivery = .edit(messageID: try reader.string())
            case 2: delivery = .replace(outboxID: try reader.signed())
            default: throw MalformedPayload()
            }
            let callbackAnswer = try reader.optional { reader in
                Outgoing.CallbackAnswer(
                    callbackID: try reader.string(), text: try reader.optional { try $0.string() },
                    alert: try reader.byte() != 0)
            }
            var attachment = try reader.optional { reader in
                Attachment(fileName: try reader.string(), path: try reader.string())
            }
            let inReplyTo = format >= 2 ? try reader.optional { try $0.string() } : nil
            let picture = format >= 3 ? try reader.optional { try $0.string() } : nil
            if format >= 4, attachment != nil {
                // A language this version does not speak reads as English, as a reply would.
                attachment?.language = Language(rawValue: try reader.string()) ?? .english
            }
            guard reader.isAtEnd else { throw MalformedPayload() }
            if let picture {
                // A picture this version cannot read is left out: the text says it all.
                reply?.picture = try? JSONDecoder().decode(Picture.self, from: Data(picture.utf8))
            }
            return Outgoing(
                chat: chat, reply: reply, delivery: delivery, callbackAnswer: callbackAnswer,
                attachment: attachment, inReplyTo: inReplyTo)
        }
    }

    /// Stable codes: the enum's order may change, stored payloads may not.
    private static func styleCode(_ style: RichText.Style) -> UInt8 {
        switch style {
        case .plain: 0
        case .bold: 1
        case .italic: 2
        case .code: 3
        case .strike: 4
        case .mention: 5
        case .command: 6
        }
    }

    private static func style(_ code: UInt8) throws -> RichText.Style {
        switch code {
        case 0: .plain
        case 1: .bold
        case 2: .italic
        case 3: .code
        case 4: .strike
        case 5: .mention
        case 6: .command
        default: throw MalformedPayload()
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(256) }

        mutating func byte(_ value: UInt8) { bytes.append(value) }

        mutating func unsigned(_ value: UInt64) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }

        mutating func signed(_ value: Int64) { unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

        mutating func count(_ value: Int) { unsigned(UInt64(value)) }

        mutating func string(_ value: String) {
            var value = value
            value.withUTF8 { utf8 in
                count(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
            guard let value else { return byte(0) }
            byte(1)
            write(&self, value)
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw MalformedPayload() }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func unsigned() throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let next = try byte()
                guard shift < 64 else { throw MalformedPayload() }
                value |= UInt64(next & 0x7F) << shift
                if next < 0x80 { return value }
                shift += 7
            }
        }

        mutating func signed() throws -> Int64 {
            let value = try unsigned()
            return Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
        }

        /// A length or element count; every element takes at least a byte, so a count beyond
        /// the bytes left is corrupt (and never drives a huge loop).
        mutating func count() throws -> Int {
            let value = try unsigned()
            guard value <= UInt64(bytes.count - offset) else { throw MalformedPayload() }
            return Int(value)
        }

        mutating func string() throws -> String {
            let length = try count()
            defer { offset += length }
            return String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        }

        mutating func optional<Value>(_ read: (inout Reader) throws -> Value) throws -> Value? {
            switch try byte() {
            case 0: return nil
            case 1: return try read(&self)
            default: throw MalformedPayload()
            }
        }
    }
}
