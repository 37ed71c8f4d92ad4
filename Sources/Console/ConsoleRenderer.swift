import TrackerCore

/// Renders replies for a terminal: ANSI styles on a TTY, plain text otherwise (so piped
/// transcripts stay readable), mentions as `@name`, and buttons as lettered choices.
public struct ConsoleRenderer: Sendable {
    /// Whether styles are drawn with ANSI escapes; when not, text is plain.
    public var usesANSI: Bool

    /// A renderer that draws styles with ANSI escapes when `usesANSI` holds.
    public init(usesANSI: Bool) { self.usesANSI = usesANSI }

    /// `text` as terminal text: mentions as `@name`, styles as ANSI escapes when enabled.
    public func render(_ text: RichText) -> String {
        text.spans.map { span in
            let visible = span.style == .mention ? "@" + span.text : span.text
            guard usesANSI else { return visible }
            let code: String?
            switch span.style {
            case .plain, .code, .command: code = nil
            case .bold, .mention: code = "1"
            case .italic: code = "3"
            case .strike: code = "9"
            }
            return code.map { "\u{1B}[\($0)m\(visible)\u{1B}[0m" } ?? visible
        }.joined()
    }

    /// `[a] Check in   [b] Reset`, one line per button row, lettered across rows by
    /// ``ChoiceKey``; buttons past the last letter are listed without one.
    public func render(buttons: [[Button]]) -> String {
        var index = 0
        return buttons.map { row in
            row.map { button in
                defer { index += 1 }
                return ChoiceKey.letter(at: index).map { "[\($0)] \(button.label)" } ?? "[ ] \(button.label)"
            }.joined(separator: "   ")
        }.joined(separator: "\n")
    }
}
