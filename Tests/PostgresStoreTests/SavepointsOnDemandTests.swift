import Foundation
import PostgresNIO
import TestSupport
import Testing
import TrackerStore

@testable import PostgresStore

/// A write on PostgreSQL runs its events without savepoints, and runs again with them only when
/// an event has something to undo: the outcome is the same as with a savepoint each.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct SavepointsOnDemandTests {
    struct Refused: Error {}

    /// Events of one write, each in `inSavepoint`: what each does, and what it then returns.
    enum Event {
        /// Inserts the note and keeps it.
        case keeps(Int)
        /// Inserts the note, then declines.
        case declines(Int)
        /// Changes nothing and declines, as a refused command does.
        case refusesUnchanged
        /// Upserts a note that is already there as wanted, then declines: a group command
        /// records its sender's name, unchanged, before it is refused.
        case upsertsNothingThenRefuses
        /// Inserts the note, then throws.
        case throwsAfter(Int)
        /// Inserts a note that is already there: the statement fails.
        case failsStatement(Int)
        /// Inserts a note that is already there without waiting, and keeps it: the failure
        /// shows only later.
        case failsUnawaited(Int)
    }

    /// Runs `events` in one write on a table already holding note 100; returns how many times
    /// the write ran, what each event's `inSavepoint` threw, and the notes afterwards.
    private func write(_ events: [Event]) throws -> (runs: Int, errors: [String?], notes: [Int64]) {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            try database.write { session in
                try session.execute("CREATE TABLE note (id BIGINT PRIMARY KEY)")
                try session.execute("INSERT INTO note VALUES (100)")
            }
            let runs = RunCounter()
            let errors = try database.store.write { tx in
                _ = runs.increment()
                let session = (tx as! PostgresTransaction).session
                return try events.map { event -> String? in
                    do {
                        try tx.inSavepoint {
                            switch event {
                            case .keeps(let id):
                                try session.execute("INSERT INTO note VALUES (\(id))")
                                return true
                            case .declines(let id):
                                try session.execute("INSERT INTO note VALUES (\(id))")
                                return false
                            case .refusesUnchanged:
                                _ = try session.query("SELECT count(*) FROM note")
                                return false
                            case .upsertsNothingThenRefuses:
                                try session.execute("INSERT INTO note VALUES (100) ON CONFLICT DO NOTHING")
                                try session.execute("UPDATE note SET id = 100 WHERE id = 0")
                                return false
                            case .throwsAfter(let id):
                                try session.execute("INSERT INTO note VALUES (\(id))")
                                throw Refused()
                            case .failsStatement(let id):
                                try session.execute("INSERT INTO note VALUES (\(id))")
                                try session.execute("INSERT INTO note VALUES (100)")
                                return true
                            case .failsUnawaited(let id):
                                try session.execute("INSERT INTO note VALUES (\(id))")
                                session.send("INSERT INTO note VALUES (100)")
                                return true
                            }
                        }
                        return nil
                    } catch let error as any StoreFailure where error.isStorageFailure {
                        // The transaction's failure, as the dispatcher lets it through.
                        throw error
                    } catch is Refused {
                        return "refused"
                    } catch let error as PSQLError {
                        return PostgresErrors.sqlState(of: error)
                    } catch {
                        return "\(error)"
                    }
                }
            }
            let notes = try database.read { session in
                try session.query("SELECT id FROM note ORDER BY id").map { try $0.decode(Int64.self) }
            }
            return (runs.value, errors, notes)
        }
    }

    @Test func eventsThatKeepTheirChangesOrChangeNothingRunOnce() throws {
        let result = try write([.keeps(1), .refusesUnchanged, .upsertsNothingThenRefuses, .keeps(2)])
        #expect(result.runs == 1)
        #expect(result.errors == [nil, nil, nil, nil])
        #expect(result.notes == [1, 2, 100])
    }

    @Test func anEventThatDeclinesAfterAChangeUndoesItAloneOnASecondRun() throws {
        let result = try write([.keeps(1), .declines(2), .keeps(3)])
        #expect(result.runs == 2)
        #expect(result.errors == [nil, nil, nil])
        #expect(result.notes == [1, 3, 100])
    }

    @Test func anEventThatThrowsAfterAChangeUndoesItAloneAndThrows() throws {
        let result = try write([.keeps(1), .throwsAfter(2), .keeps(3)])
        #expect(result.runs == 2)
        #expect(result.errors == [nil, "refused", nil])
        #expect(result.notes == [1, 3, 100])
    }

    @Test func aFailedStatementIsTheEventsAloneAndTheWriteGoesOn() throws {
        let result = try write([.keeps(1), .failsStatement(2), .keeps(3)])
        #expect(result.runs == 2)
        #expect(result.errors == [nil, "23505", nil])
        #expect(result.notes == [1, 3, 100])
    }

    @Test func aStatementSentWithoutWaitingFailsItsOwnEventEvenWhenItIsTheLast() throws {
        for events in [[.keeps(1), .failsUnawaited(2), .keeps(3)], [.keeps(1), .failsUnawaited(2)]]
            as [[Event]]
        {
            let result = try write(events)
            #expect(result.runs == 2)
            #expect(result.errors[1] == "23505")
            #expect(result.notes == (events.count == 3 ? [1, 3, 100] : [1, 100]))
        }
    }

    /// A serialization conflict is the transaction's, not the event's: it must reach the write
    /// that runs the whole transaction again, rather than be answered with an apology.
    @Test func aConflictIsAStorageFailureAndAFailedStatementIsNot() throws {
        try TestPostgres.withDatabase { url in
            let database = try PostgresDatabase(url: url, options: .init(connections: 2, retries: 0))
            defer { database.close() }
            let race = try CounterRace.run(on: database)
            let conflict = try #require(race.failures.first as? PSQLError)
            #expect(race.failures.count == 1)
            #expect(conflict.isStorageFailure, "\(PostgresErrors.describe(conflict))")
            #expect {
                try database.write { try $0.execute("INSERT INTO counter VALUES (1, 1)") }
            } throws: { error in
                (error as? PSQLError).map { !$0.isStorageFailure } ?? false
            }
        }
    }
}
