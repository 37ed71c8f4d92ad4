extension HabitRunPicture {
    /// The circles of `habit`'s current run as of `today`, one per period the program's
    /// length counts (days, or weeks for weekly targets and chosen weekdays), judged by the
    /// same rules as ``HabitProgress``.
    public static func cells(
        of habit: Habit, log: HabitLog, today: LocalDate, weekStart: Weekday = .monday,
        terms: HabitTerms? = nil, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> (cells: [Cell], today: Int?) {
        withoutActuallyEscaping(isPaused) { isPaused in
            let rules = HabitRunRules(
                terms: terms ?? HabitTerms(habit.schedule, weekStart: weekStart),
                runStart: habit.runStartedOn,
                log: log, isPaused: isPaused)
            let missed = rules.firstMiss(today: today)
            var period = rules.period(rules.programKind, containing: habit.runStartedOn)
            var cells: [Cell] = []
            var todayIndex: Int?
            // A program is at most 365 days or 52 weeks long; the bound keeps a bad row finite.
            for index in 0..<min(max(habit.length, 1), 400) {
                if period.contains(today) { todayIndex = index }
                cells.append(cell(period, rules: rules, missed: missed, today: today))
                period = period.next
            }
            return (cells, todayIndex)
        }
    }

    private static func cell(
        _ period: HabitPeriod, rules: HabitRunRules, missed: LocalDate?, today: LocalDate
    )
        -> Cell
    {
        guard period.first <= today else { return .open }
        if let missed, period.contains(missed) { return .broken }
        let tally = rules.tally(period)
        if tally.isReached { return .done }
        if period.days.allSatisfy({ $0 > today || rules.isPaused($0) }) { return .paused }
        switch period.kind {
        case .day:
            // A day of a measurable habit that got part of its target.
            let target = rules.target(on: period.first)
            guard target > 1 else { return .open }
            let amount = rules.log.total(on: period.first)
            return amount > 0 ? .partial(Double(amount) / Double(target)) : .open
        case .week:
            // A week under way that has some of its days: 2 of 3 fills two thirds.
            return tally.counted > 0 ? .partial(Double(tally.counted) / Double(tally.needed)) : .open
        }
    }
}
