import TrackerCore

/// The user's own data as a whole: its export, and forgetting it.
enum DataFeature: Feature {
    static let commands = DataCommands.all
    static let topics = [HelpTopic.data]
    static let buttons: (any FeatureButton.Type)? = DataButton.self

    static func handle(_ action: DataAction, in context: inout Context) throws -> Response {
        try DataHandler(context: context).handle(action)
    }
}
