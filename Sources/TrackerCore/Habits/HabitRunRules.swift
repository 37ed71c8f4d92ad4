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
///
/// Each day is judged by the schedule in force on it (see ``HabitTerms``). A program period
/// does not take pauses off its quota: a paused due day extends the program rather than
/// completing it early, though it never breaks the run.
struct HabitRunRules {
    let terms: HabitTerms
    /// The run's first day; `nil` judges every check-in ever made, for the best streak.
    let runStart: LocalDate?
    let log: HabitLog
    let isPaused: (LocalDate) -> Bool

    /// The schedule in force now: the one a new period follows.
    var schedule: HabitSchedule { terms.schedules.current }

    /// How one period stands.
    struct Tally {
        var counted: Int
        var quota: Int
        /// At least one counted day is always needed for a period to be reached.
        var needed: Int { max(quota, 1) }
        var isReached: Bool { counted >= needed }
        var isBridged: Bool { quota == 0 && counted == 0 }
    }

    /// Periods that may break the run and make up its streak.
    var breakKind: HabitPeriod.Role { .breaking }

    /// Periods the program's length counts: days for a daily habit, weeks otherwise.
    var programKind: HabitPeriod.Role { .program }

    func period(_ role: HabitPeriod.Role, containing day: LocalDate) -> HabitPeriod {
        HabitPeriod(role, containing: day, terms: terms)
    }

    func isInRun(_ day: LocalDate) -> Bool { runStart.map { day >= $0 } ?? true }

    /// The amount that made `day` count, by the schedule in force on it.
    func target(on day: LocalDate) -> Int { terms.schedule(on: day).dailyTarget }

    func isMet(_ day: LocalDate) -> Bool { log.total(on: day) >= target(on: day) }

    /// Whether the schedule in force on `day` asks for its weekday at all.
    func isScheduled(_ day: LocalDate) -> Bool { terms.schedule(on: day).frequency.counts(on: day.weekday) }

    func counts(_ day: LocalDate) -> Bool { isInRun(day) && isMet(day) && isScheduled(day) }

    /// Whether the schedule could ask for `day`, pauses aside.
    func isAsked(_ day: LocalDate) -> Bool { (runStart.map { day > $0 } ?? true) && isScheduled(day) }

    func isAvailable(_ day: LocalDate) -> Bool { isAsked(day) && !isPaused(day) }

    func tally(_ period: HabitPeriod) -> Tally {
        var counted = 0
        var available = 0
        for day in period.days {
            if counts(day) { counted += 1 }
            if period.role == .program ? isAsked(day) : isAvailable(day) { available += 1 }
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

    /// `days` and `weeks` counted in `unit`: a week is 7 days, and only whole weeks of days
    /// make a week. Runs mix them only after a change between a daily and a weekly kind.
    static func count(days: Int, weeks: Int, in unit: HabitUnit) -> Int {
        switch unit {
        case .days: return days + weeks.multipliedReportingOverflow(by: 7).partialValue
        case .weeks: return weeks + days / 7
        }
    }

    /// Program periods reached in the run, up to the later of `today` and the last check-in,
    /// in the current schedule's unit.
    func programPeriodsReached(today: LocalDate) -> Int {
        guard let runStart else { return 0 }
        let end = max(today, log.days.max() ?? today)
        var period = period(programKind, containing: runStart)
        var reached: [HabitUnit: Int] = [:]
        while period.first <= end {
            if tally(period).isReached { reached[period.unit, default: 0] += 1 }
            period = period.next
        }
        return Self.count(days: reached[.days] ?? 0, weeks: reached[.weeks] ?? 0, in: schedule.unit)
    }

    /// Reached periods in a row up to today's, or up to the one before while today's is
    /// still open; bridged periods are skipped over.
    func streak(today: LocalDate) -> Int {
        guard let runStart else { return 0 }
        var period = period(breakKind, containing: today)
        if !tally(period).isReached { period = period.previous }
        var streak: [HabitUnit: Int] = [:]
        while period.last >= runStart {
            let tally = tally(period)
            if tally.isReached {
                streak[period.unit, default: 0] += 1
            } else if !tally.isBridged {
                break
            }
            period = period.previous
        }
        return Self.count(days: streak[.days] ?? 0, weeks: streak[.weeks] ?? 0, in: schedule.streakUnit)
    }

    /// The longest run of reached periods over the whole log (or, with a run start, over the
    /// run up to `today`, whose open period breaks nothing yet), bridged periods skipped, in
    /// the current schedule's streak unit.
    func bestStreak(today: LocalDate? = nil) -> Int {
        guard let first = runStart ?? log.days.min(), let last = today ?? log.days.max() else { return 0 }
        var period = period(breakKind, containing: first)
        var current: [HabitUnit: Int] = [:]
        var best = 0
        while period.first <= last {
            let tally = tally(period)
            if tally.isReached {
                current[period.unit, default: 0] += 1
                best = max(
                    best,
                    Self.count(
                        days: current[.days] ?? 0, weeks: current[.weeks] ?? 0, in: schedule.streakUnit))
            } else if !tally.isBridged {
                current = [:]
            }
            period = period.next
        }
        return best
    }

    /// Days checked in during the run that counted towards nothing: days the schedule did
    /// not ask for, and days beyond a week's quota.
    func extras(today: LocalDate) -> Int {
        guard let runStart else { return 0 }
        let end = max(today, log.days.max() ?? today)
        var period = period(breakKind, containing: runStart)
        var extras = 0
        while period.first <= end {
            extras += period.days.filter { isInRun($0) && log.isChecked($0) && !isScheduled($0) }.count
            if case .week = period.kind {
                let tally = tally(period)
                extras += max(0, tally.counted - tally.needed)
            }
            period = period.next
        }
        return extras
    }

    /// Whether a check-in today would count: on a day the schedule asks for, and for a
    /// weekly target while the week is not reached without today.
    func isDue(today: LocalDate) -> Bool {
        guard isScheduled(today) else { return false }
        let period = period(breakKind, containing: today)
        guard case .week = period.kind else { return true }
        let tally = tally(period)
        let countedBefore = tally.counted - (counts(today) ? 1 : 0)
        return countedBefore < tally.needed
    }

    /// Where the week of `today` stands, for a weekly target.
    func week(today: LocalDate) -> HabitProgress.Week? {
        let week = period(breakKind, containing: today)
        guard case .week = week.kind else { return nil }
        let tally = tally(week)
        let daysLeft = week.days.filter { $0 >= today && !isPaused($0) && !($0 == today && isMet(today)) }
            .count
        return HabitProgress.Week(
            done: tally.counted, target: tally.quota, daysLeft: daysLeft, isReached: tally.isReached)
    }
}
