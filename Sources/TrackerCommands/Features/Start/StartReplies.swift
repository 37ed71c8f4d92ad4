import TrackerCore

/// The welcome in a private chat.
enum StartReplies {
    static func welcome(_ context: Context) -> Reply {
        Reply(
            """
            👋 Hi \(context.user.displayName)! I help you reach goals and keep habits.

            🎯 /goal add Run a marathon by june 1 — a goal with a deadline
            🌱 /habit add Read for 21 days — a strict daily habit; /check to check in
            📝 /todo add Buy milk — a quick to-do

            Your time zone is \(bold: context.user.timeZone); change it with /timezone Berlin.
            Send /help for everything I can do.
            """,
            buttons: [
                [
                    context.button("🎯 Goals", .goal(.list)), context.button("🌱 Habits", .habit(.list)),
                    context.button("📝 To-dos", .todo(.list)),
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
