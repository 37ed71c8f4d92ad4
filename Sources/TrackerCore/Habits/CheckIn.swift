import Foundation

/// One check-in of a habit, in one of its runs: a day checked in, or one amount of a
/// measurable habit (a day may have several), with an optional note.
public struct CheckIn: Sendable, Hashable, Codable {
    /// The row id; `nil` until stored.
    public var id: Int64?
    /// The ``Habit`` checked in.
    public var habitID: Int64
    /// The habit's ``Habit/run`` when checked in: a reset starts a new run, and the check-ins of
    /// earlier runs stay with those.
    public var run: Int
    /// The user's local day checked in, by their zone and day boundary; not `createdAt`'s UTC day.
    public var date: LocalDate
    /// The amount checked in: 1 for a habit without amounts, otherwise what the user typed.
    public var amount: Int
    /// What the user wrote below the command, if anything.
    public var note: String?
    /// When the check-in was made; the day it counts for is `date`.
    public var createdAt: Date

    /// A check-in of habit `habitID`, run `run`, for local day `date`.
    public init(
        id: Int64? = nil, habitID: Int64, run: Int, date: LocalDate, amount: Int = 1, note: String? = nil,
        createdAt: Date
    ) {
        self.id = id
        self.habitID = habitID
        self.run = run
        self.date = date
        self.amount = amount
        self.note = note
        self.createdAt = createdAt
    }
}
