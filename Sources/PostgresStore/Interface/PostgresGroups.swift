import Foundation
import TrackerCore
import TrackerStore

struct PostgresGroups: GroupStore {
    let session: PostgresSession

    func group(_ chat: ChatAddress) throws -> GroupChat? { throw PostgresStoreUnsupported(area: "Groups") }

    func findOrCreateGroup(_ chat: ChatAddress, now: Date) throws -> GroupChat {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func update(_ group: GroupChat) throws { throw PostgresStoreUnsupported(area: "Groups") }

    func setMentions(_ allowed: Bool, userID: Int64, in chat: ChatAddress) throws {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func running(in chat: ChatAddress) throws -> Challenge? { throw PostgresStoreUnsupported(area: "Groups") }

    func lastEnded(in chat: ChatAddress) throws -> Challenge? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func challenge(_ id: Int64, in chat: ChatAddress) throws -> Challenge? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func insert(_ challenge: inout Challenge) throws { throw PostgresStoreUnsupported(area: "Groups") }

    func update(_ challenge: Challenge) throws { throw PostgresStoreUnsupported(area: "Groups") }

    func member(_ userID: Int64, of challenge: Challenge) throws -> ChallengeMember? {
        throw PostgresStoreUnsupported(area: "Groups")
    }

    func insert(_ member: ChallengeMember) throws { throw PostgresStoreUnsupported(area: "Groups") }

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
        throw PostgresStoreUnsupported(area: "Groups")
    }
}
