/// How often a habit is due.
///
/// The strict daily program is the default and keeps its rules. The other kinds exist
/// because the habits people keep are often "piano on Mon, Wed, Fri" or "gym 3 times a
/// week", which a daily rule would break on every rest day.
public enum HabitFrequency: Sendable, Hashable, Codable {
    /// Every day: a day without a check-in breaks the run.
    case daily
    /// On chosen weekdays (never all seven: that is ``daily``). A missed due day breaks the
    /// run; other days neither count nor break, and a check-in on them is an extra.
    case days(WeekdaySet)
    /// A number of days a week (1–7), on any days; weeks begin on the user's week start. A
    /// week that can no longer reach its target breaks the run.
    case weekly(times: Int)

    /// How many days a week a weekly target may ask for.
    public static let timesPerWeekRange = 1...7

    /// The frequency of a habit due on `days`: ``daily`` for all seven, so that one habit has
    /// one way to be written.
    public static func on(_ days: WeekdaySet) -> HabitFrequency {
        days == .daily ? .daily : .days(days)
    }

    /// Whether a check-in on a day of this weekday can count towards the program.
    public func counts(on weekday: Weekday) -> Bool {
        switch self {
        case .daily, .weekly: return true
        case .days(let set): return set.contains(weekday)
        }
    }
}

/// A measurable habit's unit and the amount that makes a day count ("8 glasses").
public struct HabitMeasure: Sendable, Hashable, Codable {
    /// What is counted, as the user wrote it: "glasses", "km", "pages".
    public var unit: String
    /// The total that makes a day count.
    public var target: Int

    /// A daily target from 1 to a million: anything larger is a typo, not a habit.
    public static let targetRange = 1...1_000_000
    /// One check-in's amount, also typed by the user.
    public static let amountRange = 1...1_000_000
    /// A unit is a word or two, never a sentence.
    public static let unitLength = 20
    /// The most one day may hold. With amounts of at most a million, a thousand check-ins
    /// fit; far more than anyone types, and sums stay far from overflowing.
    public static let dayTotalLimit = 1_000_000_000

    /// A measure of `target` `unit` a day; the caller checks the ranges.
    public init(unit: String, target: Int) {
        self.unit = unit
        self.target = target
    }
}

/// The unit a habit's program length, day number and streak are counted in.
public enum HabitUnit: Sendable, Hashable {
    case days
    case weeks

    /// The lengths a program may have: up to a year either way.
    public var lengthRange: ClosedRange<Int> {
        switch self {
        case .days: return 1...365
        case .weeks: return 1...52
        }
    }

    /// 21 days, as the strict program has always promised; 8 weeks for the weekly kinds.
    public var defaultLength: Int {
        switch self {
        case .days: return 21
        case .weeks: return 8
        }
    }

    /// `length` converted to this unit from `other`, within this unit's range: a program of
    /// 21 days becomes 3 weeks, one of 3 weeks 21 days.
    public func length(_ length: Int, from other: HabitUnit) -> Int {
        let converted: Int
        switch (other, self) {
        case (.days, .weeks): converted = (length + 6) / 7
        case (.weeks, .days): converted = length.multipliedReportingOverflow(by: 7).partialValue
        default: converted = length
        }
        return min(max(converted, lengthRange.lowerBound), lengthRange.upperBound)
    }
}

/// When a habit is due and what makes a day count: its frequency, and for a measurable
/// habit its unit and daily target.
public struct HabitSchedule: Sendable, Hashable, Codable {
    /// When the habit is due.
    public var frequency: HabitFrequency
    /// `nil` for a habit checked in once a day, without amounts.
    public var measure: HabitMeasure?

    /// The strict daily program every habit had before schedules existed.
    public static let daily = HabitSchedule(frequency: .daily)

    /// A schedule with `frequency`, measured in `measure` when given.
    public init(frequency: HabitFrequency, measure: HabitMeasure? = nil) {
        self.frequency = frequency
        self.measure = measure
    }

    /// Whether this is the strict daily program: one check-in a day, no amounts.
    public var isStrictDaily: Bool { self == .daily }

    /// The amount that makes a day count: 1 check-in unless the habit is measurable.
    public var dailyTarget: Int { measure?.target ?? 1 }

    /// A daily habit counts its program and streak in days, the weekly kinds in weeks.
    public var unit: HabitUnit {
        switch frequency {
        case .daily: return .days
        case .days, .weekly: return .weeks
        }
    }

    /// The unit of the streak: days for daily habits and chosen weekdays (due days in a
    /// row), weeks for a weekly target (weeks that reached it, in a row).
    public var streakUnit: HabitUnit {
        switch frequency {
        case .daily, .days: return .days
        case .weekly: return .weeks
        }
    }
}
