/// A platform the bot talks on (Telegram, Matrix, the console), known by its short tag.
///
/// Each platform's module declares its own (`Platform.telegram` beside the Telegram adapter),
/// so the core names none. It is stored and encoded as its plain tag, the text every chat,
/// user and message of the platform was always stored with.
public struct Platform: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The short tag stored with the platform's chats, users and messages: `telegram`.
    public let tag: String

    /// The platform tagged `tag`.
    public init(_ tag: String) {
        self.tag = tag
    }

    /// The platform tagged with the literal, as fixtures and tests write it.
    public init(stringLiteral tag: String) {
        self.tag = tag
    }

    /// Reads the plain tag.
    public init(from decoder: any Decoder) throws {
        tag = try decoder.singleValueContainer().decode(String.self)
    }

    /// Writes the plain tag.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }

    /// The tag, as logs and keys show it.
    public var description: String { tag }
}
