import Foundation
import GRDB
import SQLiteStore
import TestSupport
import TrackerCore
import TrackerStore

/// A database as an operator finds it after a while: the console's user typed two commands;
/// Telegram has two messages waiting (the oldest for ten minutes), one it could not deliver,
/// one update set aside, and its intake committed half a minute ago.
enum OperatorFixture {
    /// The undeliverable message's text.
    static let deadText = "Your <b>weekly</b> summary"

    /// Writes the fixture into a new database at `path`, ages counted back from `now`.
    static func make(at path: String, now: Date) throws {
        let console = try ScriptedConsole(databasePath: path, clock: ManualClock(now))
        try console.send("/todo add Buy milk")
        try console.send("/todos")
        try console.database.write { db in
            let telegram = ChatAddress(platform: "telegram", id: "42")
            try OutboxEntry.enqueue(
                Outgoing(chat: telegram, reply: Reply("Waiting")), userExternalID: nil,
                at: now.addingTimeInterval(-600), in: db)
            try OutboxEntry.enqueue(
                Outgoing(chat: telegram, reply: Reply("Also waiting")), userExternalID: nil,
                at: now.addingTimeInterval(-5), in: db)
            let dead = try OutboxEntry.enqueue(
                Outgoing(chat: telegram, reply: Reply(RichText(verbatim: deadText))), userExternalID: "7",
                at: now.addingTimeInterval(-7200), in: db)
            try db.execute(
                sql: "UPDATE outbox SET state = ?, attempts = 12, lastError = ? WHERE id = ?",
                arguments: [OutboxEntry.State.dead, "Bad Request: chat not found", dead])
            try CrashGuard(database: console.database, platform: "telegram").setAside(
                "telegram:1001", raw: #"{"update_id":1001}"#,
                reason: "it was being applied during 2 crashes",
                at: now.addingTimeInterval(-3600), in: SQLiteTransaction(db))
            try PlatformState.setCheckpoint(
                "telegram.offset", to: "1002", at: now.addingTimeInterval(-30), in: db)
        }
    }
}
