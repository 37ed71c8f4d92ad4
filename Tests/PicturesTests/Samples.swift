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
}
