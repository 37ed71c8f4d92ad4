import TrackerCore

/// Routes an action to the handler of its feature.
enum Handlers {
    static func handle(_ action: Action, in context: inout Context) throws -> Response {
        do {
            return try route(action, in: &context)
        } catch let choice as NameChoice {
            // A name that means several items changes nothing: the user picks one.
            return Response(choice.reply(for: action, context: context))
        }
    }

    private static func route(_ action: Action, in context: inout Context) throws -> Response {
        switch action {
        case .start:
            // In a group, the group's welcome: a member's own welcome shows their settings.
            if context.isGroup { return Response(try GroupHandler(context: context).welcome()) }
            return Response(StartReplies.welcome(context))
        case .help(let topic):
            // A group hears only about what works there, whatever the topic.
            if context.isGroup { return Response(HelpReplies.groupHelp) }
            return Response(HelpReplies.help(topic: topic))
        case .goal(let action): return Response(try GoalHandler(context: context).handle(action))
        case .habit(let action): return Response(try HabitHandler(context: context).handle(action))
        case .todo(.demo): return try TodoHandler(context: context).startDemo()
        case .todo(let action): return Response(try TodoHandler(context: context).handle(action))
        case .routine(let action): return Response(try RoutineHandler(context: context).handle(action))
        case .settings(let action): return Response(try SettingsHandler.handle(action, in: &context))
        case .pause(let action): return Response(try PauseHandler(context: context).handle(action))
        case .view(let action): return Response(try ViewHandler(context: context).handle(action))
        case .data(let action): return try DataHandler(context: context).handle(action)
        case .group(let action): return try GroupHandler(context: context).handle(action)
        case .tip: return Response(TipReplies.tip(try Tips.next(in: context)))
        case .dismiss: return Response(Reply("OK, nothing changed."))
        }
    }
}
