extension HeatmapPicture {
    /// One habit's squares over `grid`, from each day's ``HabitDayResult``: done, partly done
    /// (a measurable habit's amount), not done, paused, not due, blank before the habit
    /// existed, and the rest of today's week to come. An extra check-in shows as done.
    public static func days(
        of history: HabitHistory, grid: YearGrid, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> [Day] {
        grid.days.map { day in
            guard grid.counts(day) else { return day > grid.today ? .future : .blank }
            switch history.result(on: day, isPaused: isPaused) {
            case .done, .extra: return .share(1)
            case .partly(let share): return .share(share)
            case .notDone, .optional: return .share(0)
            case .paused: return .paused
            case .notDue: return .notDue
            case .blank: return .blank
            }
        }
    }

    /// Every habit's squares over `grid`: each day the share of its due habits done (a
    /// partly done habit is not done), full on a day with only extras, paused or not due when
    /// nothing was asked, blank before the first habit existed.
    public static func days(
        of histories: [HabitHistory], grid: YearGrid, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> [Day] {
        grid.days.map { day in
            guard grid.counts(day) else { return day > grid.today ? .future : .blank }
            let day = DayTally(histories.map { $0.result(on: day, isPaused: isPaused) })
            if day.due > 0 { return .share(Double(day.done) / Double(day.due)) }
            if day.extra > 0 { return .share(1) }
            if day.paused { return .paused }
            return day.existed ? .notDue : .blank
        }
    }

    /// One day over every habit: the counts its square and the month's words are made from.
    struct DayTally {
        var done = 0
        var due = 0
        var extra = 0
        var paused = false
        var existed = false

        init(_ results: [HabitDayResult]) {
            for result in results {
                if result.isDue { due += 1 }
                if result.isDone { done += 1 }
                if result == .extra { extra += 1 }
                if result == .paused { paused = true }
                if result != .blank { existed = true }
            }
        }
    }
}
