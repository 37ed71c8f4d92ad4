import Foundation
import TrackerCore

/// The two reminders a user switches on and off: `remind` is the daily nudge
/// (``TrackerCore/User/remindAt``), `warn` the evening warning (``TrackerCore/User/warnAt``).
public enum SwitchableReminder: String, Sendable {
    /// The daily nudge and the evening warning.
    case remind, warn
}

/// The users: their settings, the history of their week start, and the reminder times they
/// switched off.
public protocol UserStore {
    /// The user with `id`, or `nil` when there is none (they were forgotten).
    func find(_ id: Int64) throws -> User?

    /// The user with this platform identity, stored with defaults at `now` on first contact
    /// and named `displayName`.
    /// - Parameter renaming: whether an existing user's name becomes `displayName`; `false`
    ///   for a name that is not the user's own (the one they show in a group).
    func findOrCreate(
        platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date
    ) throws -> User

    /// The latest local day the user checked in for or a reminder of theirs fired for, or
    /// `nil` before either: the user's day never goes back before it after a move west or an
    /// earlier day boundary, so a day already judged and told is not reopened.
    func latestLocalDay(of user: User) throws -> LocalDate?

    /// The sender of an event: ``findOrCreate(platform:externalID:displayName:renaming:now:)``,
    /// then ``languages(of:reporting:)`` and ``latestLocalDay(of:)`` of that user, which a
    /// store whose every statement is a round trip reads at once. The default makes the three
    /// calls.
    func sender(
        platform: Platform, externalID: String, displayName: String, renaming: Bool, now: Date,
        reporting reportedCode: String?
    ) throws -> SenderState

    /// Reads the senders of a batch's events at once, so that ``sender(platform:externalID:displayName:renaming:now:reporting:)``
    /// finds each one's first without a statement of its own, and with them what their
    /// events most often read next (a store may hold their habits, each habit's
    /// ``CheckInBasis`` and the lists they were last shown). A hint for a store whose every
    /// statement is a round trip: whatever it holds, each read gives what a read alone would,
    /// the batch's earlier changes included. The default does nothing.
    func readAhead(senders: [(platform: Platform, externalID: String)]) throws

    /// Saves every field of a stored user, found by their `id`.
    /// - Throws: the engine's error when no user has that `id`.
    func update(_ user: User) throws

    /// The user's week start over time, the current one (the user's `weekStart`) last.
    func weekStarts(of user: User) throws -> RuleTimeline<Weekday>

    /// Stores `weekStarts`' earlier entries, replacing those stored before; its current value
    /// is the user's `weekStart`, which the caller saves with ``update(_:)``.
    func saveWeekStarts(_ weekStarts: RuleTimeline<Weekday>, of user: User) throws

    /// Everything stored about `user`, read inside this transaction so that the parts agree:
    /// each list in the order ``UserData`` documents.
    func export(_ user: User) throws -> UserData

    /// The ids of the outbox entries about `user`, on every chat: what files named after an
    /// entry's id belong to.
    func outboxIDs(of user: User) throws -> [Int64]

    /// Deletes the user and everything that belongs to them: goals and checkpoints, habits
    /// and check-ins, to-dos, routines, their steps and completions, pauses, remembered
    /// lists, challenge memberships, mention opt-ins and the names they showed in groups
    /// (challenges they started stay, without their name), the outbox entries about them on
    /// every chat, and which chat is their private one. In every group where they took part,
    /// the bot's delivered and dead-lettered messages go, and so do the group-wide ones still
    /// waiting; other members' pending replies stay. Ids are never reused, so the same person
    /// coming back later is a new user.
    func erase(_ user: User) throws

    /// Counts one more tip shown to the user.
    /// - Returns: how many tips they had been shown before this one.
    func recordTipShown(userID: Int64) throws -> Int

    /// Keeps `time` as the one to restore when the user switches `reminder` on again,
    /// replacing one kept before.
    func keepReminderTime(_ time: TimeOfDay, of reminder: SwitchableReminder, userID: Int64) throws

    /// The time kept for `reminder`, left in place; `nil` when none was kept.
    func keptReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay?

    /// The time kept for `reminder`, removed as it is taken; `nil` when none was kept.
    func takeReminderTime(of reminder: SwitchableReminder, userID: Int64) throws -> TimeOfDay?

    /// The user's languages, after keeping `reportedCode` as their platform's code when the
    /// platform sent one (Telegram does with every message; Matrix never does). A code longer
    /// than a language tag is not kept.
    func languages(of userID: Int64, reporting reportedCode: String?) throws -> UserLanguages

    /// Keeps `language` as the user's choice; `nil` follows the platform's language again.
    func chooseLanguage(_ language: Language?, for userID: Int64) throws

    /// The user `externalID` of `platform`; `nil` when there is none.
    func find(platform: Platform, externalID: String) throws -> User?

    /// Changes the name of the user `externalID` of `platform`, if there is one, to
    /// `displayName`; an empty name changes nothing.
    func rename(platform: Platform, externalID: String, to displayName: String) throws
}
