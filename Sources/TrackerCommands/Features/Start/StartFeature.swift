import TrackerCore

/// The welcome, the help pages and the date forms' page.
enum StartFeature: Feature {
    static let commands = StartCommands.all
    static let topics = [HelpTopic.dates]
    static let buttons: (any FeatureButton.Type)? = StartButton.self

    static func handle(_ action: StartAction, in context: inout Context) throws -> Response {
        switch action {
        case .start:
            // In a group, the group's welcome: a member's own welcome shows their settings.
            if context.isGroup { return Response(try GroupHandler(context: context).welcome()) }
            return Response(StartReplies.welcome(context))
        case .help(let topic):
            // A group hears only about what works there, whatever the topic.
            if context.isGroup { return Response(HelpReplies.groupHelp(Localizer(context.language))) }
            return Response(HelpReplies.help(topic: topic, Localizer(context.language)))
        case .dismiss:
            return Response(Reply(Localizer(context.language).rich(.startDismissed)))
        }
    }
}
