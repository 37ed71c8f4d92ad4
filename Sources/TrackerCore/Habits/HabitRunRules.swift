/// The rules of one habit's run, applied to its log. ``HabitProgress`` is the public face;
/// this holds the arithmetic, in terms of periods (see ``HabitPeriod``).
///
/// In a period, a day *counts* when it belongs to the run, its total reaches the daily
/// target and the schedule counts its weekday. A day is *available* when the schedule
/// could ask for it: after the run's first day (which may always be skipped), a weekday the
/// schedule counts, and not paused. The period's quota is its available days, at most the
/// weekly target; it needs at least one counted day to be *reached*, and with a quota of 0
/// and nothing counted it is *bridged*: it neither counts nor breaks.
///
/// A period is *missed* once the days it counted plus the days that could still count fall
/// below its quota. The day whose end made that certain is the day the run broke.
struct HabitRunRules {
    let schedule: HabitSchedule
    /// The run's first day; `nil` judges every check-in ever made, for the best streak.
    let runStart: LocalDate?
    let log: HabitLog
    let weekStart: Weekday
    let isPaused: (LocalDate) -> Bool

    /// How one period stands.
    struct Tally {
        var counted: Int
        var quota: Int
        /// At least one counted day is always needed for a period to be reached.
        var needed: Int { max(quota, 1) }
        var isReached: Bool { counted >= needed }
        var isBridged: Bool { quota == 0 && counted == 0 }
    }

    /// Periods that may break the run and make up its streak: days, or weeks for a weekly
    /// target.
    var breakKind: HabitPeriod.Kind {
        switch schedule.frequency {
        case .daily, .days: return .day
        case .weekly(let times): return .week(cap: times)
        }
    }

    /// Periods the program's length counts: days for a daily habit, weeks otherwise. A week
    /// of chosen weekdays is reached when each of its available due days counted.
    var programKind: HabitPeriod.Kind {
        switch schedule.frequency {
        case .daily: return .day
        case .days: return .week(cap: nil)
        case .weekly(let times): return .week(cap: times)
        }
    }

    func period(_ kind: HabitPeriod.Kind, containing day: LocalDate) -> HabitPeriod {
        HabitPeriod(kind, containing: day, weekStart: weekStart)
    }

    func isInRun(_ day: LocalDate) -> Bool { runStart.map { day >= $0 } ?? true }

    func isMet(_ day: LocalDate) -> Bool { log.total(on: day) >= schedule.dailyTarget }

    func counts(_ day: LocalDate) -> Bool {
        isInRun(day) && isMet(day) && schedule.frequency.counts(on: day.weekday)
    }

    func isAvailable(_ day: LocalDate) -> Bool {
        (runStart.map { day > $0 } ?? true) && schedule.frequency.counts(on: day.weekday) && !isPaused(day)
    }

    func tally(_ period: HabitPeriod) -> Tally {
        var counted = 0
        var available = 0
        for day in period.days {
            if counts(day) { counted += 1 }
            if isAvailable(day) { available += 1 }
        }
        return Tally(counted: counted, quota: period.quota(available: available))
    }

    /// The day whose end made `period` impossible to reach, judged on `today`; `nil` while
    /// it can still be reached (or asks for nothing).
    func missedDay(in period: HabitPeriod, today: LocalDate) -> LocalDate? {
        let quota = tally(period).quota
        guard quota > 0 else { return nil }
        let days = period.days.filter(isInRun)
        var cutoff = period.first.adding(days: 1)
        let lastCutoff = min(today, period.last.adding(days: 1))
        while cutoff <= lastCutoff {
            // Days before the cutoff are settled; later ones may still count.
            let possible = days.filter { $0 < cutoff ? counts($0) : (counts($0) || isAvailable($0)) }.count
            if possible < quota { return cutoff.adding(days: -1) }
            cutoff = cutoff.adding(days: 1)
        }
        return nil
    }

    /// The first missed day of the run up to `today`, or `nil` while the run goes on.
    func firstMiss(today: LocalDate) -> LocalDate? {
        guard let runStart else { return nil }
        var period = period(breakKind, containing: runStart)
        while period.first <= today {
            if let missed = missedDay(in: period, today: today) { return missed }
            period = period.next
        }
        return nil
    }

    /// Program periods reached in the run, up to the later of `today` and the last check-in.
    func programPeriodsReached(today: LocalDate) -> Int {
        guard let runStart else { return 0 }
        let end = max(today, log.days.max() ?? today)
        var period = period(programKind, containing: runStart)
        var reached = 0
        while period.first <= end {
            if tally(period).isReached { reached += 1 }
            period = period.next
        }
        return reached
    }

    /// Reached periods in a row up to today's, or up to the one before while today's is
    /// still open; bridged periods are skipped over.
    func streak(today: LocalDate) -> Int {
        guard let runStart else { return 0 }
        var period = period(breakKind, containing: today)
        if !tally(period).isReached { period = period.previous }
        var streak = 0
        while period.last >= runStart {
            let tally = tally(period)
            if tally.isReached {
                streak += 1
            } else if !tally.isBridged {
                break
            }
            period = period.previous
        }
        return streak
    }

    /// The longest run of reached periods over the whole log, bridged periods skipped.
    func bestStreak() -> Int {
        guard let first = log.days.min(), let last = log.days.max() else { return 0 }
        var period = period(breakKind, containing: first)
        var (best, current) = (0, 0)
        while period.first <= last {
            let tally = tally(period)
            if tally.isReached {
                current += 1
                best = max(best, current)
            } else if !tally.isBridged {
                current = 0
            }
            period = period.next
        }
        return best
    }

    /// Days checked in during the run that counted towards nothing: off days of chosen
    /// weekdays, and days beyond a week's quota.
    func extras(today: LocalDate) -> Int {
        switch schedule.frequency {
        case .daily:
            return 0
        case .days:
            return log.days.filter { isInRun($0) && !schedule.frequency.counts(on: $0.weekday) }.count
        case .weekly:
            guard let runStart else { return 0 }
            let end = max(today, log.days.max() ?? today)
            var period = period(programKind, containing: runStart)
            var extras = 0
            while period.first <= end {
                let tally = tally(period)
                extras += max(0, tally.counted - tally.needed)
                period = period.next
            }
            return extras
        }
    }

    /// Whether a check-in today would count: every day for a daily habit, due days for
    /// chosen weekdays, and for a weekly target while the week is not reached without today.
    func isDue(today: LocalDate) -> Bool {
        switch schedule.frequency {
        case .daily: return true
        case .days(let set): return set.contains(today.weekday)
        case .weekly:
            let week = period(breakKind, containing: today)
            let tally = tally(week)
            let countedBefore = tally.counted - (counts(today) ? 1 : 0)
            return countedBefore < tally.needed
        }
    }

    /// Where the week of `today` stands, for a weekly target.
    func week(today: LocalDate) -> HabitProgress.Week? {
        guard case .weekly = schedule.frequency else { return nil }
        let week = period(breakKind, containing: today)
        let tally = tally(week)
        let daysLeft = week.days.filter { $0 >= today && !isPaused($0) && !($0 == today && isMet(today)) }
            .count
        return HabitProgress.Week(
            done: tally.counted, target: tally.quota, daysLeft: daysLeft, isReached: tally.isReached)
    }
}
