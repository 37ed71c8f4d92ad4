import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// Reads where every member of a challenge stands: the only view of members a group gets.
public enum ChallengeRoster {
    /// The members' standings at `instant`, each evaluated on the member's own local day
    /// with their pauses, in the order they joined. With `through`, check-ins after that day
    /// are left out: an ended challenge's board stays as it was.
    public static func standings(
        of challenge: Challenge, at instant: Date, through lastDay: LocalDate? = nil, in db: Database
    ) throws -> [MemberStanding] {
        try boardMembers(of: challenge, in: db).map { board in
            let member = board.member
            let sinceJoining =
                try Int.fetchOne(
                    cached:
                        """
                        SELECT COUNT(*) FROM (SELECT DISTINCT run, date FROM checkIn
                        WHERE habitID = ? AND date >= ? AND (?3 IS NULL OR date <= ?3))
                        """,
                    [member.habitID, member.joinedOn, lastDay], in: db) ?? 0
            return ChallengeBoard.standing(
                of: board,
                name: try MemberName.name(of: member.userID, in: challenge.chat, db: db)
                    ?? board.user.displayName,
                mentions: try GroupChat.mentions(member.userID, in: challenge.chat, db: db),
                log: try board.habit.currentLog(in: db), checkInsSinceJoining: sinceJoining,
                schedules: try board.habit.schedules(in: db), weekStarts: try board.user.weekStarts(in: db),
                at: instant, through: lastDay)
        }
    }

    /// What the board's picture shows of each member over `days` (the group's days), by user
    /// id: their check-ins since joining across runs, their pauses and their local day at
    /// `instant`.
    public static func histories(
        of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date, in db: Database
    ) throws -> [Int64: MemberHistory] {
        var histories: [Int64: MemberHistory] = [:]
        for board in try boardMembers(of: challenge, in: db) {
            let member = board.member
            var totals: [LocalDate: Int] = [:]
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT date, SUM(amount) FROM checkIn
                        WHERE habitID = ? AND date >= ? AND date BETWEEN ? AND ? GROUP BY date
                        """),
                arguments: [member.habitID, member.joinedOn, days.lowerBound, days.upperBound])
            for row in rows {
                let day: LocalDate = try row.decode(atIndex: 0)
                totals[day] = row[1]
            }
            histories[member.userID] = ChallengeBoard.history(
                of: board, totals: totals, days: days, at: instant)
        }
        return histories
    }

    /// The members with their user, habit and pauses, in the order they joined; a member
    /// whose user or habit is gone is left out.
    private static func boardMembers(of challenge: Challenge, in db: Database) throws -> [BoardMember] {
        try challenge.members(in: db).compactMap { member in
            guard let user = try User.fetchOne(db, key: member.userID),
                let habit = try Habit.fetchOne(db, key: member.habitID)
            else { return nil }
            return BoardMember(
                member: member, user: user, habit: habit, pauses: try Pause.all(of: member.userID, in: db))
        }
    }

    /// The names the members show in the challenge's group, in the order they joined.
    public static func names(of challenge: Challenge, in db: Database) throws -> [String] {
        guard let id = challenge.id else { return [] }
        return try String.fetchAll(
            cached: """
                SELECT IFNULL(memberName.name, user.displayName) FROM challengeMember
                JOIN user ON user.id = challengeMember.userID
                LEFT JOIN memberName ON memberName.userID = user.id
                    AND memberName.platform = ? AND memberName.chatID = ?
                WHERE challengeMember.challengeID = ? ORDER BY challengeMember.joinedAt, challengeMember.userID
                """, [challenge.chat.platform, challenge.chat.id, id], in: db)
    }
}
