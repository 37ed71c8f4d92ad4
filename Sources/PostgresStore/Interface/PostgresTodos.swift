import Foundation
import TrackerCore
import TrackerStore

struct PostgresTodos: TodoStore {
    let session: PostgresSession

    func insert(_ todo: inout Todo) throws { throw PostgresStoreUnsupported(area: "Todos") }

    func update(_ todo: Todo) throws { throw PostgresStoreUnsupported(area: "Todos") }

    func delete(_ todo: Todo) throws { throw PostgresStoreUnsupported(area: "Todos") }

    func find(_ id: Int64, of userID: Int64) throws -> Todo? { throw PostgresStoreUnsupported(area: "Todos") }

    func listed(of userID: Int64) throws -> [Todo] { throw PostgresStoreUnsupported(area: "Todos") }

    func open(of userID: Int64) throws -> [Todo] { throw PostgresStoreUnsupported(area: "Todos") }

    func openCount(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Todos") }

    func demoCount(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Todos") }

    func deleteDone(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Todos") }

    func deleteDemo(of userID: Int64) throws -> Int { throw PostgresStoreUnsupported(area: "Todos") }
}
