import Foundation
import TrackerCore

/// What a store reads of one challenge member to place them on the group's board: the same
/// reads on every store, judged by ``ChallengeBoard``'s rules.
public struct BoardMember: Sendable {
    /// The membership: who joined, with which habit, on which of their days.
    public var member: ChallengeMember
    /// The member, whose zone and day boundary decide their day.
    public var user: User
    /// The member's habit that counts.
    public var habit: Habit
    /// Every pause of the member, past ones included.
    public var pauses: [Pause]

    /// A member's reads.
    public init(member: ChallengeMember, user: User, habit: Habit, pauses: [Pause]) {
        self.member = member
        self.user = user
        self.habit = habit
        self.pauses = pauses
    }
}

/// How a challenge's board judges its members from what the store read of them, the same
/// on every store.
public enum ChallengeBoard {
    /// The member's standing at `instant`, on their own local day with their pauses. With
    /// `lastDay`, they are judged as of that day, and days after it are left out of `log`: a
    /// summary judges the group's day it names, an ended challenge's board stays as it was
    /// (the store leaves them out of `checkInsSinceJoining`).
    ///
    /// - Parameters:
    ///   - name: the name the member shows in the group.
    ///   - mentions: whether the member agreed to be mentioned there.
    ///   - log: the habit's current run, totalled per day.
    ///   - checkInsSinceJoining: the days with check-ins, across runs, since the member joined.
    public static func standing(
        of member: BoardMember, name: String, mentions: Bool, log: HabitLog, checkInsSinceJoining: Int,
        schedules: RuleTimeline<HabitSchedule>, weekStarts: RuleTimeline<Weekday>, at instant: Date,
        through lastDay: LocalDate?
    ) -> MemberStanding {
        MemberStanding.evaluate(
            userID: member.member.userID, name: name, mentionID: mentions ? member.user.externalID : nil,
            habit: member.habit,
            log: HabitLog(totals: log.totals.filter { day, _ in lastDay.map { day <= $0 } ?? true }),
            checkInsSinceJoining: checkInsSinceJoining,
            // Judged on that day: a member whose own day has turned past it is not judged on
            // the next, and one whose day has not reached it is judged on their own.
            today: lastDay.map { min(member.user.calendar.localDate(of: instant), $0) }
                ?? member.user.calendar.localDate(of: instant),
            terms: HabitTerms(of: member.habit, schedules: schedules, weekStarts: weekStarts),
            isPaused: { PauseRules.isPaused($0, in: member.pauses) })
    }

    /// What the board's picture shows of the member over `days` (the group's days): `totals`,
    /// their check-ins since joining totalled per day across runs, their pauses and their
    /// local day at `instant`.
    public static func history(
        of member: BoardMember, totals: [LocalDate: Int], days: ClosedRange<LocalDate>, at instant: Date
    ) -> MemberHistory {
        let span = days.lowerBound.days(until: days.upperBound)
        let paused = (0...max(span, 0)).map { days.lowerBound.adding(days: $0) }
            .filter { PauseRules.isPaused($0, in: member.pauses) }
        return MemberHistory(
            userID: member.member.userID, joinedOn: member.member.joinedOn,
            today: member.user.calendar.localDate(of: instant), schedule: member.habit.schedule,
            log: HabitLog(totals: totals), paused: Set(paused))
    }
}
