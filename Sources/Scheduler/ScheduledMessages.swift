import Foundation
import TrackerCore
import TrackerStore

/// One kind of schedule the scheduler fires (users' reminders, groups' messages): the parts
/// that differ between kinds, which are what is due and what it says. When a row fires and
/// how it moves on is the same for every kind, in ``ScheduleFiring``.
protocol ScheduledMessages: Sendable {
    associatedtype Row: Sendable
    /// Whose rows they are: their due rows fire together, into one chat.
    associatedtype Owner: Hashable
    /// What an owner's messages draw on, read once per owner and pass.
    associatedtype Context

    /// The owners of the `limit` earliest rows due at `now`, one entry per row (an owner
    /// with several appears as often), earliest first.
    func dueOwners(now: Date, limit: Int, in tx: any StoreTransaction) throws -> [Owner]

    /// All of `owner`'s rows due at `now`, in the order their messages are worded.
    func dueRows(of owner: Owner, now: Date, in tx: any StoreTransaction) throws -> [Row]

    /// Reads what `owner`'s messages draw on; `nil` when they have nothing more to be sent
    /// (the user is gone, the challenge ended), and their rows are deleted.
    func context(of owner: Owner, in tx: any StoreTransaction) throws -> Context?

    /// When `row` fires next.
    func timing(of row: Row) -> ScheduleTiming

    /// Moves `row` on to `timing`.
    func move(_ row: Row, to timing: ScheduleTiming, in tx: any StoreTransaction) throws

    /// Deletes `row`: it has nothing more to send.
    func delete(_ row: Row, in tx: any StoreTransaction) throws

    /// The kind of message `row` sends, as `/metrics` counts reminders (`nudge`, `group_…`).
    func kind(of row: Row) -> String

    /// The schedule `row` follows now; `nil` when the row should no longer exist.
    func schedule(of row: Row, in context: Context) -> LocalTimeSchedule?

    /// Whether `row` skips local day `day`: it neither fires nor becomes due.
    func isSkipped(_ day: LocalDate, for row: Row, in context: Context) -> Bool

    /// What the rows that fired say, in the order to send it. Called once per owner and
    /// pass with at least one row, after every due row moved on, in the same transaction;
    /// may change what firing implies (a challenge's last summary ends it).
    func replies(
        to firing: [(row: Row, occurrence: LocalTimeSchedule.Occurrence)], in context: Context, now: Date,
        in tx: any StoreTransaction
    ) throws -> [Reply]

    /// Where the replies go, and the user they are about (for their outbox rows), if one.
    func recipient(in context: Context) -> (chat: ChatAddress, userExternalID: String?)
}
