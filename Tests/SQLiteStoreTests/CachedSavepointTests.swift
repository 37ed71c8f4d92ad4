import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing

struct CachedSavepointTests {
    private struct Refused: Error {}

    @Test func keepsCommittedWorkAndUndoesOnlyTheRolledBackOrFailedSavepoints() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in
            try db.execute(sql: "CREATE TABLE t (x INTEGER)")
            try db.execute(sql: "INSERT INTO t VALUES (0)")
            for round in 1...3 {
                try db.inCachedSavepoint {
                    try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [round * 10 + 1])
                    return .commit
                }
                try db.inCachedSavepoint {
                    try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [round * 10 + 2])
                    return .rollback
                }
                #expect(throws: Refused.self) {
                    try db.inCachedSavepoint {
                        try db.execute(sql: "INSERT INTO t VALUES (?)", arguments: [round * 10 + 3])
                        throw Refused()
                    }
                }
            }
            #expect(db.isInsideTransaction)
        }
        let values = try database.read { db in try Int.fetchAll(db, sql: "SELECT x FROM t ORDER BY x") }
        #expect(values == [0, 11, 21, 31])
    }

    @Test func aFailedTransactionAlsoUndoesCommittedSavepoints() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        try database.write { db in try db.execute(sql: "CREATE TABLE t (x INTEGER)") }
        #expect(throws: Refused.self) {
            try database.write { db in
                try db.inCachedSavepoint {
                    try db.execute(sql: "INSERT INTO t VALUES (1)")
                    return .commit
                }
                throw Refused()
            }
        }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM t") } == 0)
    }
}
