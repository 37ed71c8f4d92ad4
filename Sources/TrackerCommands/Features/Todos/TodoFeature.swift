import TrackerCore

/// To-dos, and the demo service's sample ones.
enum TodoFeature: Feature {
    static let commands = TodoCommands.all
    static let topics = [HelpTopic.todos]
    static let buttons: (any FeatureButton.Type)? = TodoButton.self

    static func handle(_ action: TodoAction, in context: inout Context) throws -> Response {
        // The demo fetches its samples beside the loop: a job that answers later.
        if action == .demo { return try TodoHandler(context: context).startDemo() }
        return Response(try TodoHandler(context: context).handle(action))
    }
}
