import TrackerCore

/// How habits' schedules, lengths, amounts and standings are said, the same in every reply
/// that shows a habit: lists, check-ins, cards, views, reminders and groups.
///
/// Each function takes the chat's ``Localizer``; the ones without it say it in English, for
/// the replies not translated yet.
enum HabitWording {
    /// "every day", "on Mon, Wed, Fri", "on weekdays", "3 times a week".
    static func frequency(_ frequency: HabitFrequency, _ localizer: Localizer = Localizer(.english)) -> String
    {
        switch frequency {
        case .daily: return localizer.text(.habitEveryDay)
        case .days(let set): return localizer.text(.habitOnDays, ["days": days(set, localizer)])
        case .weekly(let times): return timesAWeek(times, localizer)
        }
    }

    /// The chosen days: "Mon, Wed, Fri", "weekdays"; in other languages the locale's short
    /// weekday names.
    static func days(_ set: WeekdaySet, _ localizer: Localizer) -> String {
        guard localizer.language != .english, !set.isEmpty else { return set.text }
        return set.days.map(localizer.shortWeekdayName).joined(separator: localizer.comma)
    }

    /// "once a week", "twice a week", "3 times a week".
    static func timesAWeek(_ times: Int, _ localizer: Localizer = Localizer(.english)) -> String {
        switch times {
        case 1: return localizer.text(.habitOnceAWeek)
        case 2: return localizer.text(.habitTwiceAWeek)
        default: return localizer.count(.habitTimesAWeek, times)
        }
    }

    /// The whole schedule in a few words: "8 glasses a day", "on Mon, Wed, Fri",
    /// "5 km, 3 times a week"; `nil` for the strict daily program, which needs no words.
    static func schedule(_ schedule: HabitSchedule, _ localizer: Localizer = Localizer(.english)) -> String? {
        guard !schedule.isStrictDaily else { return nil }
        let measure = schedule.measure.map { target($0, localizer) }
        switch (schedule.frequency, measure) {
        case (.daily, let measure?): return localizer.text(.habitAmountADay, ["amount": measure])
        case (let frequency, let measure?):
            return measure + localizer.comma + self.frequency(frequency, localizer)
        case (let frequency, nil): return self.frequency(frequency, localizer)
        }
    }

    /// A daily target with its unit: "8 glasses".
    static func target(_ measure: HabitMeasure, _ localizer: Localizer) -> String {
        "\(localizer.number(measure.target)) \(measure.unit)"
    }

    /// "21 days", "8 weeks", "1 week".
    static func length(_ count: Int, _ unit: HabitUnit, _ localizer: Localizer = Localizer(.english))
        -> String
    {
        switch unit {
        case .days: return localizer.days(count)
        case .weeks: return localizer.count(.habitWeeks, count)
        }
    }

    /// "all 21 days", "all 8 weeks"; a program of one is just "1 day", "1 week".
    static func allOf(_ count: Int, _ unit: HabitUnit, _ localizer: Localizer = Localizer(.english)) -> String
    {
        let length = length(count, unit, localizer)
        return count == 1 ? length : localizer.text(.habitAllOf, ["length": length])
    }

    /// "day 3 of 21", "week 2 of 8".
    static func position(
        _ index: Int, of length: Int, _ unit: HabitUnit, _ localizer: Localizer = Localizer(.english)
    ) -> String {
        localizer.text(
            unit == .days ? .habitDayOf : .habitWeekOf,
            ["index": localizer.digits(index), "length": localizer.digits(length)])
    }

    /// Where an active run stands after its `position` words: "day 5 of 21 · streak 4 days ·
    /// 2 of 3 this week, 1 more in 3 days · 1 extra", as the habit's card and `/progress` say it.
    static func standing(
        _ position: String, _ progress: HabitProgress, _ localizer: Localizer = Localizer(.english)
    ) -> String {
        var words = position
        if progress.streak > 0 {
            words += "\(localizer.separator)" + streak(progress.streak, progress.streakUnit, localizer)
        }
        if let week = progress.week { words += "\(localizer.separator)\(self.week(week, localizer))" }
        if progress.extras > 0 {
            words += "\(localizer.separator)\(localizer.count(.habitExtras, progress.extras))"
        }
        return words
    }

    /// "streak 4 days".
    static func streak(_ count: Int, _ unit: HabitUnit, _ localizer: Localizer) -> String {
        localizer.text(.habitStreak, ["length": length(count, unit, localizer)])
    }

    /// "5/8 glasses".
    static func amount(_ total: Int, of measure: HabitMeasure, _ localizer: Localizer = Localizer(.english))
        -> String
    {
        "\(localizer.number(total))/\(localizer.number(measure.target)) \(measure.unit)"
    }

    /// "3 glasses", "1 glass", or "1 check-in" for a habit without amounts.
    static func amount(
        _ amount: Int, in schedule: HabitSchedule, _ localizer: Localizer = Localizer(.english)
    )
        -> String
    {
        guard let measure = schedule.measure else {
            return localizer.language == .english
                ? Format.count(amount, "check-in") : localizer.count(.habitCheckIns, amount)
        }
        // The unit is the user's own word; only English ones are made singular.
        let unit = amount == 1 && localizer.language == .english ? singular(measure.unit) : measure.unit
        return "\(localizer.number(amount)) \(unit)"
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
    static func title(_ habit: Habit, _ localizer: Localizer = Localizer(.english)) -> RichText {
        var text: RichText = "\(bold: habit.name)"
        if let schedule = schedule(habit.schedule, localizer) { text.append(" (\(schedule))") }
        return text
    }

    /// How the current week of a weekly target stands: "2 of 3 this week, 1 more in 4 days".
    static func week(_ week: HabitProgress.Week, _ localizer: Localizer = Localizer(.english)) -> String {
        if week.target == 0 {
            return week.done > 0
                ? localizer.text(.habitThisWeek, ["done": localizer.digits(week.done)])
                : localizer.text(.habitNothingThisWeek)
        }
        if week.isReached { return "\(weekCount(week, localizer)) ✔" }
        return localizer.text(
            .habitWeekMoreIn,
            [
                "week": weekCount(week, localizer), "needed": localizer.digits(week.needed),
                "days": localizer.days(week.daysLeft),
            ])
    }

    /// The week's days against its target: "2 of 3 this week", or past the target "3 this
    /// week (2 needed)", never "3 of 2".
    static func weekCount(_ week: HabitProgress.Week, _ localizer: Localizer = Localizer(.english)) -> String
    {
        let counts = ["done": localizer.digits(week.done), "target": localizer.digits(week.target)]
        return localizer.text(week.done > week.target ? .habitWeekPastTarget : .habitWeekCount, counts)
    }

    /// "any day" for once a week, "any 3 days" for more.
    static func anyDays(_ times: Int, _ localizer: Localizer = Localizer(.english)) -> String {
        times == 1 ? localizer.text(.habitAnyDay) : localizer.count(.habitAnyDays, times)
    }

    /// Why a run broke, after "run broke": "on Tue 24 Nov", or for a weekly target "on
    /// Sat 28 Nov: that week could no longer reach 3".
    static func broke(
        _ habit: Habit, missedOn day: LocalDate, today: LocalDate,
        _ localizer: Localizer = Localizer(.english)
    ) -> String {
        let when = Format.onDate(day, today: today, localizer)
        guard case .weekly(let times) = habit.schedule.frequency else { return when }
        return localizer.text(.habitBrokeWeek, ["when": when, "times": localizer.digits(times)])
    }
}
