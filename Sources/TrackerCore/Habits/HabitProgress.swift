/// Where a habit's current run stands on a given local day.
public struct HabitProgress: Sendable, Hashable {
    /// Whether the run is going, broke or was completed.
    public enum State: Sendable, Hashable {
        /// The run is going; `day` is the program day (or week) the user is on (1…length).
        case active(day: Int)
        /// A due day passed without a check-in, or a week could no longer reach its target;
        /// nothing counts until the run is reset. `missedOn` is the day whose end decided it.
        case broken(missedOn: LocalDate)
        /// The whole program was reached.
        case completed(on: LocalDate)
    }

    /// Today, for the habit: what was checked in and whether it still asks for something.
    public struct Today: Sendable, Hashable {
        /// The total checked in today (1 for a check-in without amounts).
        public var amount: Int
        /// The total that makes the day count.
        public var target: Int
        /// Whether a check-in today would count: see ``HabitProgress/today``.
        public var isDue: Bool

        /// Today's figures as given.
        public init(amount: Int, target: Int, isDue: Bool) {
            self.amount = amount
            self.target = target
            self.isDue = isDue
        }

        /// Whether today's total reached its target.
        public var isMet: Bool { amount >= target }
        /// Due and not reached yet: what nudges and the agenda show.
        public var isOpen: Bool { isDue && !isMet }
    }

    /// The current week of a weekly target.
    public struct Week: Sendable, Hashable {
        /// Days counted this week.
        public var done: Int
        /// Days the week asks for: the weekly target, fewer when fewer days are left in the
        /// run's first week or outside pauses; 0 asks for nothing.
        public var target: Int
        /// Days from today to the week's end that are not paused and could still take a
        /// check-in: today only while its target is not reached.
        public var daysLeft: Int
        /// Whether the week's target is reached.
        public var isReached: Bool

        /// A week's figures as given.
        public init(done: Int, target: Int, daysLeft: Int, isReached: Bool) {
            self.done = done
            self.target = target
            self.daysLeft = daysLeft
            self.isReached = isReached
        }

        /// Check-ins still needed this week.
        public var needed: Int { isReached ? 0 : max(target, 1) - done }
    }

    /// Whether the run is going, broke or was completed.
    public var state: State
    /// Days checked in during the current run.
    public var checkIns: Int
    /// Whether anything was checked in today.
    public var checkedToday: Bool
    /// Reached days (or weeks, for a weekly target) in a row up to today, or up to the day
    /// before while today is still open; see ``streakUnit``.
    public var streak: Int
    /// The program's length, in ``unit``.
    public var length: Int
    /// The unit of ``length`` and of the day in ``State/active(day:)``.
    public var unit: HabitUnit = .days
    /// The unit of ``streak``.
    public var streakUnit: HabitUnit = .days
    /// Program days (or weeks) reached in the run.
    public var reached: Int = 0
    /// Today's total and target; a day without check-ins asks for one by default.
    public var today: Today = Today(amount: 0, target: 1, isDue: true)
    /// The current week, for a weekly target only.
    public var week: Week?
    /// Days checked in that counted towards nothing: off days, days beyond a week's target.
    public var extras: Int = 0

