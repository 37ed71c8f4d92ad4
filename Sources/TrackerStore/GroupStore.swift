import Foundation
import TrackerCore

/// The group chats the bot is in: their settings, their challenges and members, who agreed
/// to be mentioned, and the names members show there.
///
/// Every lookup by chat reaches that chat's rows only: a challenge id from another group
/// finds nothing. Deleting a user removes their memberships; their challenges stay.
public protocol GroupStore {
    /// The group's settings, or `nil` before anyone used a group command there.
    func group(_ chat: ChatAddress) throws -> GroupChat?

    /// The group's settings, stored with defaults at `now` on first use.
    func findOrCreateGroup(_ chat: ChatAddress, now: Date) throws -> GroupChat

    /// Saves every setting of a stored group, found by its chat.
    /// - Throws: the engine's error when the group is not stored.
    func update(_ group: GroupChat) throws

    /// Records whether the user may be mentioned in the group, which must be stored.
    func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress) throws

    /// The group's running challenge, if any (at most one runs at a time).
    func running(in chat: ChatAddress) throws -> Challenge?

    /// The group's most recently ended challenge, if any.
    func lastEnded(in chat: ChatAddress) throws -> Challenge?

    /// The challenge with `id` in this group, running or ended; `nil` when the group has none
    /// of that id.
    func challenge(_ id: Int64, in chat: ChatAddress) throws -> Challenge?

    /// Stores a new challenge and sets its `id` to the one assigned.
    func insert(_ challenge: inout Challenge) throws

    /// Saves every field of a stored challenge, found by its `id`.
    /// - Throws: the engine's error when no challenge has that `id`.
    func update(_ challenge: Challenge) throws

    /// The user's membership of the challenge, if they are in it.
    func member(_ userID: Int64, of challenge: Challenge) throws -> ChallengeMember?

    /// Stores a new membership.
    /// - Throws: the engine's error when the user is in the challenge already.
    func insert(_ member: ChallengeMember) throws

    /// Removes the user from the challenge; their habit stays theirs.
    func removeMember(_ userID: Int64, fromChallenge challengeID: Int64) throws

    /// Records that the user with platform id `externalID`, if there is one, shows as `name`
    /// in the group; an empty name is no name.
    func recordMemberName(_ name: String, of externalID: String, in chat: ChatAddress) throws

    /// The name the user shows in the group, their own name where the group showed none;
    /// `nil` when no user has that id.
    func memberName(of userID: Int64, in chat: ChatAddress) throws -> String?

    /// The names the challenge's members show in its group (their own name where the group
    /// showed none), in the order they joined.
    func memberNames(of challenge: Challenge) throws -> [String]

    /// The members' standings at `instant`, each evaluated on the member's own local day
    /// with their pauses, in the order they joined. With `lastDay`, each is judged as of that
    /// day (the group's day a summary names, an ended challenge's last): a member whose own
    /// day has turned past it on that day, with check-ins after it left out, one whose day
    /// has not reached it on their own.
    func standings(of challenge: Challenge, at instant: Date, through lastDay: LocalDate?) throws
        -> [MemberStanding]

    /// What the board's picture shows of each member over `days`, by user id: their
    /// check-ins since joining across runs, their pauses and their local day at `instant`.
    func histories(of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date) throws
        -> [Int64: MemberHistory]

    /// The language the group's admin chose; `nil` when none was chosen or the group has no
    /// settings yet.
    func language(of chat: ChatAddress) throws -> Language?

    /// Keeps `language` as the group's; `nil` takes the choice back. The group's settings are
    /// created if it had none.
    func chooseLanguage(_ language: Language?, for chat: ChatAddress, now: Date) throws

    /// Whether any member of `challenge` allows the group to mention them (see
    /// ``setMentions(_:userID:in:)``); what the last call needs to exist.
    func hasMentionableMembers(of challenge: Challenge) throws -> Bool

    /// Forgets the name the user `externalID` of `chat`'s platform showed in `chat`: they left.
    func forgetMemberName(of externalID: String, in chat: ChatAddress) throws
}
