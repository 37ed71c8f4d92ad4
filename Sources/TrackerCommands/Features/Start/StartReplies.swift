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

    /// For a chat the bot cannot read, such as an end-to-end encrypted Matrix room.
    static let unreadableChat = Reply(
        """
        🔒 This room is end-to-end encrypted, and I can't read encrypted messages. \
        Talk to me in a direct chat or a room without encryption.
        """)
}
