import Foundation
import GRDB
import TrackerCore

/// Reads where every member of a challenge stands: the only view of members a group gets.
public enum ChallengeRoster {
    /// The members' standings at `instant`, each evaluated on the member's own local day
    /// with their pauses, in the order they joined. With `through`, check-ins after that day
    /// are left out: an ended challenge's board stays as it was.
    public static func standings(
        of challenge: Challenge, at instant: Date, through lastDay: LocalDate? = nil, in db: Database
    ) throws -> [MemberStanding] {
        try challenge.members(in: db).compactMap { member in
            guard let user = try User.fetchOne(db, key: member.userID),
                let habit = try Habit.fetchOne(db, key: member.habitID)
            else { return nil }
            let pauses = try Pause.all(of: member.userID, in: db)
            let sinceJoining =
                try Int.fetchOne(
                    cached:
                        """
                        SELECT COUNT(*) FROM (SELECT DISTINCT run, date FROM checkIn
                        WHERE habitID = ? AND date >= ? AND (?3 IS NULL OR date <= ?3))
                        """,
                    [member.habitID, member.joinedOn, lastDay], in: db) ?? 0
            let mentions = try GroupChat.mentions(member.userID, in: challenge.chat, db: db)
            let log = try habit.currentLog(in: db)
            return MemberStanding.evaluate(
                userID: member.userID, name: user.displayName, mentionID: mentions ? user.externalID : nil,
                habit: habit,
                log: HabitLog(totals: log.totals.filter { day, _ in lastDay.map { day <= $0 } ?? true }),
                checkInsSinceJoining: sinceJoining, today: user.calendar.localDate(of: instant),
                weekStart: user.weekStart, isPaused: { PauseRules.isPaused($0, in: pauses) })
        }
    }

    /// The display names of the members, in the order they joined.
    public static func names(of challenge: Challenge, in db: Database) throws -> [String] {
        guard let id = challenge.id else { return [] }
        return try String.fetchAll(
            cached: """
                SELECT user.displayName FROM challengeMember JOIN user ON user.id = challengeMember.userID
                WHERE challengeMember.challengeID = ? ORDER BY challengeMember.joinedAt, challengeMember.userID
                """, [id], in: db)
    }
}
