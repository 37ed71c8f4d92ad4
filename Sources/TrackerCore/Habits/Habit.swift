import Foundation

/// A strict N-day habit program: one check-in per local day, and a missed day breaks the run.
public struct Habit: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var userID: Int64
    public var name: String
    /// Program length in days (1–365).
    public var length: Int
    /// Counts resets: check-ins belong to the run they were made in.
    public var run: Int
    /// The local day the current run started (the habit was added or last reset).
    public var runStartedOn: LocalDate
    /// The local day the current run reached its last day.
    public var completedOn: LocalDate?
    public var createdAt: Date

    public static let defaultLength = 21
    public static let lengthRange = 1...365

    public init(
        id: Int64? = nil, userID: Int64, name: String, length: Int = Habit.defaultLength, run: Int = 1,
        runStartedOn: LocalDate, completedOn: LocalDate? = nil, createdAt: Date
    ) {
        self.id = id
        self.userID = userID
        self.name = name
        self.length = length
        self.run = run
        self.runStartedOn = runStartedOn
        self.completedOn = completedOn
        self.createdAt = createdAt
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
