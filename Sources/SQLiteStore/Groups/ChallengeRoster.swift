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
            let name = try MemberName.name(of: member.userID, in: challenge.chat, db: db) ?? user.displayName
            return MemberStanding.evaluate(
                userID: member.userID, name: name, mentionID: mentions ? user.externalID : nil,
                habit: habit,
                log: HabitLog(totals: log.totals.filter { day, _ in lastDay.map { day <= $0 } ?? true }),
                checkInsSinceJoining: sinceJoining, today: user.calendar.localDate(of: instant),
                terms: HabitTerms(
                    schedules: try habit.schedules(in: db), weekStarts: try user.weekStarts(in: db)),
                isPaused: { PauseRules.isPaused($0, in: pauses) })
        }
    }

    /// What the board's picture shows of each member over `days` (the group's days), by user
    /// id: their check-ins since joining across runs, their pauses and their local day at
    /// `instant`.
    public static func histories(
        of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date, in db: Database
    ) throws -> [Int64: MemberHistory] {
        var histories: [Int64: MemberHistory] = [:]
        for member in try challenge.members(in: db) {
            guard let user = try User.fetchOne(db, key: member.userID),
                let habit = try Habit.fetchOne(db, key: member.habitID)
            else { continue }
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
            let pauses = try Pause.all(of: member.userID, in: db)
            let span = days.lowerBound.days(until: days.upperBound)
            let paused = (0...max(span, 0)).map { days.lowerBound.adding(days: $0) }
                .filter { PauseRules.isPaused($0, in: pauses) }
            histories[member.userID] = MemberHistory(
                userID: member.userID, joinedOn: member.joinedOn, today: user.calendar.localDate(of: instant),
                schedule: habit.schedule, log: HabitLog(totals: totals), paused: Set(paused))
        }
        return histories
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
