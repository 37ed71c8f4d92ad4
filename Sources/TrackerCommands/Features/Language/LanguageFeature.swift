import TrackerCore

/// The language the bot speaks: a user's own, or a group's.
enum LanguageFeature: Feature {
    static let commands = LanguageCommands.all
    static let buttons: (any FeatureButton.Type)? = LanguageButton.self

    static func handle(_ action: LanguageAction, in context: inout Context) throws -> Response {
        Response(try LanguageHandler(context: context).handle(action))
    }
}
