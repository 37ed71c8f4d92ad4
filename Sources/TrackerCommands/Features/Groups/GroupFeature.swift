import TrackerCore

/// Group chats: their challenge, board, settings and members' mentions.
enum GroupFeature: Feature {
    static let commands = GroupCommands.all
    static let topics = [HelpTopic.groups]
    static let buttons: (any FeatureButton.Type)? = GroupButton.self

    static func handle(_ action: GroupAction, in context: inout Context) throws -> Response {
        try GroupHandler(context: context).handle(action)
    }
}
