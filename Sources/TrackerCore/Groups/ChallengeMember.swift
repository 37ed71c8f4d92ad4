import Foundation

/// A user taking part in a challenge, through a personal habit of the challenge's name.
///
/// The habit carries every check-in, wherever it is made (in the group, in the private chat
/// or from a reminder), so the challenge follows the habit's rules unchanged.
public struct ChallengeMember: Sendable, Hashable, Codable {
    /// The challenge's ``Challenge/id``.
    public var challengeID: Int64
    /// The member's ``User/id``.
    public var userID: Int64
    /// The member's personal habit that counts for the challenge.
    public var habitID: Int64
    /// The member's local day they joined: check-ins of the habit before it do not count
    /// towards the challenge's totals.
    public var joinedOn: LocalDate
    /// When the member joined.
    public var joinedAt: Date

    /// A membership with the given fields.
    public init(challengeID: Int64, userID: Int64, habitID: Int64, joinedOn: LocalDate, joinedAt: Date) {
        self.challengeID = challengeID
        self.userID = userID
        self.habitID = habitID
        self.joinedOn = joinedOn
        self.joinedAt = joinedAt
    }
}
