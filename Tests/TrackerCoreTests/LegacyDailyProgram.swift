import TrackerCore

/// The strict daily program's evaluator as it was before schedules existed, kept word for
/// word (only renamed) so the property test can hold today's evaluator to its behaviour.
enum LegacyDailyProgram {
    struct Result {
        var state: HabitProgress.State
        var checkIns: Int
        var checkedToday: Bool
        var streak: Int
        var length: Int
    }

    static func evaluate(
        _ habit: Habit, checkIns: Set<LocalDate>, today: LocalDate,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> Result {
        let checkedToday = checkIns.contains(today)
        let streak = currentStreak(checkIns: checkIns, today: today, isPaused: isPaused)
        if let done = habit.completedOn {
            return Result(
                state: .completed(on: done), checkIns: checkIns.count, checkedToday: checkedToday,
                streak: streak, length: habit.length)
        }
        var day = habit.runStartedOn.adding(days: 1)
        while day < today {
            if !checkIns.contains(day) && !isPaused(day) {
                return Result(
                    state: .broken(missedOn: day), checkIns: checkIns.count, checkedToday: checkedToday,
                    streak: 0, length: habit.length)
            }
            day = day.adding(days: 1)
        }
        let current = min(habit.length, checkIns.count + (checkedToday ? 0 : 1))
        return Result(
            state: .active(day: current), checkIns: checkIns.count, checkedToday: checkedToday,
            streak: streak, length: habit.length)
    }

    /// The longest run of consecutive checked-in days (paused days without a check-in bridge,
    /// not count).
    static func bestStreak(checkIns: Set<LocalDate>, isPaused: (LocalDate) -> Bool = { _ in false })
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
