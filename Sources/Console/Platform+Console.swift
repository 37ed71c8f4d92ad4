import TrackerCore

extension Platform {
    /// The terminal console: its chats and users are tagged `console`.
    public static let console = Platform("console")
}
