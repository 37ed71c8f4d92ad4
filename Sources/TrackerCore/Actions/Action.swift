/// Refers to an item the way the user did: by its number in their last list, or (from a
/// button) by its stored id.
public enum ItemRef: Sendable, Hashable {
    /// 1-based position in the user's last shown list of that kind.
    case position(Int)
    /// A stored id, carried by buttons; never typed by users.
    case id(Int64)
}

/// One thing a user asked the bot to do, parsed from a command or a button press.
public enum Action: Sendable, Hashable {
    case start
    case help(topic: String?)
    case goal(GoalAction)
    case habit(HabitAction)
    case todo(TodoAction)
    case settings(SettingsAction)
    /// A button that only dismisses a question (e.g. "Keep it" under a delete confirmation).
    case dismiss
}

public enum GoalAction: Sendable, Hashable {
    case add(title: String, deadline: LocalDate?, why: String?)
    case list
    case show(ItemRef)
    case editTitle(ItemRef, String)
    case editDeadline(ItemRef, LocalDate?)
    case editWhy(ItemRef, String?)
    case complete(ItemRef)
    case reopen(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
    case addStep(ItemRef, String)
    case tick(ItemRef, step: Int)
}

public enum HabitAction: Sendable, Hashable {
    case add(name: String, length: Int)
    case list
    /// `nil`: the only habit, or ask which one.
    case check(HabitSelector?)
    case reset(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
}

/// How `/check` names a habit.
public enum HabitSelector: Sendable, Hashable {
    case ref(ItemRef)
    case name(String)
}

public enum TodoAction: Sendable, Hashable {
    /// One to-do per entry (each line of a multi-line message).
    case add([String])
    case list
    case done(ItemRef)
    case undo(ItemRef)
    case delete(ItemRef)
    /// Removes every done to-do.
    case clearDone
}

public enum SettingsAction: Sendable, Hashable {
    case timeZone(ResolvedZone)
    case dayStart(hour: Int)
}
