import TrackerCore

/// Runs the tests draw.
enum Samples {
    /// A 21-day run with every kind of circle: done days, a partial one, the broken day, two
    /// paused days, today (day 12) and the open rest.
    static let mixed = HabitRunPicture(
        title: "Read 20 pages",
        cells: [
            .done, .done, .done, .broken, .done, .partial(0.5), .done, .paused, .paused, .done, .done, .done,
        ]
            + Array(repeating: .open, count: 9),
        today: 11,
        caption: "Day 12 of 21 · streak 3 days")

    /// An 8-week target in its third week, 2 of 3 days done so far; the caption as a check-in
    /// reply lends it, lower case.
    static let weeks = HabitRunPicture(
        title: "Gym", cells: [.done, .done, .partial(2.0 / 3)] + Array(repeating: .open, count: 5), today: 2,
        caption: "week 3 of 8 · streak 2 weeks · 2 of 3 this week, 1 more in 4 days", circlesAreWeeks: true)

    /// A run of `days` days: mostly done, a partial day every fifth, paused days 30-32, today at
    /// 60% of the run.
    static func run(days: Int) -> HabitRunPicture {
        let today = days * 6 / 10
        let cells: [HabitRunPicture.Cell] = (0..<days).map { day in
            switch day {
            case _ where day > today: .open
            case 30...32: .paused
            case _ where day % 5 == 4: .partial(Double(day % 7 + 1) / 8)
            default: .done
            }
        }
        return HabitRunPicture(
            title: "Walk 8,000 steps", cells: cells, today: today,
            caption: "Day \(today + 1) of \(days) · streak \(today - 32) days")
    }

    /// A habit's year to 14 May 2026 (a Thursday): created in mid-July, paused for a week in
    /// August, skipped on Sundays, otherwise done, partly done or not done in a repeating
    /// pattern; the rest of today's week to come.
    static func heatmap(weekStart: Weekday = .monday) -> HeatmapPicture {
        let grid = YearGrid(today: LocalDate(year: 2026, month: 5, day: 14)!, weekStart: weekStart)
        let created = LocalDate(year: 2025, month: 7, day: 15)!
        let paused = LocalDate(year: 2025, month: 8, day: 10)!...LocalDate(year: 2025, month: 8, day: 16)!
        let shares = [1, 1, 0.5, 1, 0, 0.25, 1, 0.8, 1, 1, 0]
        let days: [HeatmapPicture.Day] = grid.days.map { day in
            if day > grid.today { return .future }
            if day < created { return .blank }
            if paused.contains(day) { return .paused }
            if day.weekday == .sunday { return .notDue }
            return .share(shares[day.dayNumber % shares.count])
        }
        return HeatmapPicture(
            title: "Read 20 pages", first: grid.first, days: days, today: grid.index(of: grid.today),
            caption: "Done on 160 of 258 due days, partly on 52 · best streak 4 days")
    }
}
