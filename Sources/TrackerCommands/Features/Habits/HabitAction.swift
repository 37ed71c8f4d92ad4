import TrackerCore

/// What a `/habit` or `/check` command or a habit's button asks for.
public enum HabitAction: Sendable, Hashable {
    /// A new habit; `length` is in the schedule's ``HabitSchedule/unit``.
    case add(name: String, length: Int, schedule: HabitSchedule = .daily)
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    /// The habit's card: its schedule, where the run stands, recent check-ins and notes.
    case show(ItemRef)
    /// The habit's last 12 months, day by day, as a heatmap.
    case history(ItemRef)
    /// `nil`: the only habit, or ask which one. `amount` is what a measurable habit adds
    /// (1 when not given); `note` is the text below the command.
    case check(ItemRef?, amount: Int? = nil, note: String? = nil)
    /// A reminder's ✅: checks the habit in while `day` is still today, and once that day is
    /// over says so rather than checking in the next one.
    case checkOn(ItemRef, day: LocalDate)
    /// Takes back the last amount checked in today. `amount` is the one the user typed
    /// after the minus, which must be 1 or that last amount; `nil` from a button.
    case undo(ItemRef, amount: Int? = nil)
    /// Starts a broken or finished run over; asks first when the run is going well.
    case reset(ItemRef)
    /// Starts the run over, whatever its state: the answer to reset's question.
    case confirmReset(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
    case editName(ItemRef, String)
    /// New days or weekly target.
    case editFrequency(ItemRef, HabitFrequency)
    /// A new unit and daily target; `nil` makes the habit a plain check-in again. A target
    /// without a unit keeps the habit's unit.
    case editTarget(ItemRef, HabitTarget?)
    /// A new program length; in the habit's own unit when `unit` is `nil`.
    case editLength(ItemRef, Int, unit: HabitUnit?)
}

/// A daily target as typed in `/habit edit <n> target`: `8 glasses`, or just `8`.
public struct HabitTarget: Sendable, Hashable {
    /// The amount that makes a day count.
    public var amount: Int
    /// What is counted; `nil` keeps the habit's unit.
    public var unit: String?

    /// A target of `amount`, in `unit` when given.
    public init(amount: Int, unit: String?) {
        self.amount = amount
        self.unit = unit
    }
}

extension HabitAction: FeatureAction {
    typealias Owner = HabitFeature

    func button(forItem id: Int64) -> ButtonKind? {
        switch self {
        case .check(_, nil, nil): .habit(.check(id))
        case .undo(_, nil): .habit(.undo(id))
        case .reset: .habit(.reset(id))
        case .delete: .habit(.delete(id))
        default: nil
        }
    }
}

extension Action {
    /// A habit's action: what ``HabitAction`` asks for.
    public static func habit(_ action: HabitAction) -> Action { Action(action) }
}
