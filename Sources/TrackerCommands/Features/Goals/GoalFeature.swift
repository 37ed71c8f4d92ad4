import TrackerCore

/// Goals with a deadline, a why and checkpoints.
enum GoalFeature: Feature {
    static let commands = GoalCommands.all
    static let topics = [HelpTopic.goals]
    static let buttons: (any FeatureButton.Type)? = GoalButton.self

    static func handle(_ action: GoalAction, in context: inout Context) throws -> Response {
        Response(try GoalHandler(context: context).handle(action))
    }
}
