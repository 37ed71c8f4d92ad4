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
    }

    /// A run of text in one style.
    public struct Span: Sendable, Hashable, Codable {
        public var text: String
        public var style: Style
        /// The platform's id of the user a ``Style/mention`` names; `nil` for other styles.
        public var userID: String?

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
            style == next.style && style != .mention
        }
    }

    public private(set) var spans: [Span]

    public init(spans: [Span] = []) { self.spans = spans }

    public init(stringLiteral value: String) { spans = value.isEmpty ? [] : [Span(value)] }

    public init(stringInterpolation: Interpolation) { spans = stringInterpolation.spans }

    /// The visible text without styles; a mention shows the name alone.
    public var plain: String { spans.map(\.text).joined() }

    public var description: String { plain }

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

    /// Appends plain text.
    public mutating func append(_ text: String, _ style: Style = .plain) {
        append(Span(text, style))
    }

    public static func + (lhs: RichText, rhs: RichText) -> RichText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Joins texts with a separator.
    public static func joined(_ parts: [RichText], separator: String = "\n") -> RichText {
        var result = RichText()
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append(separator) }
            result.append(part)
        }
        return result
    }

    public struct Interpolation: StringInterpolationProtocol {
        var spans: [Span] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func add(_ text: String, _ style: Style) {
            RichText.append(Span(text, style), to: &spans)
        }

        public mutating func appendLiteral(_ literal: String) { add(literal, .plain) }
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            add(value.description, .plain)
        }
        public mutating func appendInterpolation(_ text: RichText) {
            for span in text.spans { RichText.append(span, to: &spans) }
        }
        /// A mention of the user with platform id `userID`, shown as `name`.
        public mutating func appendInterpolation(mention name: some CustomStringConvertible, userID: String) {
            RichText.append(.mention(name.description, userID: userID), to: &spans)
        }
        public mutating func appendInterpolation(bold value: some CustomStringConvertible) {
            add(value.description, .bold)
        }
        public mutating func appendInterpolation(italic value: some CustomStringConvertible) {
            add(value.description, .italic)
        }
        public mutating func appendInterpolation(code value: some CustomStringConvertible) {
            add(value.description, .code)
        }
        public mutating func appendInterpolation(strike value: some CustomStringConvertible) {
            add(value.description, .strike)
        }
    }
}
