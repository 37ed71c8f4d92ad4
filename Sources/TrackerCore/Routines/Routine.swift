import Foundation

/// A fixed sequence of small steps done on chosen days at a chosen time, such as a morning
/// routine. Each step is ticked off per local day, so the checklist starts fresh every day.
public struct Routine: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the routine is stored.
    public var id: Int64?
    /// The owner's ``User/id``.
    public var userID: Int64
    /// The routine's name, as typed.
    public var title: String
    /// The days the routine is due on; never empty.
    public var days: WeekdaySet
    /// The local time the routine is meant to start.
    public var time: TimeOfDay
    /// When the routine was added.
    public var createdAt: Date

    /// A routine with the given fields; `id` is `nil` for one not stored yet.
    public init(
        id: Int64? = nil, userID: Int64, title: String, days: WeekdaySet, time: TimeOfDay, createdAt: Date
    ) {
        self.id = id
        self.userID = userID
        self.title = title
        self.days = days
        self.time = time
        self.createdAt = createdAt
    }

    /// Whether the routine is due on `date`.
    public func isDue(on date: LocalDate) -> Bool {
        days.contains(date.weekday)
    }
}

/// One step of a routine.
public struct RoutineStep: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the step is stored.
    public var id: Int64?
    /// The routine's ``Routine/id``.
    public var routineID: Int64
    /// 1-based order within the routine.
    public var position: Int
    /// The step, as typed.
    public var title: String

    /// A step at `position` of routine `routineID`; `id` is `nil` for one not stored yet.
    public init(id: Int64? = nil, routineID: Int64, position: Int, title: String) {
        self.id = id
        self.routineID = routineID
        self.position = position
        self.title = title
    }
}
