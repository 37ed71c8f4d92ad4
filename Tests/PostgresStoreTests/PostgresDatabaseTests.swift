import Foundation
import PostgresNIO
import PostgresStore
import TestSupport
import Testing

@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct PostgresDatabaseTests {
    @Test func aWriteIsCommittedAndReadBack() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            _ = try database.write {
                try $0.execute("CREATE TABLE note (id BIGINT PRIMARY KEY, text TEXT NOT NULL)")
            }
            let inserted = try database.write { session in
                try session.execute("INSERT INTO note VALUES (\(1), \("it's bound, not 'quoted'")), (2, 'b')")
            }
            #expect(inserted == 2)
            let texts = try database.read { session in
                try session.query("SELECT text FROM note ORDER BY id").map { try $0.decode(String.self) }
            }
            #expect(texts == ["it's bound, not 'quoted'", "b"])
        }
    }

    /// The test cluster offers no TLS: `require` refuses to talk to it in plain text, and
    /// `prefer` (the default) falls back to it.
    @Test func sslmodeDecidesWhetherPlainTextIsAccepted() throws {
        try TestPostgres.withDatabase { url in
            var required = url
            required.tls = .require
            #expect {
                try PostgresDatabase(url: required, options: .init(connections: 1))
            } throws: { error in
                PostgresErrors.describe(error).contains("does not offer TLS")
            }
            var preferred = url
            preferred.tls = .prefer
            let database = try PostgresDatabase(url: preferred, options: .init(connections: 1))
            defer { database.close() }
            #expect(
                try database.read {
                    try $0.query("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")[0].decode(
                        Bool.self)
                } == false)
        }
    }

    @Test func aBlockThatThrowsIsRolledBack() throws {
        struct Refused: Error {}
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            _ = try database.write { try $0.execute("CREATE TABLE note (id BIGINT PRIMARY KEY)") }
            #expect(throws: Refused.self) {
                try database.write { session in
                    try session.execute("INSERT INTO note VALUES (1)")
                    throw Refused()
                }
            }
            #expect(try database.read { try $0.count("note") } == 0)
        }
    }

    @Test func theAsyncFormsRunOnTheConnectionThreads() async throws {
        try await TestPostgres.withDatabaseAsync { url in
            let database = try PostgresDatabase(url: url)
            defer { database.close() }
            _ = try await database.write { try $0.execute("CREATE TABLE note (id BIGINT PRIMARY KEY)") }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for id in 0..<50 {
                    group.addTask {
                        _ = try await database.write { try $0.execute("INSERT INTO note VALUES (\(id))") }
                    }
                }
                try await group.waitForAll()
            }
            #expect(try await database.read { try $0.count("note") } == 50)
        }
    }

    @Test func aBlockInsideAnotherIsRefusedInsteadOfWaitingForever() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            #expect(throws: PostgresDatabase.NestedTransaction.self) {
                try database.write { _ in try database.read { _ in } }
            }
        }
    }

    /// Two writers read the same counter, then both add to it: SERIALIZABLE aborts one, which
    /// runs again and adds to the other's result, so no increment is lost.
    @Test func concurrentReadThenWriteLosesNoUpdate() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 2))
            defer { database.close() }
            let race = try CounterRace.run(on: database)
            #expect(race.failures.isEmpty)
            #expect(race.value == 2)
            #expect(race.runs == 3, "one of the two ran again after its conflict")
        }
    }

    @Test func aDroppedConnectionIsOpenedAgainForTheNextBlock() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            let pid = try database.read { try $0.query("SELECT pg_backend_pid()")[0].decode(Int32.self) }
            let other = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { other.close() }
            try other.withConnection { _ = try $0.query("SELECT pg_terminate_backend(\(pid))") }
            // The first block may fail, if it starts before the closed connection is noticed.
            _ = try? database.read { _ = try $0.query("SELECT 1") }
            let next = try database.read { try $0.query("SELECT pg_backend_pid()")[0].decode(Int32.self) }
            #expect(next != pid)
        }
    }
}
