import TrackerCore

/// The welcome and the help pages.
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

    /// The commands that work in a group, for both kinds of help.
    private static let groupCommands: RichText = """
        /challenge <habit> [for <N> days] — start the group's challenge (21 days unless you say otherwise); you join it
        /challenge — day k of N and who checked in today; /challenge end — its starter or an admin
        /join, /leave — take part or stop; /join after a missed day starts your run over
        /check — check in, in the group or in private; a reminder's ✅ counts too
        /board — the leaderboard: streak, then check-ins; after a challenge ends, its final board
        /nudgeme on|off — be @-mentioned an hour before the day ends while your check-in is open
        /group — the group's settings; admins: \(Usage.groupTime), \(Usage.groupTimeZone)
        """

    /// `/help` in a group: only what works there. Personal commands stay in the private chat.
    static let groupHelp = Reply(
        """
        \(bold: "What I can do in this group")
        \(groupCommands)
        Goals, habits, to-dos and settings are private: send /help to me in a private chat.
        """)

    static func help(topic: String?) -> Reply {
        switch topic?.trimmingPrefix("/") {
        case nil:
            return Reply(
                """
                \(bold: "What I can do")
                🎯 Goals: /goals, /goal add, /goal <n> — /help goals
                🌱 Habits: /habits, /habit add, /check — /help habits
                📝 To-dos: /todos, /todo add — /help todos
                🔁 Routines: /routines, /routine add, /routine <n> — /help routines
                📅 Views: /today, /me, /progress, /calendar, /history — /help views
                ⚙️ Settings: /settings, /timezone, /remind, /pause — /help settings
                📦 Your data: /export, /forget — /help data
                👥 Groups: /challenge, /join, /board — /help groups
                💡 /tip — a habit-building tip
                🗓 Dates I understand — /help dates

                Numbers like <n> are the ones in your last list.
                """)
        case "goal", "goals":
            return Reply(
                """
                \(bold: "Goals")
                \(Usage.goalAdd)
                /goals — your open goals by deadline
                \(Usage.goalShow) — a goal's card
                \(Usage.goalEdit) — none removes the deadline or the why
                \(Usage.goalStep) — add a checkpoint
                \(Usage.goalTick) — tick checkpoint k
                \(Usage.goalDone), \(Usage.goalReopen), \(Usage.goalDelete)
                A goal is reached when all its checkpoints are ticked.
                """)
        case "habit", "habits", "check":
            return Reply(
                """
                \(bold: "Habits")
                \(Usage.habitAdd) — 21 days unless you say otherwise
                /habits — day k of N, streak, checked today or not
                \(Usage.check) — one check-in per day
                \(Usage.habitReset), \(Usage.habitDelete)
                Strict rules: a day without a check-in breaks the run, and it starts over after a reset.
                """)
        case "todo", "todos":
            return Reply(
                """
                \(bold: "To-dos")
                \(Usage.todoAdd)
                /todos — open first, then done
                \(Usage.todoDone), \(Usage.todoUndo), \(Usage.todoDelete)
                /todo clear — remove the done ones
                /todo demo — import a few sample to-dos to try things out; /todo demo clear removes them
                """)
        case "routine", "routines":
            return Reply(
                """
                \(bold: "Routines")
                \(Usage.routineAdd)
                Days: mon,wed,fri, weekdays, weekends or daily. Each line below the command is a step \
                (in the console, end each line but the last with \\).
                /routines — your routines with days and time
                \(Usage.routineShow) — today's checklist; press a step to tick it
                \(Usage.routineEdit) (steps: one per line)
                \(Usage.routineDelete)
                /tip — a habit-building tip
                """)
        case "view", "views", "today", "me", "history", "calendar", "progress":
            return Reply(
                """
                \(bold: "Views")
                /today — habits to check, routine steps, open to-dos, goals due within 7 days
                /me — your counts, best streak and member-since date
                /progress — a bar for each open goal and active habit
                \(Usage.calendar) — what happened each day
                \(Usage.history) — completed goals, newest first, optionally searched
                Long lists come in pages of 10 with « Prev and Next » buttons.
                """)
        case "settings", "timezone", "daystart", "remind", "warn", "pause", "resume", "weekstart":
            return Reply(
                """
                \(bold: "Settings")
                /settings — all of them at once
                \(Usage.timeZone)
                \(Usage.dayStart) — with 3, a check-in at 01:30 counts for the day before
                \(Usage.remind) — a daily nudge (09:00 unless you change it)
                \(Usage.warn) — a warning before a run breaks (21:00 unless you change it)
                \(Usage.pause) — freezes every habit and mutes reminders; it starts today or later
                /resume — end the pause; today counts again
                \(Usage.weekStart) — the first column of /calendar
                """)
        case "data", "export", "forget", "privacy":
            return Reply(
                """
                \(bold: "Your data")
                /export — everything as one JSON file plus a CSV file per kind, in a private folder
                /forget — delete everything I know about you, after you confirm
                """)
        case "group", "groups", "challenge", "join", "board", "nudgeme":
            return Reply(
                """
                \(bold: "Groups")
                Add me to a group and keep each other on track:
                \(groupCommands)
                Each member's day follows their own /timezone. Nothing else of yours appears in a group.
                """)
        case "date", "dates":
            return Reply(
                """
                \(bold: "Dates")
                2026-12-31, 31.12.2026, dec 31, 31 december, today, tomorrow, friday (the coming one), \
                next friday (next week's), in 3 days, in 3 weeks, in 2 months, end of month, end of year
                """)
        case let other?:
            return Reply(
                "There is no help on “\(InputText.clipped(other))”. Topics: goals, habits, todos, routines, views, settings, data, groups, dates."
            )
        }
    }
}
