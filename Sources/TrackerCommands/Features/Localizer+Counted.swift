import TrackerCore

extension Localizer {
    /// The counted message `key` in the plural form `count` takes, with `/commands` in it as
    /// command spans and each argument keeping its own styles, as ``rich(_:_:)`` does for
    /// uncounted messages.
    func rich(_ key: MessageKey, count: Int, _ arguments: [String: RichText]) -> RichText {
        // The form is chosen and filled as plain text with a marker for each argument:
        // control characters occur neither in a catalog nor in cleaned user text.
        let names = arguments.keys.sorted()
        var markers: [String: String] = [:]
        for (index, name) in names.enumerated() { markers[name] = "\u{1}\(index)\u{2}" }
        var rest = Substring(self.count(key, count, markers))
        var result = RichText()
        while let open = rest.firstIndex(of: "\u{1}"), let close = rest[open...].firstIndex(of: "\u{2}") {
            result.append(RichText(stringLiteral: String(rest[..<open])))
            if let index = Int(rest[rest.index(after: open)..<close]), names.indices.contains(index) {
                result.append(arguments[names[index]] ?? RichText())
            }
            rest = rest[rest.index(after: close)...]
        }
        result.append(RichText(stringLiteral: String(rest)))
        return result
    }
}
