import TrackerCore

/// What is stored about a user's language: their choice and what their platform reports.
public struct UserLanguages: Sendable, Hashable {
    /// The language chosen with `/language`; `nil` to follow the platform.
    public var chosen: Language?
    /// The language code the platform last reported for the user (`pt-br`), as it sent it.
    public var platformCode: String?

    /// The languages as stored: a choice, if any, and the platform's last reported code.
    public init(chosen: Language?, platformCode: String?) {
        self.chosen = chosen
        self.platformCode = platformCode
    }

    /// The language to write to the user in (``Language/negotiated(chosen:platformCode:)``).
    public var negotiated: Language { Language.negotiated(chosen: chosen, platformCode: platformCode) }
}
