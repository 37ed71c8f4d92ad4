/// What the group board's picture shows of one member over a stretch of the challenge: the
/// amounts they checked in per day since joining, their pauses, and their own local day.
///
/// Like ``MemberStanding``, it holds nothing a group does not already see: check-ins made
/// for the challenge, and which days they were paused.
public struct MemberHistory: Sendable, Hashable {
    /// The member's ``User/id``.
    public var userID: Int64
    /// The member's local day they joined: earlier days are not theirs in the challenge.
    public var joinedOn: LocalDate
    /// The member's own local day now; later days are still to come for them.
    public var today: LocalDate
    /// What the member's habit asks for (the challenge's schedule).
    public var schedule: HabitSchedule
    /// Each day's total since joining, across the habit's runs.
    public var log: HabitLog
    /// The member's paused days within the stretch.
    public var paused: Set<LocalDate>

    /// A member's history with the given fields.
    public init(
        userID: Int64, joinedOn: LocalDate, today: LocalDate, schedule: HabitSchedule, log: HabitLog,
        paused: Set<LocalDate> = []
    ) {
        self.userID = userID
        self.joinedOn = joinedOn
        self.today = today
        self.schedule = schedule
        self.log = log
        self.paused = paused
    }

    /// How the member's day `day` looks on the board.
    ///
    /// A day counts as missed only when the rules would have asked for it: a due day after
    /// the day they joined (which, like a run's first day, may be skipped), over for them and
    /// not paused. A weekly target asks for no day in particular, so its empty days are rest.
    public func mark(on day: LocalDate) -> BoardPicture.Mark {
        guard day >= joinedOn else { return .none }
        let total = log.total(on: day)
        let target = max(schedule.dailyTarget, 1)
        if total >= target { return .done }
        if total > 0 { return .partial(Double(total) / Double(target)) }
        if paused.contains(day) { return .paused }
        if !schedule.frequency.counts(on: day.weekday) { return .rest }
        if day >= today { return .open }
        if case .weekly = schedule.frequency { return .rest }
        return day == joinedOn ? .rest : .missed
    }
}
