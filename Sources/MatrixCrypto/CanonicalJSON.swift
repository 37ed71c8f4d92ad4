import Foundation

/// A JSON value as Matrix signs it: the client-server spec's "Canonical JSON" (appendix,
/// "Signing JSON"): object keys sorted by Unicode code point, no insignificant whitespace,
/// UTF-8, integers only, and only the escapes JSON requires.
public indirect enum CanonicalJSON: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer; canonical JSON has no fractions or exponents.
    case integer(Int64)
    /// A string.
    case string(String)
    /// An array.
    case array([CanonicalJSON])
    /// An object; encoding sorts its keys.
    case object([String: CanonicalJSON])

    /// The canonical encoding's bytes.
    public var encoded: Data { Data(text.utf8) }

    /// The canonical encoding.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    /// The member `key` of an object, or `nil`.
    public subscript(key: String) -> CanonicalJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The value without the members signing leaves out: `signatures` and `unsigned`.
    public var withoutSignatures: CanonicalJSON {
        guard case .object(var members) = self else { return self }
        members["signatures"] = nil
        members["unsigned"] = nil
        return .object(members)
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .integer(let value): output += String(value)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            let keys = members.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            for (index, key) in keys.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                members[key]?.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension CanonicalJSON: Encodable {
    /// Encodes the value as ordinary JSON, so that it can be part of a request body.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let members): try container.encode(members)
        }
    }
}

extension CanonicalJSON: Decodable {
    /// Decodes any JSON; a number with a fraction is refused, an integral one like `1e10` or
    /// `-0` becomes its integer, as canonical JSON requires.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            guard value.rounded() == value, let integer = Int64(exactly: value) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Canonical JSON has integers only")
            }
            self = .integer(integer)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([CanonicalJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: CanonicalJSON].self))
        }
    }
}
