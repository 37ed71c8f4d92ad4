import TrackerCore

extension Platform {
    /// Telegram: its chats, users and inbound keys are tagged `telegram`.
    public static let telegram = Platform("telegram")
}
