import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

/// The groups, in the `groupChat`, `challenge`, `challengeMember`, `groupMention` and
/// `memberName` tables.
struct PostgresGroups: GroupStore {
    let session: PostgresSession

    func group(_ chat: ChatAddress) throws -> GroupChat? {
        try session.fetchOne(
            GroupChat.self,
            """
            SELECT * FROM "groupChat" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            """)
    }

    func findOrCreateGroup(_ chat: ChatAddress, now: Date) throws -> GroupChat {
        if let group = try group(chat) { return group }
        var group = GroupChat(chat: chat, createdAt: now)
        try session.insert(&group)
        return group
    }

    func update(_ group: GroupChat) throws {
        let changed = try session.execute(
            """
            UPDATE "groupChat" SET "timeZone" = \(group.timeZone), "summaryAt" = \(group.summaryAt.text),
                "createdAt" = \(group.createdAt.timeIntervalSince1970)
            WHERE "platform" = \(group.platform.tag) AND "chatID" = \(group.chatID)
            """)
        guard changed > 0 else { throw NotStored(what: "group \(group.chatID)") }
    }

    func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress) throws {
        if allowed {
            try session.execute(
                """
                INSERT INTO "groupMention" ("platform", "chatID", "userID")
                VALUES (\(chat.platform.tag), \(chat.id), \(userID)) ON CONFLICT DO NOTHING
                """)
        } else {
            try session.execute(
                """
                DELETE FROM "groupMention"
                WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "userID" = \(userID)
                """)
        }
    }

    func running(in chat: ChatAddress) throws -> Challenge? {
        try session.fetchOne(
            Challenge.self,
            """
            SELECT * FROM "challenge"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "endedOn" IS NULL
            """)
    }

    func lastEnded(in chat: ChatAddress) throws -> Challenge? {
        try session.fetchOne(
            Challenge.self,
            """
            SELECT * FROM "challenge"
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "endedOn" IS NOT NULL
            ORDER BY "endedOn" DESC, "id" DESC LIMIT 1
            """)
    }

    func challenge(_ id: Int64, in chat: ChatAddress) throws -> Challenge? {
        try session.fetchOne(
            Challenge.self,
            """
            SELECT * FROM "challenge"
            WHERE "id" = \(id) AND "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            """)
    }

    func insert(_ challenge: inout Challenge) throws { try session.insert(&challenge) }

    func update(_ challenge: Challenge) throws {
        guard try session.update(challenge) else {
            throw NotStored(what: "challenge \(challenge.id.map(String.init) ?? "without an id")")
        }
    }

    func member(_ userID: Int64, of challenge: Challenge) throws -> ChallengeMember? {
        guard let id = challenge.id else { return nil }
        return try session.fetchOne(
            ChallengeMember.self,
            """
            SELECT * FROM "challengeMember" WHERE "challengeID" = \(id) AND "userID" = \(userID)
            """)
    }

    func insert(_ member: ChallengeMember) throws {
        var member = member
        try session.insert(&member)
    }

    func removeMember(_ userID: Int64, fromChallenge challengeID: Int64) throws {
        try session.execute(
            """
            DELETE FROM "challengeMember" WHERE "challengeID" = \(challengeID) AND "userID" = \(userID)
            """)
    }

    func recordMemberName(_ name: String, of externalID: String, in chat: ChatAddress) throws {
        guard !name.isEmpty else { return }
        try session.execute(
            """
            INSERT INTO "memberName" ("platform", "chatID", "userID", "name")
            SELECT "platform", \(chat.id), "id", \(name) FROM "user"
            WHERE "platform" = \(chat.platform.tag) AND "externalID" = \(externalID)
            ON CONFLICT ("platform", "chatID", "userID") DO UPDATE SET "name" = EXCLUDED."name"
            WHERE "memberName"."name" IS DISTINCT FROM EXCLUDED."name"
            """)
    }

    func memberName(of userID: Int64, in chat: ChatAddress) throws -> String? {
        try session.fetchRows(
            """
            SELECT COALESCE("memberName"."name", "user"."displayName") AS "name" FROM "user"
            LEFT JOIN "memberName" ON "memberName"."userID" = "user"."id"
                AND "memberName"."platform" = \(chat.platform.tag) AND "memberName"."chatID" = \(chat.id)
            WHERE "user"."id" = \(userID)
            """
        ).first.map { $0["name"] }
    }

    func memberNames(of challenge: Challenge) throws -> [String] {
        guard let id = challenge.id else { return [] }
        return try session.fetchRows(
            """
            SELECT COALESCE("memberName"."name", "user"."displayName") AS "name" FROM "challengeMember"
            JOIN "user" ON "user"."id" = "challengeMember"."userID"
            LEFT JOIN "memberName" ON "memberName"."userID" = "user"."id"
                AND "memberName"."platform" = \(challenge.chat.platform.tag)
                AND "memberName"."chatID" = \(challenge.chat.id)
            WHERE "challengeMember"."challengeID" = \(id)
            ORDER BY "challengeMember"."joinedAt", "challengeMember"."userID"
            """
        ).map { $0["name"] }
    }

    func standings(of challenge: Challenge, at instant: Date, through lastDay: LocalDate?) throws
        -> [MemberStanding]
    {
        let users = PostgresUsers(session: session)
        let habits = PostgresHabits(session: session)
        return try boardMembers(of: challenge).map { board in
            let member = board.member
            let sinceJoining: Int =
                try session.fetchRows(
                    """
                    SELECT COUNT(*) AS "count" FROM (SELECT DISTINCT "run", "date" FROM "checkIn"
                    WHERE "habitID" = \(member.habitID) AND "date" >= \(member.joinedOn.iso)
                        AND (\(lastDay?.iso)::TEXT IS NULL OR "date" <= \(lastDay?.iso)::TEXT)) AS "days"
                    """
                ).first?["count"] ?? 0
            return ChallengeBoard.standing(
                of: board,
                name: try memberName(of: member.userID, in: challenge.chat) ?? board.user.displayName,
                mentions: try mentions(member.userID, in: challenge.chat),
                log: try habits.currentLog(of: board.habit), checkInsSinceJoining: sinceJoining,
                schedules: try habits.schedules(of: board.habit),
                weekStarts: try users.weekStarts(of: board.user),
                at: instant, through: lastDay)
        }
    }

    func histories(of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date) throws
        -> [Int64: MemberHistory]
    {
        var histories: [Int64: MemberHistory] = [:]
        for board in try boardMembers(of: challenge) {
            let member = board.member
            var totals: [LocalDate: Int] = [:]
            let rows = try session.fetchRows(
                """
                SELECT "date", SUM("amount")::BIGINT AS "total" FROM "checkIn"
                WHERE "habitID" = \(member.habitID) AND "date" >= \(member.joinedOn.iso)
                    AND "date" BETWEEN \(days.lowerBound.iso) AND \(days.upperBound.iso)
                GROUP BY "date"
                """)
            for row in rows {
                let day: LocalDate = try row.decode(forColumn: "date")
                totals[day] = row["total"]
            }
            histories[member.userID] = ChallengeBoard.history(
                of: board, totals: totals, days: days, at: instant)
        }
        return histories
    }

    func language(of chat: ChatAddress) throws -> Language? {
        let tag: String? = try session.fetchRows(
            """
            SELECT "language" FROM "groupChat" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            """
        ).first?["language"]
        return tag.flatMap(Language.init(rawValue:))
    }

    func chooseLanguage(_ language: Language?, for chat: ChatAddress, now: Date) throws {
        _ = try findOrCreateGroup(chat, now: now)
        try session.execute(
            """
            UPDATE "groupChat" SET "language" = \(language?.tag)
            WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
            """)
    }

    func hasMentionableMembers(of challenge: Challenge) throws -> Bool {
        guard let id = challenge.id else { return false }
        return try session.fetchRows(
            """
            SELECT EXISTS (SELECT 1 FROM "challengeMember" JOIN "groupMention"
                ON "groupMention"."userID" = "challengeMember"."userID"
                AND "groupMention"."platform" = \(challenge.platform.tag)
                AND "groupMention"."chatID" = \(challenge.chatID)
                WHERE "challengeMember"."challengeID" = \(id)) AS "any"
            """
        ).first?["any"] ?? false
    }

    /// Whether the user agreed to be mentioned in the group.
    private func mentions(_ userID: Int64, in chat: ChatAddress) throws -> Bool {
        try session.fetchRows(
            """
            SELECT EXISTS (SELECT 1 FROM "groupMention"
                WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id) AND "userID" = \(userID)) AS "any"
            """
        ).first?["any"] ?? false
    }

    /// The members with their user, habit and pauses, in the order they joined; a member
    /// whose user or habit is gone is left out.
    private func boardMembers(of challenge: Challenge) throws -> [BoardMember] {
        guard let id = challenge.id else { return [] }
        let members = try session.fetchAll(
            ChallengeMember.self,
            """
            SELECT * FROM "challengeMember" WHERE "challengeID" = \(id) ORDER BY "joinedAt", "userID"
            """)
        let users = PostgresUsers(session: session)
        let habits = PostgresHabits(session: session)
        let pauses = PostgresPauses(session: session)
        return try members.compactMap { member in
            guard let user = try users.find(member.userID),
                let habit = try habits.find(member.habitID, of: member.userID)
            else { return nil }
            return BoardMember(
                member: member, user: user, habit: habit, pauses: try pauses.all(of: member.userID))
        }
    }

    /// A row to update that is not stored: GRDB's `recordNotFound` on SQLite.
    private struct NotStored: Error, CustomStringConvertible {
        let what: String
        var description: String { "no \(what) is stored" }
    }
}
