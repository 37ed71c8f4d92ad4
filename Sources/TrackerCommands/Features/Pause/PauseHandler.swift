import TrackerCore
import TrackerStore

/// Applies pauses and resumes. A pause freezes every habit and mutes reminders; its days
/// stay on record so they keep bridging runs after it ends.
struct PauseHandler {
    let context: Context

    private var pauses: any PauseStore { context.tx.pauses }

    private var localizer: Localizer { Localizer(context.language) }

    func handle(_ action: PauseAction) throws -> Reply {
        switch action {
        case .pause(let start, let end):
            let existing = try pauses.all(of: context.userID)
            // A new pause replaces whatever was planned from its first day on.
            try pauses.apply(PauseRules.changes(endingPausesBefore: start, in: existing))
            var pause = Pause(userID: context.userID, startsOn: start, endsOn: end)
            try pauses.insert(&pause)
            return PauseReplies.paused(pause, today: context.today, localizer)
        case .resume:
            let existing = try pauses.all(of: context.userID)
            let current = existing.first { $0.covers(context.today) }
            let planned = PauseRules.currentOrNext(in: existing, today: context.today)
            try pauses.apply(PauseRules.changes(endingPausesBefore: context.today, in: existing))
            if current != nil { return PauseReplies.resumed(localizer) }
            if let planned { return PauseReplies.cancelled(planned, today: context.today, localizer) }
            return PauseReplies.notPaused(localizer)
        }
    }
}
