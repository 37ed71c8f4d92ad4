/// The stretches of days a habit's rules judge together: single days for a daily habit and
/// for each due day of chosen weekdays, calendar weeks for a weekly target and for the
/// program of chosen weekdays.
struct HabitPeriod: Sendable, Hashable {
    /// A single day, or a week beginning on the user's week start.
    enum Kind: Sendable, Hashable {
        case day
        /// A week whose quota is at most `cap` days; no cap asks for every available day.
        case week(cap: Int?)
    }

    let kind: Kind
    let first: LocalDate

    /// The period of `kind` that contains `day`.
    init(_ kind: Kind, containing day: LocalDate, weekStart: Weekday) {
        self.kind = kind
        switch kind {
        case .day:
            first = day
        case .week:
            first = day.adding(days: -((day.weekday.rawValue - weekStart.rawValue + 7) % 7))
        }
    }

    private init(kind: Kind, first: LocalDate) {
        self.kind = kind
        self.first = first
    }

    var last: LocalDate {
        switch kind {
        case .day: return first
        case .week: return first.adding(days: 6)
        }
    }

    /// The days of the period, in order.
    var days: [LocalDate] {
        (0...first.days(until: last)).map { first.adding(days: $0) }
    }

    var next: HabitPeriod { HabitPeriod(kind: kind, first: last.adding(days: 1)) }

    var previous: HabitPeriod {
        switch kind {
        case .day: return HabitPeriod(kind: kind, first: first.adding(days: -1))
        case .week: return HabitPeriod(kind: kind, first: first.adding(days: -7))
        }
    }

    func contains(_ day: LocalDate) -> Bool { first <= day && day <= last }

    /// How many of `available` days the period asks for.
    func quota(available: Int) -> Int {
        switch kind {
        case .day, .week(cap: nil): return available
        case .week(let cap?): return min(cap, available)
        }
    }
}
