import GRDB
import TrackerCore
import TrackerStore

/// Evaluates a user's habits on their local day, honouring their pauses.
///
/// Every feature that shows or changes a habit's state goes through this, so a paused day
/// bridges a run everywhere, also after the pause has ended.
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

    /// Where the habit's current run stands today.
    func progress(of habit: Habit) throws -> HabitProgress {
        HabitProgress.evaluate(
            habit, checkIns: try habit.currentCheckIns(in: context.db), today: context.today,
            isPaused: isPaused)
    }

    /// The longest streak over every check-in of the habit, across runs.
    func bestStreak(of habit: Habit) throws -> Int {
        HabitProgress.bestStreak(checkIns: try habit.allCheckIns(in: context.db), isPaused: isPaused)
    }
}
