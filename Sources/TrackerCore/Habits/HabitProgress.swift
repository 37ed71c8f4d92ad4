/// Where a habit's current run stands on a given local day.
public struct HabitProgress: Sendable, Hashable {
    public enum State: Sendable, Hashable {
        /// The run is going; `day` is the program day the user is on (1…length).
        case active(day: Int)
        /// A day passed without a check-in; nothing counts until the run is reset.
        case broken(missedOn: LocalDate)
        /// All `length` days were checked in.
        case completed(on: LocalDate)
    }

    public var state: State
    /// Check-ins made in the current run.
    public var checkIns: Int
    public var checkedToday: Bool
    /// Consecutive checked-in days up to today (or yesterday, while today is still open).
    public var streak: Int
    public var length: Int

    /// Evaluates a habit's current run.
    ///
    /// A day `d` with `runStartedOn < d < today` that has no check-in and is not paused breaks
    /// the run. The start day itself may be skipped (a habit added late in the evening), and
    /// today is still open until the user's day boundary passes.
    ///
    /// - Parameters:
    ///   - checkIns: local days checked in during the current run.
    ///   - isPaused: whether the user declared a pause covering a day; a paused day without a
    ///     check-in neither breaks the run nor counts towards the streak, while a check-in
    ///     made on a paused day counts as usual.
    public static func evaluate(
        _ habit: Habit, checkIns: Set<LocalDate>, today: LocalDate,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> HabitProgress {
        let checkedToday = checkIns.contains(today)
        let streak = currentStreak(checkIns: checkIns, today: today, isPaused: isPaused)
        if let done = habit.completedOn {
            return HabitProgress(
                state: .completed(on: done), checkIns: checkIns.count, checkedToday: checkedToday,
                streak: streak, length: habit.length)
        }
        var day = habit.runStartedOn.adding(days: 1)
        while day < today {
            if !checkIns.contains(day) && !isPaused(day) {
                return HabitProgress(
                    state: .broken(missedOn: day), checkIns: checkIns.count, checkedToday: checkedToday,
                    streak: 0, length: habit.length)
            }
            day = day.adding(days: 1)
        }
        let current = min(habit.length, checkIns.count + (checkedToday ? 0 : 1))
        return HabitProgress(
            state: .active(day: current), checkIns: checkIns.count, checkedToday: checkedToday,
            streak: streak, length: habit.length)
    }

    /// The longest run of consecutive checked-in days (paused days without a check-in bridge,
    /// not count).
    public static func bestStreak(checkIns: Set<LocalDate>, isPaused: (LocalDate) -> Bool = { _ in false })
        -> Int
    {
        let bridged = { (day: LocalDate) in isPaused(day) && !checkIns.contains(day) }
        var best = 0
        for start in checkIns where !checkIns.contains(previousActiveDay(before: start, isBridged: bridged)) {
            var length = 0
            var day = start
            while checkIns.contains(day) {
                length += 1
                day = nextActiveDay(after: day, isBridged: bridged)
            }
            best = max(best, length)
        }
        return best
    }

    static func currentStreak(checkIns: Set<LocalDate>, today: LocalDate, isPaused: (LocalDate) -> Bool)
        -> Int
    {
        let bridged = { (day: LocalDate) in isPaused(day) && !checkIns.contains(day) }
        var day = checkIns.contains(today) ? today : previousActiveDay(before: today, isBridged: bridged)
        var streak = 0
        while checkIns.contains(day) {
            streak += 1
            day = previousActiveDay(before: day, isBridged: bridged)
        }
        return streak
    }

    // A pause can be long, but never longer than a few years; the bound keeps a bad range
    // from looping forever.
    private static let maxPauseSkip = 2000

    /// The closest earlier day that is not bridged. A paused day with a check-in is not
    /// bridged: it counts like any other checked-in day.
    private static func previousActiveDay(before date: LocalDate, isBridged: (LocalDate) -> Bool) -> LocalDate
    {
        var day = date.adding(days: -1)
        var skipped = 0
        while isBridged(day) && skipped < maxPauseSkip {
            day = day.adding(days: -1)
            skipped += 1
        }
        return day
    }

    /// The closest later day that is not bridged.
    private static func nextActiveDay(after date: LocalDate, isBridged: (LocalDate) -> Bool) -> LocalDate {
        var day = date.adding(days: 1)
        var skipped = 0
        while isBridged(day) && skipped < maxPauseSkip {
            day = day.adding(days: 1)
            skipped += 1
        }
        return day
    }
}

/// What a check-in attempt leads to.
public enum CheckInOutcome: Sendable, Hashable {
    /// Recorded; the run is now on `day` of `length`.
    case recorded(day: Int, streak: Int)
    /// Recorded, and it was the program's last day.
    case programCompleted
    case alreadyCheckedIn
    case broken(missedOn: LocalDate)
    case alreadyCompleted(on: LocalDate)

    /// Decides a check-in on `today` for a run in `progress`.
    public static func decide(_ progress: HabitProgress) -> CheckInOutcome {
        switch progress.state {
        case .completed(let on): return .alreadyCompleted(on: on)
        case .broken(let missed): return .broken(missedOn: missed)
        case .active:
            if progress.checkedToday { return .alreadyCheckedIn }
            let day = progress.checkIns + 1
            return day >= progress.length
                ? .programCompleted : .recorded(day: day, streak: progress.streak + 1)
        }
    }
}
