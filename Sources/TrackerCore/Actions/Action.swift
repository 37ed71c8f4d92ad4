/// Refers to an item the way the user did: by its number in their last list, by its name,
/// or (from a button) by its stored id.
public enum ItemRef: Sendable, Hashable {
    /// 1-based position in the user's last shown list of that kind.
    case position(Int)
    /// A name as typed, read by ``NameMatch``: it acts only when it means one item.
    case name(String)
    /// A stored id, carried by buttons; never typed by users.
    case id(Int64)
}

/// One thing a user asked the bot to do, parsed from a command or a button press.
public enum Action: Sendable, Hashable {
    case start
    case help(topic: String?)
    case goal(GoalAction)
    case habit(HabitAction)
    case todo(TodoAction)
    case settings(SettingsAction)
    case routine(RoutineAction)
    case pause(PauseAction)
    case view(ViewAction)
    case data(DataAction)
    /// A group chat's challenge and settings; refused outside groups.
    case group(GroupAction)
    /// One habit-building tip.
    case tip
    /// A button that only dismisses a question (e.g. "Keep it" under a delete confirmation).
    case dismiss
}

/// What a `/goal` command or a goal's button asks for.
public enum GoalAction: Sendable, Hashable {
    case add(title: String, deadline: LocalDate?, why: String?)
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    case show(ItemRef)
    /// The goal's card with a page (1-based) of its open checkpoints' buttons.
    case checkpointsPage(ItemRef, page: Int)
    case editTitle(ItemRef, String)
    case editDeadline(ItemRef, LocalDate?)
    case editWhy(ItemRef, String?)
    case complete(ItemRef)
    case reopen(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
    case addStep(ItemRef, String)
    case tick(ItemRef, step: Int)
}

/// What a `/habit` or `/check` command or a habit's button asks for.
public enum HabitAction: Sendable, Hashable {
    /// A new habit; `length` is in the schedule's ``HabitSchedule/unit``.
    case add(name: String, length: Int, schedule: HabitSchedule = .daily)
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    /// The habit's card: its schedule, where the run stands, recent check-ins and notes.
    case show(ItemRef)
    /// The habit's last 12 months, day by day, as a heatmap.
    case history(ItemRef)
    /// `nil`: the only habit, or ask which one. `amount` is what a measurable habit adds
    /// (1 when not given); `note` is the text below the command.
    case check(ItemRef?, amount: Int? = nil, note: String? = nil)
    /// A reminder's ✅: checks the habit in while `day` is still today, and once that day is
    /// over says so rather than checking in the next one.
    case checkOn(ItemRef, day: LocalDate)
    /// Takes back the last amount checked in today. `amount` is the one the user typed
    /// after the minus, which must be 1 or that last amount; `nil` from a button.
    case undo(ItemRef, amount: Int? = nil)
    /// Starts a broken or finished run over; asks first when the run is going well.
    case reset(ItemRef)
    /// Starts the run over, whatever its state: the answer to reset's question.
    case confirmReset(ItemRef)
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
    case editName(ItemRef, String)
    /// New days or weekly target.
    case editFrequency(ItemRef, HabitFrequency)
    /// A new unit and daily target; `nil` makes the habit a plain check-in again. A target
    /// without a unit keeps the habit's unit.
    case editTarget(ItemRef, HabitTarget?)
    /// A new program length; in the habit's own unit when `unit` is `nil`.
    case editLength(ItemRef, Int, unit: HabitUnit?)
}

/// A daily target as typed in `/habit edit <n> target`: `8 glasses`, or just `8`.
public struct HabitTarget: Sendable, Hashable {
    /// The amount that makes a day count.
    public var amount: Int
    /// What is counted; `nil` keeps the habit's unit.
    public var unit: String?

