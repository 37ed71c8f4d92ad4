extension HeatmapPicture {
    /// One habit's squares over `grid`: done, partly done (a measurable habit's amount),
    /// not done, paused, not due, blank before the habit existed, and the rest of today's week
    /// to come. A check-in shows on any day, paused or not due, as it was made.
    public static func days(
        of history: HabitHistory, grid: YearGrid, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> [Day] {
        let target = history.habit.schedule.dailyTarget
        return grid.days.map { day in
            guard grid.counts(day) else { return day > grid.today ? .future : .blank }
            let amount = history.log.total(on: day)
            if amount > 0 { return .share(min(Double(amount) / Double(target), 1)) }
            if day < history.createdOn { return .blank }
            if isPaused(day) { return .paused }
            return history.asks(for: day) ? .share(0) : .notDue
        }
    }

    /// Every habit's squares over `grid`: each day the share of its due habits checked in
    /// (a habit whose target was met that day counts as due, so a weekly target's days and a
    /// paused day count what was done), paused or not due when none was, blank before the
    /// first habit existed.
    public static func days(
        of histories: [HabitHistory], grid: YearGrid, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> [Day] {
        grid.days.map { day in
            guard grid.counts(day) else { return day > grid.today ? .future : .blank }
            let existing = histories.filter { $0.createdOn <= day || $0.log.isChecked(day) }
            guard !existing.isEmpty else { return .blank }
            let paused = isPaused(day)
            var (met, due) = (0, 0)
            for history in existing {
                if history.isMet(day) {
                    met += 1
                    due += 1
                } else if !paused && history.expects(day) {
                    due += 1
                }
            }
            guard due > 0 else { return paused ? .paused : .notDue }
            return .share(Double(met) / Double(due))
        }
    }
}
