import Foundation

/// Reads a `.env` file: `KEY=value` lines, as shells and Docker write them.
///
/// `export KEY=value` works; `#` starts a comment at the start of a line or, in an unquoted
/// value, after a space; single quotes keep the value literally, double quotes allow `\n`,
/// `\"` and `\\`. Quotes are removed. Malformed lines are reported, not guessed at.
///
/// Lines may end in `\n` or `\r\n` (a file saved on Windows). Total: no input traps.
public enum EnvironmentFile {
    /// A line that could not be read.
    public struct Problem: Error, CustomStringConvertible {
        /// The 1-based line number.
        public let line: Int
        /// What is wrong with the line.
        public let reason: String
        /// `line N: reason`.
        public var description: String { "line \(line): \(reason)" }
    }

    /// The variables `text` sets, later lines winning.
    /// - Throws: ``Problem`` for the first malformed line.
    public static func parse(_ text: String) throws(Problem) -> [String: String] {
        var values: [String: String] = [:]
        // Swift reads "\r\n" as one character, so it is a line end of its own here.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (index, rawLine) in lines.enumerated() {
            var line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line = line.dropFirst("export ".count).drop { $0 == " " } }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(line: index + 1, reason: "expected KEY=value")
            }
            let key = line[..<equals].trimmingCharacters(in: " \t")
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw Problem(line: index + 1, reason: "“\(key)” is not a variable name")
            }
            values[key] = try value(line[line.index(after: equals)...], line: index + 1)
        }
        return values
    }

    private static func value(_ raw: Substring, line: Int) throws(Problem) -> String {
        let text = raw.drop { $0 == " " || $0 == "\t" }
        guard let quote = text.first, quote == "\"" || quote == "'" else {
            // Unquoted: a comment starts at " #".
            var value = String(text)
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            return value.trimmingCharacters(in: " \t")
        }
        var result = ""
        var escaped = false
        for character in text.dropFirst() {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" && quote == "\"" {
                escaped = true
            } else if character == quote {
                return result
            } else {
                result.append(character)
            }
        }
        throw Problem(line: line, reason: "the closing \(quote) is missing")
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }

    fileprivate func range(of needle: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
