/// A habit with every amount ever checked in, across its runs, the local day it was created
/// and the rules each day was judged by: what its days over a year are judged on.
///
/// ``result(on:isPaused:)`` is the one judgement of a day that every view counts from: the
/// calendar, the year heatmaps, the profile and the export.
public struct HabitHistory: Sendable, Hashable {
    /// The habit, as it is now.
    public var habit: Habit
    /// The user's local day the habit was created; it asked for nothing before.
    public var createdOn: LocalDate
    /// Every run's amounts, totalled per local day.
    public var log: HabitLog
    /// The schedule and week start in force on each day.
    public var terms: HabitTerms
    /// The day the current run broke, if it did: the habit asks for nothing after it until
    /// it is reset.
    public var brokeOn: LocalDate?

    /// A history judged by `terms`; by the habit's schedule on every day without them.
    public init(
        habit: Habit, createdOn: LocalDate, log: HabitLog, terms: HabitTerms? = nil, brokeOn: LocalDate? = nil
    ) {
        self.habit = habit
        self.createdOn = createdOn
        self.log = log
        self.terms = terms ?? HabitTerms(habit.schedule)
        self.brokeOn = brokeOn
    }

    /// Whether the day's total reached the daily target in force that day.
    public func isMet(_ day: LocalDate) -> Bool { log.total(on: day) >= terms.schedule(on: day).dailyTarget }

    /// Whether the habit could be checked in for `day`: it existed, its program had not been
    /// completed (or its run broken) before, and the schedule in force counts that weekday
    /// (any day, for a weekly target).
    public func asks(for day: LocalDate) -> Bool {
        isLive(on: day) && terms.schedule(on: day).frequency.counts(on: day.weekday)
    }

    /// Whether the habit was going on `day`: it existed, and its program had not been
    /// completed (or its run broken) before.
    func isLive(on day: LocalDate) -> Bool {
        day >= createdOn && (habit.completedOn.map { day <= $0 } ?? true)
            && !(brokeOn.map { day > $0 && day >= habit.runStartedOn } ?? false)
    }

    /// What `day` was for the habit.
    public func result(on day: LocalDate, isPaused: (LocalDate) -> Bool = { _ in false }) -> HabitDayResult {
        let amount = log.total(on: day)
        let asked = asks(for: day)
        if amount > 0 {
            let target = terms.schedule(on: day).dailyTarget
            guard asked || day < createdOn else { return .extra }
            guard amount >= target else { return .partly(Double(amount) / Double(target)) }
            return isBeyondItsWeek(day, isPaused: isPaused) ? .extra : .done
        }
        if day < createdOn { return .blank }
        // A pause covers only days the habit was going: after it finished or broke, it asked
        // for nothing to pause.
        if isPaused(day) && isLive(on: day) { return .paused }
        guard asked else { return .notDue }
        if case .weekly = terms.schedule(on: day).frequency { return .optional }
        // A run's first day may be skipped (a habit added late in the evening), as the run's
        // rules judge it: without a check-in it asked for nothing.
        if day == createdOn || day == habit.runStartedOn { return .notDue }
        return .notDone
    }
}

extension HabitHistory {
    /// Whether `day` of a weekly target came after its week had already reached its target:
    /// an extra, as the habit's card counts it.
    func isBeyondItsWeek(_ day: LocalDate, isPaused: (LocalDate) -> Bool) -> Bool {
        withoutActuallyEscaping(isPaused) { isPaused in
            let rules = HabitRunRules(
                terms: terms, runStart: day >= habit.runStartedOn ? habit.runStartedOn : nil, log: log,
                isPaused: isPaused)
            let week = rules.period(.breaking, containing: day)
            guard case .week = week.kind else { return false }
            let before = week.days.filter { $0 < day && rules.counts($0) }.count
            return before >= rules.tally(week).needed
        }
    }

    /// The days from the habit's creation (or its first check-in) through `today`, counted
    /// from each day's ``result(on:isPaused:)``: what the export and `/me` report.
    public func counts(through today: LocalDate, isPaused: (LocalDate) -> Bool = { _ in false })
        -> HabitDayCounts
    {
        var counts = HabitDayCounts()
        var day = min(createdOn, log.days.min() ?? createdOn)
        while day <= today {
            counts.add(result(on: day, isPaused: isPaused))
            day = day.adding(days: 1)
        }
        return counts
    }
}

/// How many days of each kind a habit had: one count per ``HabitDayResult``.
public struct HabitDayCounts: Sendable, Hashable {
    /// Days done.
    public var done = 0
    /// Days that asked for something: done, partly or not done.
    public var due = 0
    /// Days partly done.
    public var partly = 0
    /// Days with an extra check-in.
    public var extra = 0
    /// Paused days with nothing checked in.
    public var paused = 0

    /// No days yet.
    public init() {}

    /// Counts one day's result.
    public mutating func add(_ result: HabitDayResult) {
        if result.isDue { due += 1 }
        switch result {
        case .done: done += 1
        case .partly: partly += 1
        case .extra: extra += 1
        case .paused: paused += 1
        default: break
        }
    }
}

/// What one day was for one habit: the single judgement every count is made from.
public enum HabitDayResult: Sendable, Hashable {
    /// The day's target was reached on a day the habit asked for.
    case done
    /// Part of the day's target, 0...1.
    case partly(Double)
    /// A check-in on a day the habit did not ask for: it counts as an extra, not as due.
    case extra
    /// A day asked for that passed (or is today) without a check-in.
    case notDone
    /// A day of a weekly target without a check-in: each of its days is optional.
    case optional
    /// Paused, with nothing checked in.
    case paused
    /// Not asked for: a weekday off, after the program ended or the run broke.
    case notDue
    /// Before the habit existed.
    case blank

    /// Whether the day counted as a day done.
    public var isDone: Bool { self == .done }

    /// Whether the day asked for something: done, partly or not done.
    public var isDue: Bool {
        switch self {
        case .done, .partly, .notDone: return true
        default: return false
        }
    }
}
