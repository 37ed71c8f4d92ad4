import Foundation
import GRDB
import SQLiteStore
import TrackerCore
import TrackerStore

/// The to-dos in the `todo` table.
struct PostgresTodos: TodoStore {
    let session: PostgresSession

    func insert(_ todo: inout Todo) throws { try session.insert(&todo) }

    func update(_ todo: Todo) throws { try session.updateFound(todo) }

    func delete(_ todo: Todo) throws {
        guard let id = todo.id else { return }
        try session.execute("DELETE FROM \"todo\" WHERE \"id\" = \(id)")
    }

    func find(_ id: Int64, of userID: Int64) throws -> Todo? {
        try session.fetchOne(
            Todo.self, "SELECT * FROM \"todo\" WHERE \"userID\" = \(userID) AND \"id\" = \(id)")
    }

    func listed(of userID: Int64) throws -> [Todo] {
        try session.fetchAll(
            Todo.self,
            "SELECT * FROM \"todo\" WHERE \"userID\" = \(userID) ORDER BY \"doneAt\" IS NOT NULL, \"id\"")
    }

    func open(of userID: Int64) throws -> [Todo] {
        try session.fetchAll(
            Todo.self,
            "SELECT * FROM \"todo\" WHERE \"userID\" = \(userID) AND \"doneAt\" IS NULL ORDER BY \"id\"")
    }

    func openCount(of userID: Int64) throws -> Int {
        try session.fetchCount(
            "SELECT COUNT(*) AS \"count\" FROM \"todo\" WHERE \"userID\" = \(userID) AND \"doneAt\" IS NULL")
    }

    func demoCount(of userID: Int64) throws -> Int {
        try session.fetchCount(
            "SELECT COUNT(*) AS \"count\" FROM \"todo\" WHERE \"userID\" = \(userID) AND \"isDemo\"")
    }

    func deleteDone(of userID: Int64) throws -> Int {
        try session.execute("DELETE FROM \"todo\" WHERE \"userID\" = \(userID) AND \"doneAt\" IS NOT NULL")
    }

    func deleteDemo(of userID: Int64) throws -> Int {
        try session.execute("DELETE FROM \"todo\" WHERE \"userID\" = \(userID) AND \"isDemo\"")
    }
}
