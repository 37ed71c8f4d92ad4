/// A command shown in the clients' command menu.
public struct BotCommand: Sendable, Hashable, Codable {
    /// 1–32 characters: lowercase letters, digits and underscores, without the slash.
    public var command: String
    /// 1–256 characters.
    public var description: String

    /// A command named `command` (without `/`) described in the menu by `description`.
    public init(_ command: String, description: String) {
        self.command = command
        self.description = description
    }
}
