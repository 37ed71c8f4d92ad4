import Foundation
import GRDB
import PostgresStore
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// `trackerbot copy-store` as a real process, between SQLite files and a PostgreSQL database on
/// the test cluster.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .timeLimit(.minutes(2)))
struct CopyStoreProcessTests {
    /// A bot's database with rows in most tables, made by the dispatcher from commands of three
    /// users in private and in a group, with reminders, a routine and replies in the outbox.
    static func filledDatabase(at path: String) throws {
        let database = try TrackerDatabase(path: path)
        let dispatcher = Dispatcher(database: database, clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        let group = ChatAddress(platform: "telegram", id: "-100")
        var key = 0
        func say(_ text: String, as user: String, in chat: ChatAddress? = nil) -> Incoming {
            key += 1
            return Incoming(
                key: "tg:\(key)", chat: chat ?? ChatAddress(platform: "telegram", id: user),
                isGroup: chat != nil,
                sender: Sender(id: user, displayName: "User \(user) «quoted» 'name'"), kind: .text(text))
        }
        try dispatcher.apply([
            say("/goal add Run a marathon", as: "1"), say("/habit add Read", as: "1"),
            say("/check Read", as: "1"), say("/todo add Buy milk", as: "1"),
            say("/todo add Call mum", as: "2"),
            say("/timezone Europe/Berlin", as: "2"), say("/remind 7:30", as: "2"),
            say("/routine add Morning on daily at 7:00\nStretch\nWater", as: "3"),
            say("/habit add Swim 3 times a week", as: "3"),
            say("/challenge Read for 30 days", as: "1", in: group), say("/join", as: "2", in: group),
            say("/join", as: "3", in: group), say("/board", as: "3", in: group),
        ])
    }

    /// Every table's rows, as text, sorted: the same in two databases when they hold the same rows.
    static func contents(of path: String) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Dictionary(
                uniqueKeysWithValues: PostgresMigrations.tablesInForeignKeyOrder.map { table in
                    (
                        table,
                        try Row.fetchAll(db, sql: "SELECT * FROM \(table.quotedDatabaseIdentifier)").map(
                            \.description
                        ).sorted()
                    )
                })
        }
    }

    @Test func aDatabaseCopiedToPostgreSQLAndBackHasTheSameRows() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let original = folder.file("bot.sqlite")
        try Self.filledDatabase(at: original)
        try await TestPostgres.withDatabaseAsync { url in
            let there = try await TrackerbotProcess.run(
                ["copy-store", "--from", original, "--to", url.withoutPassword], in: folder)
            #expect(there.status == 0, "\(there.errors)")
            #expect(there.output.contains("outbox"))
            #expect(there.output.contains("every count checked"))
            let back = try await TrackerbotProcess.run(
                ["copy-store", "--from", url.withoutPassword, "--to", folder.file("back.sqlite")], in: folder)
            #expect(back.status == 0, "\(back.errors)")
            #expect(
                back.output
                    == there.output.replacingOccurrences(
                        of: "from \(original) to \(url)", with: "from \(url) to \(folder.file("back.sqlite"))"
                    ))

            let before = try Self.contents(of: original)
            let after = try Self.contents(of: folder.file("back.sqlite"))
            for table in PostgresMigrations.tablesInForeignKeyOrder {
                #expect(after[table] == before[table], "\(table)")
            }
            for table in [
                "user", "habit", "checkIn", "goal", "todo", "outbox", "reminder", "challenge",
                "challengeMember", "routine", "inbound",
            ] {
                #expect(before[table]?.isEmpty == false, "\(table) has rows to copy")
            }

            // New rows on PostgreSQL get ids past the copied ones.
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            let (highest, next) = try await database.write { session in
                let highest = try session.query("SELECT MAX(id) FROM todo")[0].decode(Int64.self)
                let next = try session.query(
                    "INSERT INTO todo (\"userID\", text, \"createdAt\") SELECT MIN(id), 'new', 1795255200 FROM \"user\" RETURNING id"
                )[0].decode(Int64.self)
                return (highest, next)
            }
            #expect(next > highest)
        }
    }

    @Test func refusesATargetThatHasRows() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Self.filledDatabase(at: folder.file("bot.sqlite"))
        try Self.filledDatabase(at: folder.file("other.sqlite"))
        try await TestPostgres.withDatabaseAsync { url in
            let first = try await TrackerbotProcess.run(
                ["copy-store", "--from", folder.file("bot.sqlite"), "--to", url.withoutPassword], in: folder)
            #expect(first.status == 0, "\(first.errors)")
            let second = try await TrackerbotProcess.run(
                ["copy-store", "--from", folder.file("other.sqlite"), "--to", url.withoutPassword], in: folder
            )
            #expect(second.status == 1)
            #expect(second.errors.contains("the target already has rows (user: 3"), "\(second.errors)")
            let back = try await TrackerbotProcess.run(
                ["copy-store", "--from", url.withoutPassword, "--to", folder.file("other.sqlite")], in: folder
            )
            #expect(back.status == 1)
            #expect(back.errors.contains("the target already has rows"), "\(back.errors)")
        }
    }

    @Test func refusesASourceABotHasOpen() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let path = folder.file("bot.sqlite")
        try Self.filledDatabase(at: path)
        // What a running bot holds while it lives.
        let lock = open(path + ".lock", O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_SH) == 0)
        try await TestPostgres.withDatabaseAsync { url in
            let copy = try await TrackerbotProcess.run(
                ["copy-store", "--from", path, "--to", url.withoutPassword], in: folder)
            #expect(copy.status == 1)
            #expect(
                copy.errors.contains("a running bot or console has \(path) open: stop it first"),
                "\(copy.errors)")
        }
    }
}
