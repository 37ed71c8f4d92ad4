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

    static func profile(_ user: User, stats: Stats, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        // Streaks in weeks are never added to days: ", and 4 weeks of a weekly target".
        var streak = localizer.days(stats.bestStreak)
        if stats.bestWeekStreak > 0 { streak += localizer.count(.viewAndWeeklyTarget, stats.bestWeekStreak) }
        let since =
            localizer.language == .english
            ? Format.fullDate(stats.memberSince) : localizer.fullDate(stats.memberSince)
        var words = [
            "current": stats.currentGoals, "completed": stats.completedGoals, "active": stats.activeHabits,
            "finished": stats.finishedHabits, "routines": stats.routines, "todos": stats.openTodos,
        ].mapValues { RichText(verbatim: localizer.digits($0)) }
        words["name"] = "\(bold: user.displayName)"
        words["streak"] = RichText(verbatim: streak)
        words["since"] = RichText(verbatim: since)
        return Reply(
            localizer.rich(.viewProfile, words),
            buttons: [
                [
                    context.button(localizer.text(.viewTodayButton), .view(.today)),
                    context.button(localizer.text(.viewProgressButton), .view(.progress)),
                ]
            ])
    }
}
