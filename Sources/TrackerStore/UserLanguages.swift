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

    /// The platform code to store after the platform reported `reportedCode`, or `nil` when
    /// there is nothing to write. The same report comes with every message, so it is written
    /// only when it changed; a tag is short, and anything longer is no language.
    public func codeToKeep(reporting reportedCode: String?) -> String? {
        guard let reportedCode, (1...35).contains(reportedCode.count), reportedCode != platformCode else {
            return nil
        }
        return reportedCode
    }
}
