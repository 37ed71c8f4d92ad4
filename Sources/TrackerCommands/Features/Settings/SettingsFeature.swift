import TrackerCore

/// A user's settings: time zone, day start, reminders, week start.
enum SettingsFeature: Feature {
    static let commands = SettingsCommands.all
    static let topics = [HelpTopic.settings]

    static func handle(_ action: SettingsAction, in context: inout Context) throws -> Response {
        Response(try SettingsHandler.handle(action, in: &context))
    }
}
