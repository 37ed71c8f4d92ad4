import Foundation

/// A habit program: by default a strict N-day program with one check-in per local day, where
/// a missed day breaks the run; its ``schedule`` may instead ask for chosen weekdays, a
/// number of days a week, or an amount a day.
public struct Habit: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the habit is stored.
    public var id: Int64?
    /// The owner's ``User/id``.
    public var userID: Int64
    /// The habit's name, as typed.
    public var name: String
    /// Program length in the schedule's ``HabitSchedule/unit``: days (1–365) for a daily
    /// habit, weeks (1–52) for chosen weekdays or a weekly target.
    public var length: Int
    /// Counts resets: check-ins belong to the run they were made in.
    public var run: Int
    /// The local day the current run started (the habit was added or last reset).
    public var runStartedOn: LocalDate
    /// The local day the current run reached its last day.
    public var completedOn: LocalDate?
    /// When the habit was added.
    public var createdAt: Date
    /// When the habit is due and what makes a day count; ``HabitSchedule/daily`` unless the
    /// user asked for something else.
    public var schedule: HabitSchedule

    /// The length of a new daily program, in days.
    public static let defaultLength = 21
    /// The lengths a daily program may have, in days.
    public static let lengthRange = 1...365

    /// A habit with the given fields; `id` is `nil` for one not stored yet.
    public init(
        id: Int64? = nil, userID: Int64, name: String, length: Int = Habit.defaultLength, run: Int = 1,
        runStartedOn: LocalDate, completedOn: LocalDate? = nil, createdAt: Date,
        schedule: HabitSchedule = .daily
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.length = length
        self.run = run
        self.runStartedOn = runStartedOn
        self.completedOn = completedOn
        self.createdAt = createdAt
        self.schedule = schedule
    }

    /// This habit with a new run starting on `day`: what a reset, or rejoining a challenge
    /// after a break, does. Check-ins of earlier runs stay with those runs.
    public func restarted(on day: LocalDate) -> Habit {
        var habit = self
        habit.run += 1
        habit.runStartedOn = day
        habit.completedOn = nil
        return habit
    }
}
