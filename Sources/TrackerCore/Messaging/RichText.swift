/// Text with simple inline styles, independent of any platform's markup.
///
/// Write it with string interpolation; every interpolated value is user-safe plain text
/// unless a style is named:
///
/// ```swift
/// let text: RichText = "Goal \(bold: goal.title) added, due \(italic: "friday")."
/// ```
///
/// A mention names a user so that the platform notifies them: `"\(mention: name, userID: id)"`
/// with the platform's user id. Only mention people who agreed to be called by name.
///
/// Platform adapters render it: Telegram as escaped HTML, the console as plain text.
public struct RichText: Sendable, Hashable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// How a span is shown.
    public enum Style: String, Sendable, Hashable, Codable {
        case plain, bold, italic, code, strike
        /// A user's name that notifies them; the span's ``Span/userID`` says who.
        case mention
        /// A command the bot understands, written `/name`; each platform shows it with its
        /// own prefix (`!name` on Matrix, where clients keep `/` for themselves).
        case command
    }

    /// A run of text in one style.
    public struct Span: Sendable, Hashable, Codable {
        /// The text, shown as is (escaped by each renderer).
        public var text: String
        /// How the text is shown.
        public var style: Style
        /// The platform's id of the user a ``Style/mention`` names; `nil` for other styles.
        public var userID: String?

        /// A run of `text` in `style`.
        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }

        /// A mention of the user with platform id `userID`, shown as `name`.
        public static func mention(_ name: String, userID: String) -> Span {
            var span = Span(name, .mention)
            span.userID = userID
            return span
        }

        /// This span's style and user with other text, for a piece cut out of it.
        public func with(text: String) -> Span {
            var copy = self
            copy.text = text
            return copy
        }

        /// Whether `next` can join this span as one: same style, and neither names a user
        /// (two mentions side by side stay two people).
        func canMerge(_ next: Span) -> Bool {
            style == next.style && style != .mention && style != .command
        }
    }

    /// The runs of text in order; neighbours of one style are merged.
    public private(set) var spans: [Span]

    /// Text of the given spans.
    public init(spans: [Span] = []) { self.spans = spans }

    /// Wording written in the code: `/name` in it becomes a ``Style/command`` span.
    public init(stringLiteral value: String) { spans = Self.wording(value) }

    /// `text` exactly as it is, such as what a user typed: nothing in it becomes a command.
    public init(verbatim text: String) { spans = text.isEmpty ? [] : [Span(text)] }

    /// Text built from an interpolated literal.
    public init(stringInterpolation: Interpolation) { spans = stringInterpolation.spans }

    /// The visible text without styles; a mention shows the name alone.
    public var plain: String { spans.map(\.text).joined() }

    /// The visible text without styles.
    public var description: String { plain }

    /// Whether the text shows nothing.
    public var isEmpty: Bool { spans.allSatisfy { $0.text.isEmpty } }

    /// Appends `other` after this text.
    public mutating func append(_ other: RichText) {
        for span in other.spans { append(span) }
    }

    /// Appends a span, merging it with the last one when the style matches (mentions are
    /// never merged).
    public mutating func append(_ span: Span) {
        Self.append(span, to: &spans)
    }

    private static func append(_ span: Span, to spans: inout [Span]) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.canMerge(span) {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }

    /// Appends `text` in `style` exactly as it is; wording with commands in it is appended as
    /// a ``RichText`` literal instead.
    public mutating func append(_ text: String, _ style: Style) {
        append(Span(text, style))
    }

    /// Splits wording written in the code into plain spans and ``Style/command`` spans: a `/`
    /// that starts a word, followed by lowercase letters, names a command.
    static func wording(_ text: String) -> [Span] {
        var spans: [Span] = []
        // Most wording names no command; telling so from the bytes skips reading characters.
        guard text.utf8.contains(UInt8(ascii: "/")) else {
            append(Span(text), to: &spans)
            return spans
        }
        var plainStart = text.startIndex
        var index = text.startIndex
        // Only the slashes are looked at as characters: reading every character of the
        // wording (grapheme breaking) cost more than the rest of a reply.
        while let slash = text.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            index = text.utf8.index(after: slash)
            guard text[slash] == "/",
                text[..<slash].last.map({ $0.isWhitespace || "(“\"".contains($0) }) ?? true
            else { continue }
            let nameEnd = text[index...].firstIndex { !("a"..."z").contains($0) } ?? text.endIndex
            guard nameEnd > index else { continue }
            append(Span(String(text[plainStart..<slash])), to: &spans)
            append(Span(String(text[slash..<nameEnd]), .command), to: &spans)
            plainStart = nameEnd
            index = nameEnd
        }
        append(Span(String(text[plainStart...])), to: &spans)
        return spans
    }

    /// `lhs` followed by `rhs`, neighbouring spans of one style merged.
    public static func + (lhs: RichText, rhs: RichText) -> RichText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Joins texts with a separator.
    public static func joined(_ parts: [RichText], separator: String = "\n") -> RichText {
        var result = RichText()
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(separator, .plain) }
            result.append(part)
        }
        return result
    }

    /// Builds ``RichText`` from an interpolated literal.
    public struct Interpolation: StringInterpolationProtocol {
        var spans: [Span] = []

        /// An empty builder; the capacity hints are not needed.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func add(_ text: String, _ style: Style) {
            RichText.append(Span(text, style), to: &spans)
        }

        /// Adds a literal part, where `/name` becomes a command.
        public mutating func appendLiteral(_ literal: String) {
            for span in RichText.wording(literal) { RichText.append(span, to: &spans) }
        }
        /// Adds `value`'s description as plain text, never read as a command.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            add(value.description, .plain)
        }
        /// Adds `text` with its styles.
        public mutating func appendInterpolation(_ text: RichText) {
            for span in text.spans { RichText.append(span, to: &spans) }
        }
        /// A mention of the user with platform id `userID`, shown as `name`.
        public mutating func appendInterpolation(mention name: some CustomStringConvertible, userID: String) {
            RichText.append(.mention(name.description, userID: userID), to: &spans)
        }
        /// Adds `value`'s description in bold.
        public mutating func appendInterpolation(bold value: some CustomStringConvertible) {
            add(value.description, .bold)
        }
        /// Adds `value`'s description in italics.
        public mutating func appendInterpolation(italic value: some CustomStringConvertible) {
            add(value.description, .italic)
        }
        /// Adds `value`'s description as code.
        public mutating func appendInterpolation(code value: some CustomStringConvertible) {
            add(value.description, .code)
        }
        /// Adds `value`'s description struck through.
        public mutating func appendInterpolation(strike value: some CustomStringConvertible) {
            add(value.description, .strike)
        }
    }
}
