import TrackerCore

/// The last 12 months as a heatmap: `/calendar year` over every habit, `/habit <n> history`
/// for one. The text says per month what the squares show, so it stands without the picture.
enum HeatmapReplies {
    /// Months on one line of the text.
    static let monthsPerLine = 4

    private typealias Tally = HeatmapPicture.MonthTally

    /// Every habit's year: per month the days with a check-in, of the days a habit existed.
    static func year(_ days: [HeatmapPicture.Day], grid: YearGrid) -> Reply {
        let tallies = shownMonths(days, grid: grid)
        var text: RichText = "📅 \(bold: "Your last 12 months") (\(span(grid)))"
        guard !tallies.isEmpty else {
            text.append("\nNo habits yet: start one with /habit add <name>.")
            return Reply(text)
        }
        text.append("\nDays with a check-in, by month:\n")
        text.append(months(tallies) { "\($0.some)/\($0.tracked)" }, .plain)
        var summary =
            "\(Format.count(tallies.reduce(0) { $0 + $1.some }, "day")) with a check-in, "
            + "\(tallies.reduce(0) { $0 + $1.done }) with every due habit done"
        summary += paused(days) + " · best streak \(Format.days(HeatmapPicture.bestStreak(days)))"
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: "All habits", first: grid.first, days: days,
            today: grid.index(of: grid.today), caption: summary)
        return Reply(text, picture: .heatmap(picture))
    }

    /// One habit's year: per month the days done of the days due (of every day, for a weekly
    /// target, whose days are each optional), with partly done days for a measurable habit.
    static func habit(_ habit: Habit, days: [HeatmapPicture.Day], grid: YearGrid, bestStreak: Int) -> Reply {
        let tallies = shownMonths(days, grid: grid)
        var text: RichText = "🌱 \(bold: habit.name), the last 12 months (\(span(grid)))"
        let isWeekly = habit.schedule.streakUnit == .weeks
        text.append(isWeekly ? "\nDays checked in, by month:\n" : "\nDays done of days due, by month:\n")
        text.append(months(tallies) { "\($0.done)/\($0.due)" }, .plain)
        let done = tallies.reduce(0) { $0 + $1.done }
        var summary =
            isWeekly
            ? "Checked in on \(Format.days(done))"
            : "Done on \(done) of \(Format.count(tallies.reduce(0) { $0 + $1.due }, "due day"))"
        let partly = tallies.reduce(0) { $0 + $1.some } - done
        if habit.schedule.measure != nil, partly > 0 { summary += ", partly on \(partly)" }
        summary +=
            paused(days) + " · best streak \(HabitWording.length(bestStreak, habit.schedule.streakUnit))"
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: habit.name, first: grid.first, days: days, today: grid.index(of: grid.today),
            caption: summary)
        return Reply(text, picture: .heatmap(picture))
    }

    /// "Jun 2025 – May 2026".
    private static func span(_ grid: YearGrid) -> String {
        "\(Format.shortMonth(grid.start)) \(grid.start.year) – \(Format.shortMonth(grid.today)) \(grid.today.year)"
    }

    /// The months from the first one a habit existed in.
    private static func shownMonths(_ days: [HeatmapPicture.Day], grid: YearGrid) -> [Tally] {
        Array(HeatmapPicture.tallies(days, grid: grid).drop { $0.tracked == 0 })
    }

    /// "Jun 12/30 · Jul 20/31 · Aug 31/31 · Sep 0/30", ``monthsPerLine`` months a line.
    private static func months(
        _ tallies: [Tally], _ count: (Tally) -> String
    ) -> String {
        stride(from: 0, to: tallies.count, by: monthsPerLine).map { start in
            tallies[start..<min(start + monthsPerLine, tallies.count)]
                .map { "\(Format.shortMonth($0.month)) \(count($0))" }.joined(separator: " · ")
        }.joined(separator: "\n")
    }

    /// ", paused 5 days", or nothing without a paused day.
    private static func paused(_ days: [HeatmapPicture.Day]) -> String {
        let count = days.filter { $0 == .paused }.count
        return count > 0 ? ", paused \(Format.days(count))" : ""
    }
}
