/// What a group sees of one member of its challenge on the member's own local day: their
/// name, whether they checked in, their streak and their total. Nothing else about the
/// member appears in a group.
public struct MemberStanding: Sendable, Hashable {
    /// Where the member's run stands today.
    public enum Status: Sendable, Hashable {
        /// Checked in today, or nothing more is asked of today (a day that is not due, a
        /// week that reached its target).
        case checkedIn
        /// Not checked in yet today, and today is due; the run goes on.
        case open
        /// A day passed without a check-in: the run broke. Joining again restarts it.
        case broken
        /// Every day of the member's program is checked in.
        case finished
    }

    /// The member's ``User/id``.
    public var userID: Int64
    /// The member's display name, as plain text (it is escaped when rendered).
    public var name: String
    /// The member's platform id when they agreed to be mentioned in the group; `nil` otherwise.
    public var mentionID: String?
    /// Where the member's run stands today.
    public var status: Status
    /// Consecutive reached days (or weeks, see ``streakUnit``) up to today, or up to the one
    /// before while today's is open.
    public var streak: Int
    /// Weeks for a weekly target, days otherwise.
    public var streakUnit: HabitUnit = .days
    /// Where the member's week stands, for a weekly target.
    public var week: HabitProgress.Week?
    /// Check-ins made for the challenge since joining, across restarts.
    public var checkIns: Int
    /// The day (or week) of their program the member is on (1…``length``), as
    /// ``HabitProgress`` counts.
    public var day: Int
    /// The length of the member's program, in ``unit``.
    public var length: Int
    /// The unit of ``day`` and ``length``.
    public var unit: HabitUnit = .days
    /// Whether the member paused their habits today: nothing is asked of them.
    public var isPausedToday = false

    /// A standing with the given fields.
    public init(
        userID: Int64, name: String, mentionID: String? = nil, status: Status, streak: Int, checkIns: Int,
        day: Int, length: Int
    ) {
        self.userID = userID
        self.name = name
        self.mentionID = mentionID
        self.status = status
        self.streak = streak
        self.checkIns = checkIns
        self.day = day
        self.length = length
    }

    /// A member's standing from their challenge habit, evaluated on their local day `today`
    /// with the habit's usual rules.
    ///
    /// - Parameters:
    ///   - currentRun: the days checked in during the habit's current run.
    ///   - checkInsSinceJoining: the habit's check-ins on or after the day the member joined.
    ///   - isPaused: the member's pauses, which bridge their run as everywhere else.
    public static func evaluate(
        userID: Int64, name: String, mentionID: String?, habit: Habit, currentRun: Set<LocalDate>,
        checkInsSinceJoining: Int, today: LocalDate, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> MemberStanding {
        evaluate(
            userID: userID, name: name, mentionID: mentionID, habit: habit, log: HabitLog(days: currentRun),
            checkInsSinceJoining: checkInsSinceJoining, today: today, isPaused: isPaused)
    }

    /// A member's standing from their challenge habit's current run `log`, on their local
    /// day `today` and with their week start, or the `terms` their days were judged by.
    public static func evaluate(
        userID: Int64, name: String, mentionID: String?, habit: Habit, log: HabitLog,
        checkInsSinceJoining: Int,
        today: LocalDate, weekStart: Weekday = .monday, terms: HabitTerms? = nil,
        isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> MemberStanding {
        let progress = HabitProgress.evaluate(
            habit, log: log, today: today, terms: terms ?? HabitTerms(habit.schedule, weekStart: weekStart),
            isPaused: isPaused)
        let status: Status
        let day: Int
        switch progress.state {
        case .completed:
            (status, day) = (.finished, habit.length)
        case .broken:
            (status, day) = (.broken, habit.schedule.isStrictDaily ? progress.checkIns : progress.reached)
        case .active(let current):
            let done = habit.schedule.isStrictDaily ? progress.checkedToday : !progress.today.isOpen
            (status, day) = (done ? .checkedIn : .open, current)
        }
        var standing = MemberStanding(
            userID: userID, name: name, mentionID: mentionID, status: status, streak: progress.streak,
            checkIns: checkInsSinceJoining, day: day, length: habit.length)
        standing.streakUnit = progress.streakUnit
        standing.unit = progress.unit
        standing.week = progress.week
        standing.isPausedToday = isPaused(today)
        return standing
    }
}
