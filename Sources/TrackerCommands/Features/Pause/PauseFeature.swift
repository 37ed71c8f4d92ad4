import TrackerCore

/// Pausing every habit and reminder for some days.
enum PauseFeature: Feature {
    static let commands = PauseCommands.all

    static func handle(_ action: PauseAction, in context: inout Context) throws -> Response {
        Response(try PauseHandler(context: context).handle(action))
    }
}
