import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// The group tables: instants as Unix seconds, one running challenge per group, and a group
/// that changes its id taking everything along.
struct GroupStoreTests {
    private let now = Date.iso("2026-11-23T09:00:00Z")
    private let old = ChatAddress(platform: "telegram", id: "-555")
    private let new = ChatAddress(platform: "telegram", id: "-100555")

    /// A group with settings, a running challenge with one member who opted in to mentions,
    /// and its schedule.
    private func fill(_ chat: ChatAddress, habit name: String, in db: Database) throws -> Int64 {
        var group = try GroupChat.findOrCreate(chat, now: now, in: db)
        group.summaryAt = TimeOfDay(hour: 20, minute: 0)!
        try group.update(db)
        let user = try User.findOrCreate(
            platform: "telegram", externalID: "1\(name)", displayName: name, now: now, in: db)
        var habit = Habit(
            userID: user.id!, name: name, runStartedOn: LocalDate(iso: "2026-11-23")!, createdAt: now)
        try habit.insert(db)
        var challenge = Challenge(
            chat: chat, habitName: name, startedOn: LocalDate(iso: "2026-11-23")!, startedBy: user.id,
            createdAt: now)
        try challenge.insert(db)
        try ChallengeMember(
            challengeID: challenge.id!, userID: user.id!, habitID: habit.id!, joinedOn: habit.runStartedOn,
            joinedAt: now
        ).insert(db)
        try GroupChat.setMentions(true, userID: user.id!, in: chat, db: db)
        try GroupSchedule.refresh(chat, now: now, in: db)
        return challenge.id!
    }

    @Test func instantsAreStoredAsUnixSeconds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in _ = try fill(old, habit: "Read", in: db) }
        try database.read { db in
            for table in ["groupChat", "challenge"] {
                let created = try DatabaseValue.fetchOne(db, sql: "SELECT createdAt FROM \(table)")
                #expect(
                    created.flatMap { Double.fromDatabaseValue($0) } == now.timeIntervalSince1970, "\(table)")
            }
            let joined = try DatabaseValue.fetchOne(db, sql: "SELECT joinedAt FROM challengeMember")
            #expect(joined.flatMap { Double.fromDatabaseValue($0) } == now.timeIntervalSince1970)
            #expect(try Challenge.fetchOne(db)?.createdAt == now)
        }
    }

    @Test func aGroupHasOneRunningChallengeAtATime() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            _ = try fill(old, habit: "Read", in: db)
            var second = Challenge(
                chat: old, habitName: "Run", startedOn: LocalDate(iso: "2026-11-23")!, startedBy: nil,
                createdAt: now)
            #expect(throws: DatabaseError.self) { try second.insert(db) }
            var ended = try #require(try Challenge.running(in: old, db: db))
            ended.endedOn = LocalDate(iso: "2026-11-24")
            try ended.update(db)
            try second.insert(db)
        }
    }

    @Test func aSupergroupUpgradeMovesTheGroupAndReplacesWhatTheNewIdGathered() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let challengeID = try database.write { db in
            let id = try fill(old, habit: "Read", in: db)
            // A command in the supergroup, seen before the upgrade was.
            _ = try fill(new, habit: "Run", in: db)
            try ChatState.migrate(old, to: new, at: now, in: db)
            return id
        }
        try database.read { db in
            #expect(try GroupChat.find(old, in: db) == nil)
            #expect(try GroupChat.find(new, in: db)?.summaryAt == TimeOfDay(hour: 20, minute: 0))
            let challenge = try #require(try Challenge.running(in: new, db: db))
            #expect(challenge.id == challengeID)
            #expect(challenge.habitName == "Read")
            #expect(try challenge.members(in: db).count == 1)
            #expect(try challenge.hasMentionableMembers(in: db))
            #expect(try GroupSchedule.rows(of: new, in: db).keys.sorted() == [.summary, .lastCall])
            #expect(try GroupSchedule.rows(of: old, in: db).isEmpty)
            #expect(try Challenge.fetchCount(db) == 1)
        }
    }
}
