/// A message's `msgtype`. Any string decodes, so a new type from another client is kept
/// rather than failing the message.
public struct MessageType: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral {
    /// The spec's string, such as `m.text`.
    public var rawValue: String

    /// Any string, so values this code does not know are kept.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The value spelled `value`.
    public init(stringLiteral value: String) { rawValue = value }

    // Codable comes from RawRepresentable: the value is its string.

    /// What people type.
    public static let text: MessageType = "m.text"
    /// What bots send: clients show it less loudly, and bots must never answer one, which
    /// keeps two bots from talking to each other forever.
    public static let notice: MessageType = "m.notice"
    /// An action, shown as "* name does something".
    public static let emote: MessageType = "m.emote"
    /// A picture from the media repository (``FileContent``).
    public static let image: MessageType = "m.image"
    /// A file from the media repository (``FileContent``).
    public static let file: MessageType = "m.file"
}
