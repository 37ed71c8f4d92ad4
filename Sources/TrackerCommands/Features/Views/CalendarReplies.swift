import TrackerCore

/// What `/calendar` shows: a month grid with a mark on each day something happened.
enum CalendarReplies {
    /// What happened in the month, by the user's local day.
    struct Marks {
        /// The day each goal was set, one entry per goal.
        var goalsSet: [LocalDate]
        /// The day each goal was reached, one entry per goal.
        var goalsReached: [LocalDate]
        var checkedIn: Set<LocalDate>
        var paused: Set<LocalDate>
        /// Check-ins in the month, across habits.
        var checkIns: Int

        /// A day's two marks: its goal event, then its habits, so neither hides the other.
        /// A reached goal outranks one set that day; a check-in counts on a paused day too.
        func marks(_ day: LocalDate) -> String {
            let goal = goalsReached.contains(day) ? "*" : goalsSet.contains(day) ? "+" : " "
            let habit = checkedIn.contains(day) ? "✓" : paused.contains(day) ? "-" : " "
            return goal + habit
        }
    }

    static func month(_ grid: MonthGrid, marks: Marks, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var text: RichText = "\(bold: "📅 \(Format.month(grid.month, localizer))")\n"
        text.append(table(grid, marks: marks, localizer), .code)
        text.append("\n" + localizer.text(.viewCalendarLegend), .plain)
        let summary = localizer.text(
            .viewCalendarSummary,
            [
                "set": localizer.count(.viewGoalsCount, marks.goalsSet.count),
                "reached": localizer.digits(marks.goalsReached.count),
                "checkIns": localizer.count(.habitCheckIns, marks.checkIns),
            ])
        text.append("\n" + summary, .plain)
        var row: [Button] = []
        if let previous = shifted(grid.month, by: -1) {
            row.append(
                context.button(
                    "« \(Format.shortMonth(previous, localizer))", .view(.calendar(month: previous))))
        }
        if let next = shifted(grid.month, by: 1) {
            row.append(
                context.button("\(Format.shortMonth(next, localizer)) »", .view(.calendar(month: next))))
        }
        return Reply(text, buttons: [row])
    }

    /// The grid as fixed-width text: a header of two-letter weekdays, then one line per
    /// week, each day as its number right-aligned in two columns followed by its two marks.
    static func table(_ grid: MonthGrid, marks: Marks, _ localizer: Localizer = Localizer(.english)) -> String
    {
        let header = grid.columns.map { weekday in
            let name =
                localizer.language == .english ? weekday.shortName : localizer.shortWeekdayName(weekday)
            let letters = String(name.prefix(2))
            return letters + String(repeating: " ", count: max(0, 4 - letters.count))
        }.joined(separator: " ")
        let weeks = grid.weeks.map { week in
            week.map { day in
                guard let day else { return "    " }
                return (day.day < 10 ? " " : "") + String(day.day) + marks.marks(day)
            }.joined(separator: " ")
        }
        return ([header] + weeks).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n")
    }

    /// The first of the month `months` away, if it is a month the calendar can show.
    private static func shifted(_ month: LocalDate, by months: Int) -> LocalDate? {
        guard let target = month.adding(months: months), ViewButton.calendarYears.contains(target.year)
        else { return nil }
        return target
    }
}
