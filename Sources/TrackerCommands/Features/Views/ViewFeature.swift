import TrackerCore

/// Views over everything a user has: today, the profile, history, calendars, progress.
enum ViewFeature: Feature {
    static let commands = ViewCommands.all
    static let topics = [HelpTopic.views]
    static let buttons: (any FeatureButton.Type)? = ViewButton.self

    static func handle(_ action: ViewAction, in context: inout Context) throws -> Response {
        Response(try ViewHandler(context: context).handle(action))
    }
}
