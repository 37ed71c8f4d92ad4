import TrackerCore

/// A deliberately plain model of the habit rules, written apart from TrackerCore's
/// evaluator: lists of days and filters, no periods, no shared helpers. The property test
/// holds the evaluator to it.
///
/// The rules, as the README states them:
/// - A day *counts* when it is in the run (on or after its first day), its total reaches the
///   daily target, and (for chosen weekdays) it is one of them.
/// - A day is *asked for* when it is after the run's first day, not paused, and (for chosen
///   weekdays) one of them.
/// - A unit of the rules is a day (daily, chosen weekdays) or a calendar week starting on
///   the week start (weekly target). It asks for its asked-for days, at most the weekly
///   target. It is reached with that many counted days, and at least one.
/// - The run breaks on the first day after whose end some unit can no longer get the days it
///   asks for: counted days up to then, plus later days that are asked for or counted.
/// - The program counts reached days (daily) or weeks; a week of chosen weekdays asks for
///   each of its asked-for days. Pauses do not take days off what a program unit asks for:
///   a paused due day extends the program instead of completing it early.
struct HabitReferenceModel {
    enum Kind {
        case daily
        case days(Set<Weekday>)
        case weekly(Int)
    }

    var kind: Kind
    var target: Int
    var start: LocalDate
    var length: Int
    var completedOn: LocalDate?
    var totals: [LocalDate: Int]
    var today: LocalDate
    var weekStart: Weekday
    var paused: Set<LocalDate>

    struct Outcome: Equatable {
        var state: HabitProgress.State
        var streak: Int
        var reached: Int
        var checkIns: Int
        var checkedToday: Bool
        var amountToday: Int
        var isDue: Bool
        var extras: Int
        var week: HabitProgress.Week?
    }

    func isChosen(_ day: LocalDate) -> Bool {
        if case .days(let chosen) = kind { return chosen.contains(day.weekday) }
        return true
    }

    func counts(_ day: LocalDate) -> Bool {
        day >= start && (totals[day] ?? 0) >= target && isChosen(day)
    }

    func askedFor(_ day: LocalDate) -> Bool {
        day > start && !paused.contains(day) && isChosen(day)
    }

    func firstDayOfWeek(_ day: LocalDate) -> LocalDate {
        var first = day
        while first.weekday != weekStart { first = first.adding(days: -1) }
        return first
    }

    func week(of day: LocalDate) -> [LocalDate] {
        let first = firstDayOfWeek(day)
        return (0..<7).map { first.adding(days: $0) }
    }

    /// The days each unit of the rules holds, in order, from the run's start through `end`.
    func ruleUnits(through end: LocalDate, weekly: Bool) -> [[LocalDate]] {
        var units: [[LocalDate]] = []
        var day = weekly ? firstDayOfWeek(start) : start
        while day <= end {
            units.append(weekly ? week(of: day) : [day])
            day = day.adding(days: weekly ? 7 : 1)
        }
        return units
    }

    func asks(_ unit: [LocalDate], cap: Int?, pausesAside: Bool = false) -> Int {
        let asked = unit.filter { pausesAside ? $0 > start && isChosen($0) : askedFor($0) }.count
        return cap.map { min($0, asked) } ?? asked
    }

    func isReached(_ unit: [LocalDate], cap: Int?, pausesAside: Bool = false) -> Bool {
        unit.filter(counts).count >= max(asks(unit, cap: cap, pausesAside: pausesAside), 1)
    }

    var breakUnitsAreWeeks: Bool {
        if case .weekly = kind { return true }
        return false
    }

    var weeklyCap: Int? {
        if case .weekly(let times) = kind { return times }
        return nil
    }

    /// The longest chain of reached units from the start through `end`, units that ask for
    /// nothing and got nothing skipped over.
    func bestStreak(through end: LocalDate) -> Int {
        var (best, current) = (0, 0)
        for unit in ruleUnits(through: end, weekly: breakUnitsAreWeeks) {
            if isReached(unit, cap: weeklyCap) {
                current += 1
                best = max(best, current)
            } else if asks(unit, cap: weeklyCap) > 0 || unit.contains(where: counts) {
                current = 0
            }
        }
        return best
    }

    func evaluate() -> Outcome {
        let lastDay = max(today, totals.keys.max() ?? today)
        let breakUnits = ruleUnits(through: today, weekly: breakUnitsAreWeeks)

        // The first day after whose end a unit could no longer be reached.
        var missed: LocalDate?
        search: for unit in breakUnits {
            let asked = asks(unit, cap: weeklyCap)
            for end in unit where end < today {
                let settled = unit.filter { $0 <= end && counts($0) }.count
                let possible = unit.filter { $0 > end && $0 >= start && (counts($0) || askedFor($0)) }.count
                if settled + possible < asked {
                    missed = end
                    break search
                }
            }
        }

        // The program's units: days, or weeks (chosen weekdays ask for all their days).
        let programWeekly: Bool
        let programCap: Int?
        switch kind {
        case .daily: (programWeekly, programCap) = (false, nil)
        case .days: (programWeekly, programCap) = (true, nil)
        case .weekly(let times): (programWeekly, programCap) = (true, times)
        }
        let programUnits = ruleUnits(through: lastDay, weekly: programWeekly)
        let reached = programUnits.filter { isReached($0, cap: programCap, pausesAside: true) }.count
        let current = programWeekly ? week(of: today) : [today]

        var streak = 0
        var units = breakUnits.reversed().map { $0 }
        if let first = units.first, !isReached(first, cap: weeklyCap) { units.removeFirst() }
        for unit in units {
            if isReached(unit, cap: weeklyCap) {
                streak += 1
            } else if asks(unit, cap: weeklyCap) > 0 || unit.contains(where: counts) {
                break
            }
        }

        let isDue: Bool
        var weekStanding: HabitProgress.Week?
        var extras = 0
        switch kind {
        case .daily:
            isDue = true
        case .days(let chosen):
            isDue = chosen.contains(today.weekday)
            extras = totals.keys.filter { $0 >= start && !chosen.contains($0.weekday) }.count
        case .weekly(let times):
            let thisWeek = week(of: today)
            let needed = max(asks(thisWeek, cap: times), 1)
            isDue = thisWeek.filter { $0 != today && counts($0) }.count < needed
            weekStanding = HabitProgress.Week(
                done: thisWeek.filter(counts).count, target: asks(thisWeek, cap: times),
                daysLeft: thisWeek.filter {
                    $0 > today && !paused.contains($0)
                        || $0 == today && !paused.contains($0) && (totals[$0] ?? 0) < target
                }.count,
                isReached: isReached(thisWeek, cap: times))
            for unit in programUnits {
                extras += max(0, unit.filter(counts).count - max(asks(unit, cap: times), 1))
            }
        }

        let state: HabitProgress.State
        if let completedOn {
            state = .completed(on: completedOn)
        } else if let missed {
            state = .broken(missedOn: missed)
            streak = 0
        } else {
            state = .active(
                day: min(length, reached + (isReached(current, cap: programCap, pausesAside: true) ? 0 : 1)))
        }
        return Outcome(
            state: state, streak: streak, reached: reached, checkIns: totals.count,
            checkedToday: totals[today] != nil, amountToday: totals[today] ?? 0, isDue: isDue, extras: extras,
            week: weekStanding)
    }
}
