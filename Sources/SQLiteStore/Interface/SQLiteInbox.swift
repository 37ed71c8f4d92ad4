import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// The inbox (``InboxEntry``), the crash guard's marker (`inboundAttempt`) and counts
/// (`inboundSuspect`), and the dead letters (``InboundDeadLetter``).
struct SQLiteInbox: InboxStore {
    let db: Database

    func admit(_ events: [(key: String, event: PlatformEvent)], source: Platform, at date: Date) throws
        -> [(id: Int64, event: PlatformEvent)]
    {
        try InboxEntry.admit(events, source: source, at: date, in: db)
    }

    func next(_ limit: Int, of source: Platform) throws -> [InboxEntry] {
        try InboxEntry.next(limit, of: source, in: db)
    }

    func remove(_ ids: [Int64]) throws { try InboxEntry.remove(ids, in: db) }

    func count(of source: Platform) throws -> Int { try InboxEntry.count(of: source, in: db) }

    func beginAttempt(_ keys: [String], source: String) throws {
        try db.execute(
            cached: "INSERT OR REPLACE INTO inboundAttempt (source, keys) VALUES (?, ?)",
            [source, keys.joined(separator: "\n")])
    }

    func recoverAttempt(source: String) throws -> Int {
        guard let keys = try attempt(of: source) else { return 0 }
        let counted = keys.count == 1 ? 1 : 0
        for key in keys {
            try db.execute(
                sql: """
                    INSERT INTO inboundSuspect (key, source, crashes) VALUES (?, ?, ?)
                    ON CONFLICT (key) DO UPDATE SET crashes = crashes + excluded.crashes
                    """, arguments: [key, source, counted])
        }
        try db.execute(sql: "DELETE FROM inboundAttempt WHERE source = ?", arguments: [source])
        return keys.count
    }

    func crashes(source: String) throws -> [String: Int] {
        try Dictionary(
            Row.fetchAll(
                db, sql: "SELECT key, crashes FROM inboundSuspect WHERE source = ?", arguments: [source]
            )
            .map { row in (row["key"] as String, row["crashes"] as Int) },
            uniquingKeysWith: { first, _ in first })
    }

    func finishAttempt(source: String) throws {
        guard let keys = try attempt(of: source) else { return }
        try db.execute(cached: "DELETE FROM inboundAttempt WHERE source = ?", [source])
        // Suspects are rare; the usual batch has none to clear.
        if try Bool.fetchOne(
            cached: "SELECT EXISTS (SELECT 1 FROM inboundSuspect WHERE source = ?)", [source], in: db)
            == true
        {
            for key in keys {
                try db.execute(sql: "DELETE FROM inboundSuspect WHERE key = ?", arguments: [key])
            }
        }
    }

    func setAside(_ key: String, source: String, raw: String, reason: String, at date: Date) throws -> Bool {
        try db.execute(sql: "DELETE FROM inboundAttempt WHERE source = ?", arguments: [source])
        try db.execute(
            sql: """
                INSERT INTO inboundDeadLetter (key, source, raw, reason, createdAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (key) DO NOTHING
                """, arguments: [key, source, raw, reason, date.timeIntervalSince1970])
        return db.changesCount == 1
    }

    func deadLetterCount(of source: Platform) throws -> Int {
        try Int.fetchOne(
            cached: "SELECT COUNT(*) FROM inboundDeadLetter WHERE source = ?", [source.tag], in: db)
            ?? 0
    }

    /// The keys `source`'s marker names; `nil` when there is no marker.
    private func attempt(of source: String) throws -> [String]? {
        try String.fetchOne(cached: "SELECT keys FROM inboundAttempt WHERE source = ?", [source], in: db)
            .map { $0.split(separator: "\n").map(String.init) }
    }
}
