import GRDB
import SQLiteStore
import TrackerCore

/// Applies pauses and resumes. A pause freezes every habit and mutes reminders; its days
/// stay on record so they keep bridging runs after it ends.
struct PauseHandler {
    let context: Context

    private var db: Database { context.db }

    func handle(_ action: PauseAction) throws -> Reply {
        switch action {
        case .pause(let start, let end):
            let pauses = try Pause.all(of: context.userID, in: db)
            // A new pause replaces whatever was planned from its first day on.
            try Pause.apply(PauseRules.changes(endingPausesBefore: start, in: pauses), in: db)
            var pause = Pause(userID: context.userID, startsOn: start, endsOn: end)
            try pause.insert(db)
            return PauseReplies.paused(pause, today: context.today)
        case .resume:
            let pauses = try Pause.all(of: context.userID, in: db)
            let current = pauses.first { $0.covers(context.today) }
            let planned = PauseRules.currentOrNext(in: pauses, today: context.today)
            try Pause.apply(PauseRules.changes(endingPausesBefore: context.today, in: pauses), in: db)
            if current != nil { return PauseReplies.resumed }
            if let planned { return PauseReplies.cancelled(planned, today: context.today) }
            return PauseReplies.notPaused
        }
    }
}
