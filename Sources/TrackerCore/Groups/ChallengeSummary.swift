/// What the group's daily summary says on one of the group's days: the challenge's day, who
/// checked in (with their streaks) and who has not, whose run broke, and who finished.
///
/// On the challenge's last day (or later, after downtime) the summary is the final one: it
/// celebrates the finishers, and the challenge ends with it.
public struct ChallengeSummary: Sendable, Hashable {
    /// The challenge summarised.
    public var challenge: Challenge
    /// The challenge's day, 1…length.
    public var day: Int
    /// Whether this is the last day's summary, which celebrates and ends the challenge.
    public var isFinal: Bool
    /// Each part in leaderboard order.
    public var checkedIn: [MemberStanding]
    /// Members whose day is still open.
    public var open: [MemberStanding]
    /// Members whose run broke.
    public var broken: [MemberStanding]
    /// Members who reached every day of their program.
    public var finished: [MemberStanding]

    /// The summary of `challenge` on the group's local day `date`.
    public init(challenge: Challenge, on date: LocalDate, standings: [MemberStanding]) {
        self.challenge = challenge
        day = challenge.day(on: date)
        isFinal = date >= challenge.lastDay
        let ranked = Leaderboard.rank(standings)
        checkedIn = ranked.filter { $0.status == .checkedIn }
        open = ranked.filter { $0.status == .open }
        broken = ranked.filter { $0.status == .broken }
        finished = ranked.filter { $0.status == .finished }
    }

    /// Whether nobody has joined.
    public var isEmpty: Bool { checkedIn.isEmpty && open.isEmpty && broken.isEmpty && finished.isEmpty }

    /// The members the last call names: those who agreed to be mentioned and have not
    /// checked in today while their run goes on, and are not on a pause.
    public static func lastCall(_ standings: [MemberStanding]) -> [MemberStanding] {
        Leaderboard.rank(standings).filter { $0.status == .open && !$0.isPausedToday && $0.mentionID != nil }
    }
}
