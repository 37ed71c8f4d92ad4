/// Byte scans of a flat JSON object, instead of decoding it.
enum JSONScan {
    /// The index where the value of the top-level `key` starts.
    ///
    /// Tracks nesting and strings, so a `text` inside `reply_markup` is not mistaken for the
    /// message's own.
    static func valueStart(of key: StaticString, in json: Bytes) -> Int? {
        let name = Bytes(start: key.utf8Start, count: key.utf8CodeUnitCount)
        var depth = 0
        var index = 0
        while index < json.count {
            switch json[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while index < json.count, json[index] != UInt8(ascii: "\"") {
                    index += json[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                // At depth 1 a string followed by a colon is a key.
                if depth == 1, index - start == name.count,
                    Bytes(rebasing: json[start..<index]).elementsEqual(name)
                {
                    var value = index + 1
                    while value < json.count, json[value] == UInt8(ascii: " ") { value += 1 }
                    guard value < json.count, json[value] == UInt8(ascii: ":") else { break }
                    value += 1
                    while value < json.count, json[value] == UInt8(ascii: " ") { value += 1 }
                    return value
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The top-level `key`'s value when it is an integer.
    static func integer(of key: StaticString, in json: Bytes) -> Int64? {
        guard var index = valueStart(of: key, in: json), index < json.count else { return nil }
        let negative = json[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: Int64 = 0
        var digits = 0
        while index < json.count, json[index] >= UInt8(ascii: "0"), json[index] <= UInt8(ascii: "9") {
            value = value &* 10 &+ Int64(json[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }
}
