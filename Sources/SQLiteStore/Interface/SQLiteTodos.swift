import GRDB
import TrackerCore
import TrackerStore

/// The to-dos in the `todo` table.
struct SQLiteTodos: TodoStore {
    let db: Database

    func insert(_ todo: inout Todo) throws { try todo.insert(db) }

    func update(_ todo: Todo) throws { try todo.update(db) }

    func delete(_ todo: Todo) throws { _ = try todo.delete(db) }

    func find(_ id: Int64, of userID: Int64) throws -> Todo? { try Todo.owned(by: userID, id: id, in: db) }

    func listed(of userID: Int64) throws -> [Todo] { try Todo.listed(of: userID, in: db) }

    func open(of userID: Int64) throws -> [Todo] { try Todo.open(of: userID, in: db) }

    func openCount(of userID: Int64) throws -> Int { try Todo.openCount(of: userID, in: db) }

    func demoCount(of userID: Int64) throws -> Int { try Todo.all().owned(by: userID).demo().fetchCount(db) }

    func deleteDone(of userID: Int64) throws -> Int { try Todo.all().owned(by: userID).done().deleteAll(db) }

    func deleteDemo(of userID: Int64) throws -> Int { try Todo.all().owned(by: userID).demo().deleteAll(db) }
}