    /// A target of `amount`, in `unit` when given.
    public init(amount: Int, unit: String?) {
        self.amount = amount
        self.unit = unit
    }
}

/// What a `/todo` command or a to-do's button asks for.
public enum TodoAction: Sendable, Hashable {
    /// One to-do per entry (each line of a multi-line message).
    case add([String])
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    case done(ItemRef)
    case undo(ItemRef)
    case delete(ItemRef)
    /// Removes every done to-do.
    case clearDone
    /// Imports a few sample to-dos from the demo service, to try the bot out.
    case demo
    /// Removes the imported sample to-dos, and only those.
    case demoClear
}

/// What a settings command (`/timezone`, `/daystart`, `/remind`, …) asks for.
public enum SettingsAction: Sendable, Hashable {
    /// All settings in one reply.
    case show
    case timeZone(ResolvedZone)
    case dayStart(hour: Int)
    /// The daily nudge's time; `nil` switches it off.
    case remind(TimeOfDay?)
    /// The streak-reset warning's time; `nil` switches it off.
    case warn(TimeOfDay?)
    /// Switches the daily nudge back on at the time it had before `off`, or the default;
    /// one that is on stays as it is.
    case remindOn
    /// Switches the warning back on, as ``remindOn`` does the nudge.
    case warnOn
    /// Monday or Sunday.
    case weekStart(Weekday)
}

/// What a `/routine` command or a routine's button asks for.
public enum RoutineAction: Sendable, Hashable {
    /// A new routine with its steps in order (at least one).
    case add(title: String, days: WeekdaySet, time: TimeOfDay, steps: [String])
    case list
    /// A page (1-based) of the list, numbered as last shown.
    case page(Int)
    /// Today's checklist.
    case show(ItemRef)
    /// Ticks or unticks a step, named by its stored id, for the user's local day.
    case toggle(ItemRef, stepID: Int64)
    case editTitle(ItemRef, String)
    case editDays(ItemRef, WeekdaySet)
    case editTime(ItemRef, TimeOfDay)
    /// Replaces all steps.
    case editSteps(ItemRef, [String])
    /// Asks for confirmation.
    case delete(ItemRef)
    case confirmDelete(ItemRef)
}

/// What a `/pause` command asks for.
public enum PauseAction: Sendable, Hashable {
    /// Pauses every habit and reminder on these local days, inclusive. The parser has
    /// already checked them with ``PauseRules/check(from:through:today:)``.
    case pause(from: LocalDate, through: LocalDate)
    /// Ends the pause: today is no longer paused.
    case resume
}

/// Views over everything a user has.
public enum ViewAction: Sendable, Hashable {
    /// `/me`: counts and best streak.
    case profile
    /// The agenda of the user's local day.
    case today
    /// Checks a habit in from the agenda, and shows the agenda again.
    case checkToday(ItemRef)
    /// Completed goals, newest first, optionally filtered by a search text.
    case history(search: String?)
    /// A page (1-based) of the history last shown.
    case historyPage(Int)
    /// The month that starts on this day.
    case calendar(month: LocalDate)
    /// The last 12 months of every habit's check-ins, as a heatmap.
    case year
    case progress
}

/// The user's own data as a whole.
public enum DataAction: Sendable, Hashable {
    case export
    /// Asks for confirmation.
    case forget
    case confirmForget
}

/// What members do in a group chat: its challenge, its settings, and whether they may be
/// called by name. The sender acts for themselves; only admins change the group's settings.
public enum GroupAction: Sendable, Hashable {
    /// Starts the group's challenge; the starter joins it. `length` is in the schedule's unit.
    case startChallenge(habit: String, length: Int, schedule: HabitSchedule = .daily)
    /// The running challenge's day and who checked in today.
    case challengeStatus
    /// Ends the running challenge before its last day: its starter or an admin.
    case endChallenge
    /// Joins the running challenge, or restarts the sender's broken run in it.
    case join
    /// The Join button under a challenge's announcement, which anyone in the group may press:
    /// joins that challenge if it still runs, and shows the announcement with its members.
    case joinFromAnnouncement(challengeID: Int64)
    /// Leaves the running challenge; the sender's habit stays in their private habits.
    case leave
    /// The leaderboard.
    case board
    /// The group's settings.
    case settings
    /// The time of the daily summary (admins).
    case summaryTime(TimeOfDay)
    /// The group's time zone (admins).
    case timeZone(ResolvedZone)
    /// Whether the sender may be @-mentioned in this group (`/nudgeme on|off`).
    case mentions(Bool)
}
