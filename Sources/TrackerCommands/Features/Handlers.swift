import TrackerCore

/// Routes an action to the handler of its feature.
enum Handlers {
    static func handle(_ action: Action, in context: inout Context) throws -> Reply {
        switch action {
        case .start: return StartReplies.welcome(context)
        case .help(let topic): return StartReplies.help(topic: topic)
        case .goal(let action): return try GoalHandler(context: context).handle(action)
        case .habit(let action): return try HabitHandler(context: context).handle(action)
        case .todo(let action): return try TodoHandler(context: context).handle(action)
        case .settings(let action): return try SettingsHandler.handle(action, in: &context)
        case .dismiss: return Reply("OK, nothing changed.")
        }
    }
}
