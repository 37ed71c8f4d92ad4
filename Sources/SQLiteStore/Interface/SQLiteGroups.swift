import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The groups, in the `groupChat`, `challenge`, `challengeMember`, `groupMention` and
/// `memberName` tables.
struct SQLiteGroups: GroupStore {
    let db: Database

    func group(_ chat: ChatAddress) throws -> GroupChat? { try GroupChat.find(chat, in: db) }

    func findOrCreateGroup(_ chat: ChatAddress, now: Date) throws -> GroupChat {
        try GroupChat.findOrCreate(chat, now: now, in: db)
    }

    func update(_ group: GroupChat) throws { try group.update(db) }

    func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress) throws {
        try GroupChat.setMentions(allowed, userID: userID, in: chat, db: db)
    }

    func running(in chat: ChatAddress) throws -> Challenge? { try Challenge.running(in: chat, db: db) }

    func lastEnded(in chat: ChatAddress) throws -> Challenge? { try Challenge.lastEnded(in: chat, db: db) }

    func challenge(_ id: Int64, in chat: ChatAddress) throws -> Challenge? {
        try Challenge.find(id: id, in: chat, db: db)
    }

    func insert(_ challenge: inout Challenge) throws { try challenge.insert(db) }

    func update(_ challenge: Challenge) throws { try challenge.update(db) }

    func member(_ userID: Int64, of challenge: Challenge) throws -> ChallengeMember? {
        try challenge.member(userID, in: db)
    }

    func insert(_ member: ChallengeMember) throws { try member.insert(db) }

    func removeMember(_ userID: Int64, fromChallenge challengeID: Int64) throws {
        try ChallengeMember.remove(userID: userID, challengeID: challengeID, in: db)
    }

    func recordMemberName(_ name: String, of externalID: String, in chat: ChatAddress) throws {
        try MemberName.record(name, of: externalID, in: chat, db: db)
    }

    func memberName(of userID: Int64, in chat: ChatAddress) throws -> String? {
        try MemberName.name(of: userID, in: chat, db: db)
    }

    func memberNames(of challenge: Challenge) throws -> [String] {
        try ChallengeRoster.names(of: challenge, in: db)
    }

    func standings(of challenge: Challenge, at instant: Date, through lastDay: LocalDate?) throws
        -> [MemberStanding]
    {
        try ChallengeRoster.standings(of: challenge, at: instant, through: lastDay, in: db)
    }

    func histories(of challenge: Challenge, days: ClosedRange<LocalDate>, at instant: Date) throws
        -> [Int64: MemberHistory]
    {
        try ChallengeRoster.histories(of: challenge, days: days, at: instant, in: db)
    }

    func language(of chat: ChatAddress) throws -> Language? { try GroupChat.language(of: chat, in: db) }

    func chooseLanguage(_ language: Language?, for chat: ChatAddress, now: Date) throws {
        try GroupChat.choose(language, for: chat, now: now, in: db)
    }

    func hasMentionableMembers(of challenge: Challenge) throws -> Bool {
        try challenge.hasMentionableMembers(in: db)
    }

    func forgetMemberName(of externalID: String, in chat: ChatAddress) throws {
        try MemberName.forget(externalID, in: chat, db: db)
    }
}
