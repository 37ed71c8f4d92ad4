/// A stretch of local days the user declared as a break: habits neither break nor count
/// on them, and reminders stay quiet.
///
/// Pauses are kept after they end, because past paused days must keep bridging a habit's
/// run whenever it is evaluated again.
public struct Pause: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the pause is stored.
    public var id: Int64?
    /// The owner's ``User/id``.
    public var userID: Int64
    /// First paused day.
    public var startsOn: LocalDate
    /// Last paused day, inclusive; never before ``startsOn``.
    public var endsOn: LocalDate

    /// A pause from `startsOn` to `endsOn`, both included.
    public init(id: Int64? = nil, userID: Int64, startsOn: LocalDate, endsOn: LocalDate) {
        self.id = id
        self.userID = userID
        self.startsOn = startsOn
        self.endsOn = endsOn
    }

    /// Whether `date` is one of the paused days.
    public func covers(_ date: LocalDate) -> Bool {
        startsOn <= date && date <= endsOn
    }

    /// Number of paused days.
    public var length: Int { startsOn.days(until: endsOn) + 1 }
}
