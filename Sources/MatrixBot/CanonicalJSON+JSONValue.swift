import HTTPClient
import MatrixCrypto

extension CanonicalJSON {
    /// `value` as canonical JSON; `nil` when it holds a number with a fraction, which signed
    /// Matrix JSON never has.
    init?(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .integer(number)
        case .double(let number):
            guard let integer = Int64(exactly: number) else { return nil }
            self = .integer(integer)
        case .string(let text): self = .string(text)
        case .array(let values):
            var items: [CanonicalJSON] = []
            for item in values {
                guard let converted = CanonicalJSON(item) else { return nil }
                items.append(converted)
            }
            self = .array(items)
        case .object(let members):
            var converted: [String: CanonicalJSON] = [:]
            for (key, member) in members {
                guard let value = CanonicalJSON(member) else { return nil }
                converted[key] = value
            }
            self = .object(converted)
        }
    }
}

extension JSONValue {
    /// `value` as a request body or content.
    init(_ value: CanonicalJSON) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let number): self = .int(number)
        case .string(let text): self = .string(text)
        case .array(let values): self = .array(values.map { JSONValue($0) })
        case .object(let members): self = .object(members.mapValues { JSONValue($0) })
        }
    }
}
