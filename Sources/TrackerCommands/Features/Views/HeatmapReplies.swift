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
        _ days: [HeatmapPicture.Day], tallies: [Tally], grid: YearGrid, bestStreaks: (days: Int, weeks: Int),
        _ localizer: Localizer
    ) -> Reply {
        let tallies = shown(tallies)
        var text: RichText = "📅 \(bold: localizer.text(.viewYearTitle)) (\(span(grid, localizer)))"
        guard !tallies.isEmpty else {
            text.append("\n" + localizer.rich(.viewNoHabitsYet))
            return Reply(text)
        }
        text.append("\n" + localizer.text(.viewYearByMonth) + "\n", .plain)
        text.append(
            months(tallies, localizer) { "\(localizer.digits($0.some))/\(localizer.digits($0.due))" }, .plain)
        var summary = localizer.count(
            .viewYearSummary, sum(tallies, \.some), ["done": localizer.digits(sum(tallies, \.done))])
        summary += paused(tallies, localizer) + "\(localizer.separator)"
        summary += localizer.text(.viewBestStreak, ["length": localizer.days(bestStreaks.days)])
        if bestStreaks.weeks > 0 {
            summary += localizer.comma + localizer.count(.viewWeeklyTarget, bestStreaks.weeks)
        }
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: localizer.text(.viewAllHabits), first: grid.first, days: days,
            today: grid.index(of: grid.today), caption: summary, language: localizer.language)
        return Reply(text, picture: .heatmap(picture))
    }

    /// One habit's year: per month the days done of the days due, partly done days and
    /// extras apart; a weekly target, whose days are each optional, counts days checked in.
    static func habit(
        _ habit: Habit, days: [HeatmapPicture.Day], tallies: [Tally], grid: YearGrid, bestStreak: Int,
        _ localizer: Localizer
    ) -> Reply {
        let tallies = shown(tallies)
        var text = localizer.rich(
            .viewHabitYearTitle,
            ["name": "\(bold: habit.name)", "span": RichText(verbatim: span(grid, localizer))])
        let isWeekly = habit.schedule.streakUnit == .weeks
        text.append("\n" + localizer.text(isWeekly ? .viewCheckedInByMonth : .viewDoneByMonth) + "\n", .plain)
        text.append(
            months(tallies, localizer) {
                isWeekly
                    ? localizer.digits($0.some) : "\(localizer.digits($0.done))/\(localizer.digits($0.due))"
            }, .plain)
        let done = sum(tallies, \.done)
        var summary =
            isWeekly
            ? localizer.text(.viewCheckedInOn, ["days": localizer.days(sum(tallies, \.some))])
            : localizer.count(.viewDoneOnDueDays, sum(tallies, \.due), ["done": localizer.digits(done)])
        let partly = sum(tallies, \.partly)
        if partly > 0 {
            summary += localizer.comma + localizer.text(.viewPartlyOn, ["count": localizer.digits(partly)])
        }
        let extra = sum(tallies, \.extra)
        if extra > 0, !isWeekly { summary += " + " + localizer.count(.habitExtras, extra) }
        summary += paused(tallies, localizer) + "\(localizer.separator)"
        summary += localizer.text(
            .viewBestStreak, ["length": HabitWording.length(bestStreak, habit.schedule.streakUnit, localizer)]
        )
        text.append("\n\(summary).")
        let picture = HeatmapPicture(
            title: habit.name, first: grid.first, days: days, today: grid.index(of: grid.today),
            caption: summary, language: localizer.language)
        return Reply(text, picture: .heatmap(picture))
    }

    private static func sum(_ tallies: [Tally], _ count: KeyPath<Tally, Int>) -> Int {
        tallies.reduce(0) { $0 + $1[keyPath: count] }
    }

    /// "Jun 2025 – May 2026"; the other languages write each month's name and year as their
    /// calendars title a month: "Juni 2025 – Mai 2026".
    private static func span(_ grid: YearGrid, _ localizer: Localizer) -> String {
        guard localizer.language == .english else {
            return "\(localizer.month(grid.start)) – \(localizer.month(grid.today))"
        }
        return
            "\(Format.shortMonth(grid.start)) \(grid.start.year) – \(Format.shortMonth(grid.today)) \(grid.today.year)"
    }

    /// The months from the first one a habit existed in.
    private static func shown(_ tallies: [Tally]) -> [Tally] {
        Array(tallies.drop { $0.tracked == 0 })
    }

    /// "Jun 12/30 · Jul 20/31 · Aug 31/31 · Sep 0/30", ``monthsPerLine`` months a line.
    private static func months(
        _ tallies: [Tally], _ localizer: Localizer, _ count: (Tally) -> String
    ) -> String {
        stride(from: 0, to: tallies.count, by: monthsPerLine).map { start in
            tallies[start..<min(start + monthsPerLine, tallies.count)]
                .map { "\(Format.shortMonth($0.month, localizer)) \(count($0))" }.joined(
                    separator: "\(localizer.separator)")
        }.joined(separator: "\n")
    }

    /// ", paused 5 days", or nothing without a paused day.
    private static func paused(_ tallies: [Tally], _ localizer: Localizer) -> String {
        let count = sum(tallies, \.paused)
        return count > 0 ? localizer.comma + localizer.text(.viewPaused, ["days": localizer.days(count)]) : ""
    }
}
