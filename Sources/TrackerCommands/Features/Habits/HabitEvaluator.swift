import TrackerCore
import TrackerStore

/// Evaluates a user's habits on their local day, honouring their pauses, and judging each
/// day by the schedule and week start in force on it.
///
/// Every feature that shows or changes a habit's state, or counts its days, goes through
/// this, so a paused day bridges a run everywhere, also after the pause has ended, and a
/// change of schedule or `/weekstart` never re-judges a day before it.
struct HabitEvaluator {
    let context: Context
    /// All the user's pauses, past ones included.
    let pauses: [Pause]
    /// The user's week start over time.
    let weekStarts: RuleTimeline<Weekday>

    init(context: Context) throws {
        try self.init(
            context: context, pauses: context.tx.pauses.all(of: context.userID),
            weekStarts: context.tx.users.weekStarts(of: context.user))
    }

    /// An evaluator judging by the pauses and week starts of `basis`, read for a check-in.
    init(context: Context, basis: CheckInBasis) {
        self.init(context: context, pauses: basis.pauses, weekStarts: basis.weekStarts)
    }

    /// An evaluator judging by `pauses` and `weekStarts`, read for it already.
    init(context: Context, pauses: [Pause], weekStarts: RuleTimeline<Weekday>) {
        self.context = context
        self.pauses = pauses
        self.weekStarts = weekStarts
    }

    func isPaused(_ date: LocalDate) -> Bool {
        PauseRules.isPaused(date, in: pauses)
    }

    /// The week start shown now: the first column of calendars.
    var weekStart: Weekday { context.user.weekStart }

    /// The rules `habit`'s days are judged by.
    func terms(of habit: Habit) throws -> HabitTerms {
        HabitTerms(of: habit, schedules: try context.tx.habits.schedules(of: habit), weekStarts: weekStarts)
    }

    /// The day the habit's current schedule takes effect, when an edit planned it for a day
    /// still to come; `nil` when it is in force today.
    func takesEffect(_ habit: Habit) throws -> LocalDate? {
        guard let last = try context.tx.habits.schedules(of: habit).earlier.last?.through else { return nil }
        let first = last.adding(days: 1)
        return first > context.today ? first : nil
    }

    /// Where the habit's current run stands today.
    func progress(of habit: Habit) throws -> HabitProgress {
        try progress(of: habit, log: context.tx.habits.currentLog(of: habit))
    }

    /// Where the habit's run stands today with `log` as its check-ins.
    func progress(of habit: Habit, log: HabitLog) throws -> HabitProgress {
        HabitProgress.evaluate(
            habit, log: log, today: context.today, terms: try terms(of: habit), isPaused: isPaused)
    }

    /// The habit's current run as circles, for its card's picture.
    func run(of habit: Habit) throws -> (cells: [HabitRunPicture.Cell], today: Int?) {
        run(of: habit, log: try context.tx.habits.currentLog(of: habit), terms: try terms(of: habit))
    }

    /// The habit's current run as circles, with `log` as its check-ins and judged by `terms`.
    func run(of habit: Habit, log: HabitLog, terms: HabitTerms) -> (
        cells: [HabitRunPicture.Cell], today: Int?
    ) {
        HabitRunPicture.cells(of: habit, log: log, today: context.today, terms: terms, isPaused: isPaused)
    }

    /// Every check-in the habit has, across runs, the local day it was created and the rules
    /// of each day: what every count of its days is made from.
    func history(of habit: Habit) throws -> HabitHistory {
        var brokeOn: LocalDate?
        if case .broken(let missed) = try progress(of: habit).state { brokeOn = missed }
        return HabitHistory(
            habit: habit, createdOn: context.calendar.localDate(of: habit.createdAt),
            log: try context.tx.habits.allLog(of: habit), terms: try terms(of: habit), brokeOn: brokeOn)
    }

    /// The last 12 months up to today, in weeks from the user's week start.
    var year: YearGrid { YearGrid(today: context.today, weekStart: weekStart) }

    /// The habit's best streak, in its streak unit: over every check-in across runs, and
    /// never below the current run's own.
    func bestStreak(of habit: Habit) throws -> Int {
        HabitProgress.bestStreak(
            of: habit, terms: try terms(of: habit), log: try context.tx.habits.allLog(of: habit),
            runLog: try context.tx.habits.currentLog(of: habit), today: context.today, isPaused: isPaused)
    }

    /// The best streaks of `habits`: in days over those counted in days, in weeks over weekly
    /// targets. Every view that names a best streak says these.
    func bestStreaks(of habits: [Habit]) throws -> (days: Int, weeks: Int) {
        var best = (days: 0, weeks: 0)
        for habit in habits {
            let streak = try bestStreak(of: habit)
            if habit.schedule.streakUnit == .days {
                best.days = max(best.days, streak)
            } else {
                best.weeks = max(best.weeks, streak)
            }
        }
        return best
    }
}
