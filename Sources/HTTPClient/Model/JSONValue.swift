import Foundation

/// Any JSON value, kept as parsed, for the platform clients built on this one.
///
/// Request parameters are built from it; a response whose parts may not all decode (a batch
/// of Telegram updates, a Matrix event's `content`) is first read as these, so that each part
/// decodes on its own and typed views are read only when asked (see ``decode(_:)``).
public enum JSONValue: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
    ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    case null
    case bool(Bool)
    /// Integers stay exact: chat ids, timestamps and power levels are integers up to 2^53.
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value spelled `value`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A JSON integer.
    public init(integerLiteral value: Int64) { self = .int(value) }
    /// A JSON boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A JSON array of `elements`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A JSON object of the pairs; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The JSON form of any encodable value, such as a message's content or a keyboard.
    public init(encoding value: some Encodable) throws {
        let data = try JSONEncoder().encode(value)
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Decodes any JSON: integers that fit `Int64` stay integers, other numbers become doubles.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object; `nil` for other values or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The value as a string, when it is one.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The value as an integer, when it is one.
    public var intValue: Int64? {
        guard case .int(let value) = self else { return nil }
        return value
    }

    /// The value as a Boolean, when it is one.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The members, when the value is an object.
    public var objectValue: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// Reads this value as `type`, for instance an event's content as a ``MessageContent``.
    ///
    /// - Throws: `DecodingError` when the value does not have that shape.
    public func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: try JSONEncoder().encode(self))
    }
}
