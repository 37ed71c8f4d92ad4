/// A command shown in the clients' command menu.
public struct BotCommand: Sendable, Hashable, Codable {
    /// 1–32 characters: lowercase letters, digits and underscores, without the slash.
    public var command: String
    /// 1–256 characters.
    public var description: String

    public init(_ command: String, description: String) {
        self.command = command
        self.description = description
    }
}
