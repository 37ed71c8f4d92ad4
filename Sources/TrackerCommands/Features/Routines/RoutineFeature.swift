import TrackerCore

/// Routines: checklists of steps on some days at a time.
enum RoutineFeature: Feature {
    static let commands = RoutineCommands.all
    static let topics = [HelpTopic.routines]
    static let buttons: (any FeatureButton.Type)? = RoutineButton.self

    static func handle(_ action: RoutineAction, in context: inout Context) throws -> Response {
        Response(try RoutineHandler(context: context).handle(action))
    }
}
