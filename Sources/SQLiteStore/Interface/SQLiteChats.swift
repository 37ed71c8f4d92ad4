import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The chats' state, in the `chat` table (``ChatState``).
struct SQLiteChats: ChatStateStore {
    let db: Database

    func isActive(_ chat: ChatAddress) throws -> Bool { try ChatState.isActive(chat, in: db) }

    func setActive(_ active: Bool, _ chat: ChatAddress, at date: Date) throws {
        try ChatState.setActive(active, chat, at: date, in: db)
    }

    func move(_ old: ChatAddress, to new: ChatAddress, at date: Date) throws {
        try ChatState.migrate(old, to: new, at: date, in: db)
    }
}
