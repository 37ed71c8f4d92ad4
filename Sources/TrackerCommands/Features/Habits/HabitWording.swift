import TrackerCore

/// How habits' schedules, lengths, amounts and standings are said, the same in every reply
/// that shows a habit: lists, check-ins, cards, views, reminders and groups.
enum HabitWording {
    /// "every day", "on Mon, Wed, Fri", "on weekdays", "3 times a week".
    static func frequency(_ frequency: HabitFrequency) -> String {
        switch frequency {
        case .daily: return "every day"
        case .days(let set): return "on \(set.text)"
        case .weekly(let times): return timesAWeek(times)
        }
    }

    /// "once a week", "twice a week", "3 times a week".
    static func timesAWeek(_ times: Int) -> String {
        switch times {
        case 1: return "once a week"
        case 2: return "twice a week"
        default: return "\(times) times a week"
        }
    }

    /// The whole schedule in a few words: "8 glasses a day", "on Mon, Wed, Fri",
    /// "5 km, 3 times a week"; `nil` for the strict daily program, which needs no words.
    static func schedule(_ schedule: HabitSchedule) -> String? {
        guard !schedule.isStrictDaily else { return nil }
        let measure = schedule.measure.map { "\(Format.number($0.target)) \($0.unit)" }
        switch (schedule.frequency, measure) {
        case (.daily, let measure?): return "\(measure) a day"
        case (let frequency, let measure?): return "\(measure), \(self.frequency(frequency))"
        case (let frequency, nil): return self.frequency(frequency)
        }
    }

    /// "21 days", "8 weeks", "1 week".
    static func length(_ count: Int, _ unit: HabitUnit) -> String {
        switch unit {
        case .days: return Format.days(count)
        case .weeks: return Format.count(count, "week")
        }
    }

    /// "all 21 days", "all 8 weeks"; a program of one is just "1 day", "1 week".
    static func allOf(_ count: Int, _ unit: HabitUnit) -> String {
        count == 1 ? length(count, unit) : "all \(length(count, unit))"
    }

    /// "day 3 of 21", "week 2 of 8".
    static func position(_ index: Int, of length: Int, _ unit: HabitUnit) -> String {
        "\(unit == .days ? "day" : "week") \(index) of \(length)"
    }

    /// Where an active run stands after its `position` words: "day 5 of 21 · streak 4 days ·
    /// 2 of 3 this week, 1 more in 3 days · 1 extra", as the habit's card and `/progress` say it.
    static func standing(_ position: String, _ progress: HabitProgress) -> String {
        var words = position
        if progress.streak > 0 { words += " · streak \(length(progress.streak, progress.streakUnit))" }
        if let week = progress.week { words += " · \(self.week(week))" }
        if progress.extras > 0 { words += " · \(Format.count(progress.extras, "extra"))" }
        return words
    }

    /// "5/8 glasses".
    static func amount(_ total: Int, of measure: HabitMeasure) -> String {
        "\(Format.number(total))/\(Format.number(measure.target)) \(measure.unit)"
    }

    /// "3 glasses", "1 glass", or "1 check-in" for a habit without amounts.
    static func amount(_ amount: Int, in schedule: HabitSchedule) -> String {
        guard let measure = schedule.measure else { return Format.count(amount, "check-in") }
        return "\(Format.number(amount)) \(amount == 1 ? singular(measure.unit) : measure.unit)"
    }

    /// The unit for one: "glass" of "glasses", "page" of "pages"; units that are not a plain
    /// English plural ("km", "ml", "reps of 10") stay as they are.
    static func singular(_ unit: String) -> String {
        guard !unit.contains(" "), unit.count > 2 else { return unit }
        for ending in ["sses", "shes", "ches", "xes"] where unit.hasSuffix(ending) {
            return String(unit.dropLast(2))
        }
        return unit.hasSuffix("s") && !unit.hasSuffix("ss") ? String(unit.dropLast()) : unit
    }

    /// The name with its schedule, for titles: "Piano (on Mon, Wed, Fri)".
    static func title(_ habit: Habit) -> RichText {
        var text: RichText = "\(bold: habit.name)"
        if let schedule = schedule(habit.schedule) { text.append(" (\(schedule))") }
        return text
    }

    /// How the current week of a weekly target stands: "2 of 3 this week, 1 more in 4 days".
    static func week(_ week: HabitProgress.Week) -> String {
        if week.target == 0 { return week.done > 0 ? "\(week.done) this week" : "nothing asked this week" }
        if week.isReached { return "\(weekCount(week)) ✔" }
        return "\(weekCount(week)), \(week.needed) more in \(Format.days(week.daysLeft))"
    }

    /// The week's days against its target: "2 of 3 this week", or past the target "3 this
    /// week (2 needed)", never "3 of 2".
    static func weekCount(_ week: HabitProgress.Week) -> String {
        week.done > week.target
            ? "\(week.done) this week (\(week.target) needed)" : "\(week.done) of \(week.target) this week"
    }

    /// "any day" for once a week, "any 3 days" for more.
    static func anyDays(_ times: Int) -> String { times == 1 ? "any day" : "any \(times) days" }

    /// Why a run broke, after "run broke": "on Tue 24 Nov", or for a weekly target "on
    /// Sat 28 Nov: that week could no longer reach 3".
    static func broke(_ habit: Habit, missedOn day: LocalDate, today: LocalDate) -> String {
        guard case .weekly(let times) = habit.schedule.frequency else {
            return Format.onDate(day, today: today)
        }
        return "\(Format.onDate(day, today: today)): that week could no longer reach \(times)"
    }
}
