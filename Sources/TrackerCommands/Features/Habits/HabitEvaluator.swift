import GRDB
import TrackerCore
import TrackerStore

/// Evaluates a user's habits on their local day, honouring their pauses and week start.
///
/// Every feature that shows or changes a habit's state goes through this, so a paused day
/// bridges a run everywhere, also after the pause has ended, and weekly targets follow the
/// user's `/weekstart` everywhere.
struct HabitEvaluator {
    let context: Context
    /// All the user's pauses, past ones included.
    let pauses: [Pause]

    init(context: Context) throws {
        self.context = context
        pauses = try Pause.all(of: context.userID, in: context.db)
    }

    func isPaused(_ date: LocalDate) -> Bool {
        PauseRules.isPaused(date, in: pauses)
    }

    var weekStart: Weekday { context.user.weekStart }

    /// Where the habit's current run stands today.
    func progress(of habit: Habit) throws -> HabitProgress {
        try progress(of: habit, log: habit.currentLog(in: context.db))
    }

    /// Where the habit's run stands today with `log` as its check-ins.
    func progress(of habit: Habit, log: HabitLog) -> HabitProgress {
        HabitProgress.evaluate(
            habit, log: log, today: context.today, weekStart: weekStart, isPaused: isPaused)
    }

    /// The habit's current run as circles, for its card's picture.
    func run(of habit: Habit) throws -> (cells: [HabitRunPicture.Cell], today: Int?) {
        HabitRunPicture.cells(
            of: habit, log: try habit.currentLog(in: context.db), today: context.today, weekStart: weekStart,
            isPaused: isPaused)
    }

    /// Every check-in the habit has, across runs, and the local day it was created: what its
    /// year heatmap shows.
    func history(of habit: Habit) throws -> HabitHistory {
        HabitHistory(
            habit: habit, createdOn: context.calendar.localDate(of: habit.createdAt),
            log: try habit.allLog(in: context.db))
    }

    /// The last 12 months up to today, in weeks from the user's week start.
    var year: YearGrid { YearGrid(today: context.today, weekStart: weekStart) }

    /// The longest streak over every check-in of the habit, across runs, in its streak unit.
    func bestStreak(of habit: Habit) throws -> Int {
        HabitProgress.bestStreak(
            schedule: habit.schedule, log: try habit.allLog(in: context.db), weekStart: weekStart,
            isPaused: isPaused)
    }
}