    /// Evaluates a habit's current run on the user's local day `today`.
    ///
    /// A due day after the run's first day that passed without reaching the daily target
    /// and was not paused breaks the run; for a weekly target, a week that can no longer
    /// reach its target does, as soon as that is certain. The first day may be skipped (a
    /// habit added late in the evening), and today is open until the day boundary passes.
    ///
    /// - Parameters:
    ///   - log: the amounts checked in during the current run, by local day.
    ///   - weekStart: the user's first day of the week, which weekly targets follow.
    ///   - isPaused: whether the user declared a pause covering a day; a paused day without
    ///     a check-in neither breaks the run nor counts, while a check-in made on a paused day
    ///     counts as usual.
    public static func evaluate(
        _ habit: Habit, log: HabitLog, today: LocalDate, weekStart: Weekday = .monday,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> HabitProgress {
        evaluate(
            habit, log: log, today: today, terms: HabitTerms(habit.schedule, weekStart: weekStart),
            isPaused: isPaused)
    }

    /// Evaluates a habit's current run on `today` with each day judged by the schedule and
    /// week start in force on it (see ``HabitTerms``), as every view of the user's own habits
    /// does. The terms' current schedule is the habit's.
    public static func evaluate(
        _ habit: Habit, log: HabitLog, today: LocalDate, terms: HabitTerms,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> HabitProgress {
        withoutActuallyEscaping(isPaused) { isPaused in
            let rules = HabitRunRules(
                terms: terms, runStart: habit.runStartedOn, log: log, isPaused: isPaused)
            let reached = rules.programPeriodsReached(today: today)
            var progress = HabitProgress(
                state: .active(day: 1), checkIns: log.days.count, checkedToday: log.isChecked(today),
                streak: rules.streak(today: today), length: habit.length, unit: habit.schedule.unit,
                streakUnit: habit.schedule.streakUnit, reached: reached,
                today: Today(
                    amount: log.total(on: today), target: rules.target(on: today),
                    isDue: rules.isDue(today: today)),
                week: rules.week(today: today), extras: rules.extras(today: today))
            if let done = habit.completedOn {
                progress.state = .completed(on: done)
            } else if let missed = rules.firstMiss(today: today) {
                progress.state = .broken(missedOn: missed)
                progress.streak = 0
            } else {
                let current = rules.tally(rules.period(rules.programKind, containing: today))
                progress.state = .active(day: min(habit.length, reached + (current.isReached ? 0 : 1)))
            }
            return progress
        }
    }

    /// Evaluates a run of days checked in without amounts: the strict daily program's form.
    public static func evaluate(
        _ habit: Habit, checkIns: Set<LocalDate>, today: LocalDate,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> HabitProgress {
        evaluate(habit, log: HabitLog(days: checkIns), today: today, isPaused: isPaused)
    }

    /// The longest streak over every check-in of a habit, across runs, in the schedule's
    /// ``HabitSchedule/streakUnit``; paused days without a check-in bridge, not count.
    public static func bestStreak(
        schedule: HabitSchedule, log: HabitLog, weekStart: Weekday = .monday,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> Int {
        bestStreak(terms: HabitTerms(schedule, weekStart: weekStart), log: log, isPaused: isPaused)
    }

    /// The longest streak over every check-in of a habit, across runs, each day judged by the
    /// terms in force on it, in the current schedule's ``HabitSchedule/streakUnit``.
    public static func bestStreak(
        terms: HabitTerms, log: HabitLog, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> Int {
        withoutActuallyEscaping(isPaused) { isPaused in
            HabitRunRules(terms: terms, runStart: nil, log: log, isPaused: isPaused).bestStreak()
        }
    }

    /// The best streak of `habit`: the longest over every check-in (`log`, across runs), or
    /// the longest within the current run (`runLog`) judged by the run's own rules, whichever
    /// is longer, so that no current streak is ever above the best.
    public static func bestStreak(
        of habit: Habit, terms: HabitTerms, log: HabitLog, runLog: HabitLog, today: LocalDate,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> Int {
        withoutActuallyEscaping(isPaused) { isPaused in
            let run = HabitRunRules(
                terms: terms, runStart: habit.runStartedOn, log: runLog, isPaused: isPaused)
            return max(bestStreak(terms: terms, log: log, isPaused: isPaused), run.bestStreak(today: today))
        }
    }

    /// The longest run of consecutive checked-in days (paused days without a check-in bridge,
    /// not count).
    public static func bestStreak(checkIns: Set<LocalDate>, isPaused: (LocalDate) -> Bool = { _ in false })
        -> Int
    {
        bestStreak(schedule: .daily, log: HabitLog(days: checkIns), isPaused: isPaused)
    }
}
