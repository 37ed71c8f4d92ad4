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
        /// In days: the best of the habits counted in days.
        var bestStreak: Int
        /// In weeks: the best of the weekly targets; 0 without any.
        var bestWeekStreak: Int = 0
        /// The user's local day of their first message.
        var memberSince: LocalDate
    }

    /// ", and 4 weeks of a weekly target": streaks in weeks are never added to days.
    private static func weeks(_ streak: Int) -> String {
        streak > 0 ? ", and \(Format.count(streak, "week")) of a weekly target" : ""
    }

    static func profile(_ user: User, stats: Stats, context: Context) -> Reply {
        Reply(
            """
            👋 Hi \(bold: user.displayName)! Here is where you stand.

            🎯 Goals: \(stats.currentGoals) current, \(stats.completedGoals) completed
            🌱 Habits: \(stats.activeHabits) active, \(stats.finishedHabits) finished
            🔁 Routines: \(stats.routines)
            📝 Open to-dos: \(stats.openTodos)
            🔥 Best streak ever: \(Format.days(stats.bestStreak))\(weeks(stats.bestWeekStreak))
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
