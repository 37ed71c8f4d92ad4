import TrackerCore

extension Action {
    /// Whether applying this action can move, add or remove one of the user's reminders, so
    /// that the schedule must be refreshed in the same transaction.
    ///
    /// Reminder times, zone and day boundary move reminders; pauses silence days; habits,
    /// goal deadlines and routines decide which reminders exist. What a reminder says is
    /// decided when it fires, so edits of names, steps or check-ins need no refresh.
    var changesReminders: Bool {
        switch self {
        case .settings(let action):
            switch action {
            case .timeZone, .dayStart, .remind, .warn, .remindOn, .warnOn: return true
            case .show, .weekStart: return false
            }
        case .pause: return true
        case .habit(let action):
            switch action {
            case .add, .reset, .confirmReset, .confirmDelete: return true
            case .list, .page, .check, .delete: return false
            }
        case .goal(let action):
            switch action {
            case .add, .editDeadline, .complete, .reopen, .confirmDelete: return true
            case .list, .page, .show, .checkpointsPage, .editTitle, .editWhy, .delete, .addStep, .tick:
                return false
            }
        case .routine(let action):
            switch action {
            case .add, .editDays, .editTime, .confirmDelete: return true
            case .list, .page, .show, .toggle, .editTitle, .editSteps, .delete: return false
            }
        case .data(.confirmForget): return true
        case .group(let action):
            // Joining (or starting, which joins) may add the sender's habit.
            switch action {
            case .startChallenge, .join, .joinFromAnnouncement: return true
            case .challengeStatus, .endChallenge, .leave, .board, .settings, .summaryTime, .timeZone,
                .mentions:
                return false
            }
        case .start, .help, .todo, .view, .data, .tip, .dismiss: return false
        }
    }

    /// Whether applying this action in a group can move, add or remove one of the group's
    /// scheduled messages (its summary and last call), so that the group's schedule must be
    /// refreshed in the same transaction.
    var changesGroupSchedule: Bool {
        guard case .group(let action) = self else { return false }
        switch action {
        case .startChallenge, .endChallenge, .join, .joinFromAnnouncement, .leave, .summaryTime, .timeZone,
            .mentions:
            return true
        case .challengeStatus, .board, .settings: return false
        }
    }
}
