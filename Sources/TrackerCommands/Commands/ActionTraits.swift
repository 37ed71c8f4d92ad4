import TrackerCore

/// What the dispatcher checks and refreshes around an action, typed or pressed.
///
/// Each feature declares these for its own action type (a ``FeatureAction``) beside its
/// commands, with switches that name every case: a new action does not compile until its
/// feature has said where it is accepted and whether it moves scheduled messages.
protocol ActionTraits {
    /// The chats where the action is accepted; elsewhere the sender gets a pointer to the
    /// right chat (``GroupPrivacy``).
    var place: ChatPlace { get }
    /// Whether applying it can move, add or remove one of the user's reminders, so that
    /// the schedule must be refreshed in the same transaction. What a reminder says is
    /// decided when it fires, so edits of names or check-ins need no refresh.
    var changesReminders: Bool { get }
    /// Whether applying it in a group can move, add or remove the group's scheduled
    /// messages (its summary and last call).
    var changesGroupSchedule: Bool { get }
    /// Whether it may depend on the sender being a group admin, so that adapters ask the
    /// platform before the event's transaction (``GroupPermissions``).
    var needsAdminStatus: Bool { get }
}

extension ActionTraits {
    var changesGroupSchedule: Bool { false }
    var needsAdminStatus: Bool { false }
}
