import Foundation
import TrackerCore
import TrackerStore

struct PostgresChats: ChatStateStore {
    let session: PostgresSession

    func isActive(_ chat: ChatAddress) throws -> Bool { throw PostgresStoreUnsupported(area: "Chats") }

    func setActive(_ active: Bool, _ chat: ChatAddress, at date: Date) throws {
        throw PostgresStoreUnsupported(area: "Chats")
    }

    func move(_ old: ChatAddress, to new: ChatAddress, at date: Date) throws {
        throw PostgresStoreUnsupported(area: "Chats")
    }
}
