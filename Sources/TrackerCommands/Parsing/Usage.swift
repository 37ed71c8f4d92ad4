/// The usage line of every command, in one place so errors and `/help` agree.
public enum Usage {
    /// Adding a goal: a title, an optional deadline, and reasons on the lines below.
    public static let goalAdd = "/goal add <title> [by <date>] (next lines: why)"
    /// Showing one goal by its list number.
    public static let goalShow = "/goal <n>"
    /// Changing a goal's title, deadline or reasons.
    public static let goalEdit = "/goal edit <n> title|by|why <value> (by none, why none: remove)"
    /// Marking a goal achieved.
    public static let goalDone = "/goal done <n>"
    /// Reopening an achieved goal.
    public static let goalReopen = "/goal reopen <n>"
    /// Deleting a goal (after a confirmation).
    public static let goalDelete = "/goal delete <n>"
    /// Adding a step to a goal.
    public static let goalStep = "/goal step <n> <text>"
    /// Ticking step `k` of a goal.
    public static let goalTick = "/goal tick <n> <k>"
    /// Starting a habit, for 21 days unless told otherwise.
    public static let habitAdd = "/habit add <name> [for <N> days]"
    /// Checking in a habit for today: by name or list number when there are several.
    public static let check = "/check [<habit name or n>]"
    /// Restarting a habit's run (after a confirmation).
    public static let habitReset = "/habit reset <n>"
    /// Deleting a habit (after a confirmation).
    public static let habitDelete = "/habit delete <n>"
    /// Adding to-dos, one per line.
    public static let todoAdd = "/todo add <text> (one to-do per line)"
    /// Marking a to-do done.
    public static let todoDone = "/todo done <n>"
    /// Marking a done to-do open again.
    public static let todoUndo = "/todo undo <n>"
    /// Deleting a to-do.
    public static let todoDelete = "/todo delete <n>"
    /// Fetching sample to-dos, or removing them again.
    public static let todoDemo = "/todo demo, /todo demo clear"
    /// Adding a routine: its days and time, and steps on the lines below.
    public static let routineAdd = "/routine add <title> on <days> at <HH:MM> (next lines: steps)"
    /// Showing one routine with its steps to tick.
    public static let routineShow = "/routine <n>"
    /// Changing a routine's title, days, time or steps.
    public static let routineEdit = "/routine edit <n> title|days|time|steps <value>"
    /// Deleting a routine (after a confirmation).
    public static let routineDelete = "/routine delete <n>"
    /// Setting the user's time zone: a zone name, a city, or an offset.
    public static let timeZone =
        "/timezone <zone>, e.g. /timezone Europe/Berlin, /timezone Berlin, /timezone UTC+2"
    /// Setting the hour (0 to 6) at which the user's day starts.
    public static let dayStart = "/daystart <hour 0-6>"
    /// Setting the daily nudge's time, or switching it off or back on.
    public static let remind = "/remind <HH:MM|on|off>"
    /// Setting the streak-reset warning's time, or switching it off or back on.
    public static let warn = "/warn <HH:MM|on|off>"
    /// Choosing whether weeks start on Monday or Sunday.
    public static let weekStart = "/weekstart mon|sun"
    /// Pausing habits and reminders for a stretch of days.
    public static let pause = "/pause until <date>, or /pause from <date> until <date>"
    /// The history, or only its entries that contain some text.
    public static let history = "/history [text]"
    /// A month of check-ins, this month unless told otherwise.
    public static let calendar =
        "/calendar [month], e.g. /calendar 2026-12, /calendar dec, /calendar next month"
    /// Every goal command, for an unknown `/goal` subcommand.
    public static let goal =
        "/goal add|edit|done|reopen|delete|step|tick …, /goal <n>, /goals"
    /// Every habit command, for an unknown `/habit` subcommand.
    public static let habit = "/habit add|reset|delete …, /habits, /check"
    /// Every to-do command, for an unknown `/todo` subcommand.
    public static let todo = "/todo add|done|undo|delete|clear|demo …, /todos"
    /// Every routine command, for an unknown `/routine` subcommand.
    public static let routine = "/routine add|edit|delete …, /routine <n>, /routines"
    /// A group's habit challenge: starting, showing or ending it.
    public static let challenge = "/challenge <habit> [for <N> days], /challenge, /challenge end"
    /// Setting the time of a group's daily summary.
    public static let groupTime = "/group time <HH:MM>"
    /// Setting a group's time zone.
    public static let groupTimeZone = "/group timezone <zone>, e.g. /group timezone Europe/Berlin"
    /// A group's settings commands, for an unknown `/group` subcommand.
    public static let group = "/group, /group time <HH:MM>, /group timezone <zone>"
    /// Whether the sender may be @-mentioned in the group.
    public static let nudgeMe = "/nudgeme on|off"
}
