/// Breaks a title or caption into lines that fit the picture's width, so long names wrap
/// instead of running off the edge, and very long ones end in "…" instead of making the
/// picture arbitrarily tall.
enum TextWrapping {
    /// The text as at most `maxLines` lines no wider than `width` by `measure`: words wrap at
    /// spaces, a word wider than a line breaks between characters, and text that does not fit
    /// ends its last line with "…". Line breaks and control characters count as spaces (the
    /// font has no glyph for them). Empty or blank text gives no lines.
    static func lines(
        _ text: String, width: Double, maxLines: Int, measure: (String) -> Double
    ) -> [String] {
        let words = text.split { (character: Character) in
            character.isWhitespace
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
        }
        var lines: [String] = []
        var current = ""
        for word in words.map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if measure(candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = word
            while measure(current) > width, current.count > 1 {
                let head = longestPrefix(of: current, fitting: width, measure: measure)
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = ellipsized(kept[maxLines - 1], width: width, measure: measure)
        return kept
    }

    /// The longest non-empty prefix of `text`, in whole characters, that fits `width`.
    private static func longestPrefix(of text: String, fitting width: Double, measure: (String) -> Double)
        -> String
    {
        let characters = Array(text)
        var low = 1
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(String(characters[..<middle])) <= width { low = middle } else { high = middle - 1 }
        }
        return String(characters[..<low])
    }

    /// The line with "…" appended, dropping characters from its end until it fits.
    private static func ellipsized(_ line: String, width: Double, measure: (String) -> Double) -> String {
        var characters = Array(line)
        while !characters.isEmpty, measure(String(characters) + "…") > width {
            characters.removeLast()
        }
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return String(characters) + "…"
    }
}
