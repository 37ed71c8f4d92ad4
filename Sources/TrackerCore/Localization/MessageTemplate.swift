/// One translated text with named placeholders: `Added {title} for {date}.`
///
/// A placeholder is `{` + a name of ASCII letters, digits, `_` or `.` + `}`; any other brace
/// is text. Filling never fails: an argument the text does not use is ignored, and a
/// placeholder without an argument stays as written, so a mistake shows instead of trapping.
/// The catalog tests make sure neither happens in a shipped catalog.
public struct MessageTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    let parts: [Part]

    /// Reads `source`, finding its placeholders.
    public init(_ source: String) {
        var parts: [Part] = []
        var text = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                case let name = rest[afterOpen..<close], !name.isEmpty, name.allSatisfy(Self.isNameCharacter)
            {
                if !text.isEmpty { parts.append(.text(text)) }
                text = ""
                parts.append(.placeholder(String(name)))
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[afterOpen...]
            }
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The names of the placeholders the text uses.
    public var placeholders: Set<String> {
        Set(
            parts.compactMap {
                if case .placeholder(let name) = $0 { return name }
                return nil
            })
    }

    /// The text with each placeholder replaced by its argument.
    public func filled(_ arguments: [String: String]) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .placeholder(let name): result += arguments[name] ?? "{\(name)}"
            }
        }
        return result
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII
            && (character.isLetter || character.isNumber || character == "_" || character == ".")
    }
}
