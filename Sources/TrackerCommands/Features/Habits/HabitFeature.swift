import TrackerCore

/// Habits of every kind: daily, on some days, weekly targets, measured amounts; their check-ins and runs.
enum HabitFeature: Feature {
    static let commands = HabitCommands.all
    static let topics = [HelpTopic.habits]
    static let buttons: (any FeatureButton.Type)? = HabitButton.self

    static func handle(_ action: HabitAction, in context: inout Context) throws -> Response {
        Response(try HabitHandler(context: context).handle(action))
    }
}
