import TrackerCore

/// The last 12 months as a heatmap: `/calendar year` over every habit, `/habit <n> history`
/// for one. The text says per month what the squares show, so it stands without the picture.
enum HeatmapReplies {
    /// Months on one line of the text.
    static let monthsPerLine = 4

    typealias Tally = HeatmapPicture.MonthTally

    /// Every habit's year: per month the days with a habit done (or an extra check-in) of
    /// the days that asked for something, each counted from the days' results.
    static func year(
        _ days: [HeatmapPicture.Day], tallies: [Tally], grid: YearGrid, bestStreaks: (days: Int, weeks: Int)
    ) -> Reply {
        let tallies = shown(tallies)
        var text: RichText = "📅 \(bold: "Your last 12 months") (\(span(grid)))"
        guard !tallies.isEmpty else {
            text.append("\nNo habits yet: start one with /habit add <name>.")
            return Reply(text)
        }
        text.append("\nDays with a check-in, by month:\n")
        text.append(months(tallies) { "\($0.some)/\($0.due)" }, .plain)
        var summary =
            "\(Format.count(sum(tallies, \.some), "day")) with a check-in, "
            + "\(sum(tallies, \.done)) with every due habit done"
        summary += paused(tallies) + " · best streak \(Format.days(bestStreaks.days))"
        if bestStreaks.weeks > 0 {
            summary += ", \(Format.count(bestStreaks.weeks, "week")) of a weekly target"
        }
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: "All habits", first: grid.first, days: days,
            today: grid.index(of: grid.today), caption: summary)
        return Reply(text, picture: .heatmap(picture))
    }

    /// One habit's year: per month the days done of the days due, partly done days and
    /// extras apart; a weekly target, whose days are each optional, counts days checked in.
    static func habit(
        _ habit: Habit, days: [HeatmapPicture.Day], tallies: [Tally], grid: YearGrid, bestStreak: Int
    ) -> Reply {
        let tallies = shown(tallies)
        var text: RichText = "🌱 \(bold: habit.name), the last 12 months (\(span(grid)))"
        let isWeekly = habit.schedule.streakUnit == .weeks
        text.append(isWeekly ? "\nDays checked in, by month:\n" : "\nDays done of days due, by month:\n")
        text.append(months(tallies) { isWeekly ? "\($0.some)" : "\($0.done)/\($0.due)" }, .plain)
        let done = sum(tallies, \.done)
        var summary =
            isWeekly
            ? "Checked in on \(Format.days(sum(tallies, \.some)))"
            : "Done on \(done) of \(Format.count(sum(tallies, \.due), "due day"))"
        let partly = sum(tallies, \.partly)
        if partly > 0 { summary += ", partly on \(partly)" }
        let extra = sum(tallies, \.extra)
        if extra > 0, !isWeekly { summary += " + \(Format.count(extra, "extra"))" }
        summary +=
            paused(tallies) + " · best streak \(HabitWording.length(bestStreak, habit.schedule.streakUnit))"
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: habit.name, first: grid.first, days: days, today: grid.index(of: grid.today),
            caption: summary)
        return Reply(text, picture: .heatmap(picture))
    }

    private static func sum(_ tallies: [Tally], _ count: KeyPath<Tally, Int>) -> Int {
        tallies.reduce(0) { $0 + $1[keyPath: count] }
    }

    /// "Jun 2025 – May 2026".
    private static func span(_ grid: YearGrid) -> String {
        "\(Format.shortMonth(grid.start)) \(grid.start.year) – \(Format.shortMonth(grid.today)) \(grid.today.year)"
    }

    /// The months from the first one a habit existed in.
    private static func shown(_ tallies: [Tally]) -> [Tally] {
        Array(tallies.drop { $0.tracked == 0 })
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
    private static func paused(_ tallies: [Tally]) -> String {
        let count = sum(tallies, \.paused)
        return count > 0 ? ", paused \(Format.days(count))" : ""
    }
}
