import Foundation
import TrackerCore

/// What the dispatcher reads about the sender of every event before applying it.
public struct SenderState: Sendable {
    /// The sender, stored on first contact.
    public var user: User
    /// Their languages, with what the platform reported kept.
    public var languages: UserLanguages
    /// The latest local day they checked in for (``UserStore/latestLocalDay(of:)``).
    public var latestDay: LocalDate?

    /// The state of `user`.
    public init(user: User, languages: UserLanguages, latestDay: LocalDate?) {
        self.user = user
        self.languages = languages
        self.latestDay = latestDay
    }
}

extension UserStore {
    /// ``findOrCreate(platform:externalID:displayName:renaming:now:)``, then
    /// ``languages(of:reporting:)`` and ``latestLocalDay(of:)`` of that user: the default for
    /// a store whose reads cost little each.
    public func sender(
        platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date,
        reporting reportedCode: String?
    ) throws -> SenderState {
        let user = try findOrCreate(
            platform: platform, externalID: externalID, displayName: displayName, renaming: renaming, now: now
        )
        guard let id = user.id else { throw UnsavedUser() }
        return SenderState(
            user: user, languages: try languages(of: id, reporting: reportedCode),
            latestDay: try latestLocalDay(of: user))
    }

    /// Nothing: for a store whose reads cost little each.
    public func readAhead(senders: [(platform: Platform, externalID: String)]) throws {}
}

/// A user the store handed back without an id.
struct UnsavedUser: Error {}
