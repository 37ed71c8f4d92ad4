extension Localizer {
    /// The message `key` as wording written in the code would be: a `/command` in the
    /// translation becomes a command span, and each argument keeps its own styles, so that
    /// what a user typed stays plain text that every renderer escapes.
    public func rich(_ key: MessageKey, _ arguments: [String: RichText] = [:]) -> RichText {
        guard case .text(let template)? = entry(key) else {
            return RichText(verbatim: text(key, arguments.mapValues(\.plain)))
        }
        var result = RichText()
        for part in template.parts {
            switch part {
            case .text(let wording): result.append(RichText(stringLiteral: wording))
            case .placeholder(let name): result.append(arguments[name] ?? RichText(verbatim: "{\(name)}"))
            }
        }
        return result
    }
}
