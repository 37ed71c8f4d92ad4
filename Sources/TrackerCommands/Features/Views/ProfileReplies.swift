import TrackerCore

/// What `/me` says.
enum ProfileReplies {
    struct Stats {
        var currentGoals: Int
        var completedGoals: Int
        var activeHabits: Int
        var finishedHabits: Int
        var openTodos: Int
        var routines: Int
        var bestStreak: Int
        /// The user's local day of their first message.
        var memberSince: LocalDate
    }

    static func profile(_ user: User, stats: Stats, context: Context) -> Reply {
        Reply(
            """
            👋 Hi \(bold: user.displayName)! Here is where you stand.

            🎯 Goals: \(stats.currentGoals) current, \(stats.completedGoals) completed
            🌱 Habits: \(stats.activeHabits) active, \(stats.finishedHabits) finished
            🔁 Routines: \(stats.routines)
            📝 Open to-dos: \(stats.openTodos)
            🔥 Best streak ever: \(Format.days(stats.bestStreak))
            📅 Member since \(Format.fullDate(stats.memberSince))
            """,
            buttons: [
                [
                    context.button("📅 Today", .view(.today)),
                    context.button("📈 Progress", .view(.progress)),
                ]
            ])
    }
}
