import TrackerCore

/// A check-in as ``HabitHandler/record(_:amount:note:)`` decided it, with what it read to
/// decide: the reply's picture is drawn from these rather than from the store again.
struct DecidedCheckIn {
    /// What the check-in did.
    let outcome: CheckInOutcome
    /// The habit's current run, this check-in included when it was recorded.
    let log: HabitLog
    /// The rules the habit's days are judged by.
    let terms: HabitTerms
    /// The user's pauses and week starts, as read for this check-in.
    let evaluator: HabitEvaluator

    /// The habit's current run as circles, for the reply's picture.
    func run(of habit: Habit) -> (cells: [HabitRunPicture.Cell], today: Int?) {
        evaluator.run(of: habit, log: log, terms: terms)
    }
}
