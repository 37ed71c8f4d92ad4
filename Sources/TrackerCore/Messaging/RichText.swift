/// Text with simple inline styles, independent of any platform's markup.
///
/// Write it with string interpolation; every interpolated value is user-safe plain text
/// unless a style is named:
///
/// ```swift
/// let text: RichText = "Goal \(bold: goal.title) added, due \(italic: "friday")."
/// ```
///
/// Platform adapters render it: Telegram as escaped HTML, the console as plain text.
public struct RichText: Sendable, Hashable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// How a span is shown.
    public enum Style: String, Sendable, Hashable, Codable {
        case plain, bold, italic, code, strike
    }

    /// A run of text in one style.
    public struct Span: Sendable, Hashable, Codable {
        public var text: String
        public var style: Style

        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    public private(set) var spans: [Span]

    public init(spans: [Span] = []) { self.spans = spans }

    public init(stringLiteral value: String) { spans = value.isEmpty ? [] : [Span(value)] }

    public init(stringInterpolation: Interpolation) { spans = stringInterpolation.spans }

    /// The text without styles.
    public var plain: String { spans.map(\.text).joined() }

    public var description: String { plain }

    public var isEmpty: Bool { spans.allSatisfy { $0.text.isEmpty } }

    /// Appends `other` after this text.
    public mutating func append(_ other: RichText) {
        for span in other.spans { append(span) }
    }

    /// Appends a span, merging it with the last one when the style matches.
    public mutating func append(_ span: Span) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.style == span.style {
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
            guard !text.isEmpty else { return }
            if let last = spans.last, last.style == style {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text, style))
            }
        }

        public mutating func appendLiteral(_ literal: String) { add(literal, .plain) }
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            add(value.description, .plain)
        }
        public mutating func appendInterpolation(_ text: RichText) {
            for span in text.spans { add(span.text, span.style) }
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
