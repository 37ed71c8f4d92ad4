import TrackerCore

/// The welcome in a private chat.
enum StartReplies {
    static func welcome(_ context: Context) -> Reply {
        let localizer = Localizer(context.language)
        return Reply(
            localizer.rich(
                .startWelcome,
                [
                    "name": RichText(verbatim: context.user.displayName),
                    "timeZone": "\(bold: context.user.timeZone)",
                ]),
            buttons: [
                [
                    context.button(localizer.text(.startGoalsButton), .goal(.list)),
                    context.button(localizer.text(.startHabitsButton), .habit(.list)),
                    context.button(localizer.text(.startTodosButton), .todo(.list)),
                ]
            ])
    }
}
