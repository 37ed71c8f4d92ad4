import Foundation
import SQLiteStore
import TrackerCore
import TrackerStore

struct PostgresGroups: GroupStore {
    let session: PostgresSession

    func group(_ chat: ChatAddress) throws -> GroupChat? {
        try session.fetchOne(
            GroupChat.self,
            #"SELECT * FROM "groupChat" WHERE "platform" = \#(chat.platform.tag) AND "chatID" = \#(chat.id)"#)
    }

    func findOrCreateGroup(_ chat: ChatAddress, now: Date) throws -> GroupChat {
        let new = GroupChat(chat: chat, createdAt: now)
        try session.execute(
            """
            INSERT INTO "groupChat" ("platform", "chatID", "timeZone", "summaryAt", "createdAt")
            VALUES (\(chat.platform.tag), \(chat.id), \(new.timeZone), \(new.summaryAt.text), \(now.timeIntervalSince1970))
            ON CONFLICT ("platform", "chatID") DO NOTHING
            """)
        return try group(chat) ?? new
    }

    func update(_ group: GroupChat) throws {
        try session.execute(
            """
            UPDATE "groupChat" SET "timeZone" = \(group.timeZone), "summaryAt" = \(group.summaryAt.text),
                "createdAt" = \(group.createdAt.timeIntervalSince1970)
            WHERE "platform" = \(group.platform.tag) AND "chatID" = \(group.chatID)
            """)
    }

    func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress) throws {
        if allowed {
            try session.execute(
                """
                INSERT INTO "groupMention" ("platform", "chatID", "userID") VALUES (\(chat.platform.tag), \(chat.id), \(userID))
                ON CONFLICT DO NOTHING
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
            SELECT * FROM "challenge" WHERE "platform" = \(chat.platform.tag) AND "chatID" = \(chat.id)
                AND "endedOn" IS NULL
            """)
    }

    func lastEnded(in chat: ChatAddress) throws -> Challenge? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func challenge(_ id: Int64, in chat: ChatAddress) throws -> Challenge? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func insert(_ challenge: inout Challenge) throws { try session.insert(&challenge) }

    func update(_ challenge: Challenge) throws { throw PostgresStoreUnsupported(area: "Groups") }

    func member(_ userID: Int64, of challenge: Challenge) throws -> ChallengeMember? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func insert(_ member: ChallengeMember) throws {
        var member = member
        try session.insert(&member)
    }

    func removeMember(_ userID: Int64, fromChallenge challengeID: Int64) throws {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func recordMemberName(_ name: String, of externalID: String, in chat: ChatAddress) throws {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func memberName(of userID: Int64, in chat: ChatAddress) throws -> String? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func memberNames(of challenge: Challenge) throws -> [String] {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func standings(of challenge: Challenge, at instant: Date, through lastDay: LocalDate?) throws
        -> [MemberStanding]
    { throw PostgresStoreUnsupported(area: "Groups") }

    func histories(of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date) throws -> [Int64:
        MemberHistory]
    { throw PostgresStoreUnsupported(area: "Groups") }

    func language(of chat: ChatAddress) throws -> Language? { throw PostgresStoreUnsupported(area: "Groups") }

    func chooseLanguage(_ language: Language?, for chat: ChatAddress, now: Date) throws {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func hasMentionableMembers(of challenge: Challenge) throws -> Bool {
        guard let id = challenge.id else { return false }
        return try !session.query(
            """
            SELECT 1 FROM "challengeMember" JOIN "groupMention" ON "groupMention"."userID" = "challengeMember"."userID"
                AND "groupMention"."platform" = \(challenge.platform.tag) AND "groupMention"."chatID" = \(challenge.chatID)
            WHERE "challengeMember"."challengeID" = \(id) LIMIT 1
            """
        ).isEmpty
    }
}
