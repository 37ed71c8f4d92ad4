/// The stretches of days a habit's rules judge together: single days for a daily habit and
/// for each due day of chosen weekdays, weeks for a weekly target and for the program of
/// chosen weekdays.
///
/// A week begins on the week start in force and is cut short where the frequency or the
/// week start changed (see ``HabitTerms``), so a change never regroups days already judged.
struct HabitPeriod: Sendable, Hashable {
    /// What the period is for: the run's breaking and streak, or its program length.
    enum Role: Sendable, Hashable {
        case breaking
        case program
    }

    /// A single day, or a week whose quota is at most `cap` days (no cap asks for every
    /// available day).
    enum Kind: Sendable, Hashable {
        case day
        case week(cap: Int?)
    }

    let role: Role
    let kind: Kind
    let first: LocalDate
    let last: LocalDate
    let terms: HabitTerms

    /// The period of `role` that contains `day`.
    init(_ role: Role, containing day: LocalDate, terms: HabitTerms) {
        self.role = role
        self.terms = terms
        kind = Self.kind(of: role, terms.schedule(on: day).frequency)
        guard case .week = kind else {
            (first, last) = (day, day)
            return
        }
        let weekStart = terms.weekStarts.value(on: day)
        let natural = day.adding(days: -((day.weekday.rawValue - weekStart.rawValue + 7) % 7))
        var (first, last) = (natural, natural.adding(days: 6))
        for boundary in terms.boundaries(of: role) {
            if boundary <= day {
                first = max(first, boundary)
            } else {
                last = min(last, boundary.adding(days: -1))
            }
        }
        (self.first, self.last) = (first, last)
    }

    /// The kind of period `frequency` judges for `role`.
    static func kind(of role: Role, _ frequency: HabitFrequency) -> Kind {
        switch (role, frequency) {
        case (.breaking, .daily), (.breaking, .days), (.program, .daily): return .day
        case (.program, .days): return .week(cap: nil)
        case (_, .weekly(let times)): return .week(cap: times)
        }
    }

    /// The unit the period counts in: a day, or a week.
    var unit: HabitUnit {
        if case .day = kind { return .days }
        return .weeks
    }

    /// The days of the period, in order.
    var days: [LocalDate] {
        (0...first.days(until: last)).map { first.adding(days: $0) }
    }

    var next: HabitPeriod { HabitPeriod(role, containing: last.adding(days: 1), terms: terms) }

    var previous: HabitPeriod { HabitPeriod(role, containing: first.adding(days: -1), terms: terms) }

    func contains(_ day: LocalDate) -> Bool { first <= day && day <= last }

    /// How many of `available` days the period asks for.
    func quota(available: Int) -> Int {
        switch kind {
        case .day, .week(cap: nil): return available
        case .week(let cap?): return min(cap, available)
        }
    }
}
