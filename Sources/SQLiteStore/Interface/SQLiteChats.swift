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

    func isGroup(_ chat: ChatAddress) throws -> Bool { try ChatState.isGroup(chat, in: db) }

    func hasHeardFromBot(_ chat: ChatAddress) throws -> Bool { try ChatState.hasHeardFromBot(chat, in: db) }

    func seen(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws {
        try ChatState.seen(chat, isGroup: isGroup, at: date, in: db)
    }

    func setKind(_ chat: ChatAddress, isGroup: Bool, at date: Date) throws {
        try ChatState.setKind(chat, isGroup: isGroup, at: date, in: db)
    }

    func addedToGroup(_ chat: ChatAddress, at date: Date) throws {
        try ChatState.addedToGroup(chat, at: date, in: db)
    }

    func recordPrivateChat(_ chat: ChatAddress, for externalID: String) throws {
        try PrivateChat.record(chat, for: externalID, in: db)
    }
}
