import Foundation
import GRDB
import TrackerCore

/// Keeps one inbound event that crashes the process from crashing it forever.
///
/// Platforms redeliver what was not confirmed, so an event whose handling traps (or gets the
/// process killed) would come back after every restart and take the bot down again. Before a
/// source applies events, ``begin(_:)`` commits a marker naming them; the transaction that
/// applies them removes it with ``finish(in:)``. A marker found at start-up names events that
/// were being applied when the process died: ``recover()`` counts a crash for each. A source
/// applies events with a crash one per transaction, and sets aside, as a dead letter, an
/// event that was being applied during ``crashesBeforeDeadLetter`` crashes.
///
/// One `CrashGuard` per source (a platform, or one console chat of it); a source applies one
/// batch at a time.
public struct CrashGuard: Sendable {
    /// Crashes an event may take part in before it is set aside.
    public static let crashesBeforeDeadLetter = 2

    /// Where the markers and dead letters are kept: the database the events are applied to.
    public let database: TrackerDatabase
    /// Where the events come from, as stored with markers and dead letters: the platform's
    /// tag (`telegram`), or `platform:scope` for one of several sources on it (a console chat).
    public let source: String

    /// A guard for the events that `platform`, or its source `scope` where it has several,
    /// applies to `database`.
    public init(database: TrackerDatabase, platform: Platform, scope: String? = nil) {
        self.database = database
        self.source = scope.map { "\(platform):\($0)" } ?? platform.tag
    }

    /// Counts a crash for every event a previous process of this source was applying when it
    /// died. Call once at start-up, before applying anything.
    /// - Returns: how many events were in flight at the crash.
    @discardableResult
    public func recover() throws -> Int {
        try database.write { db in
            guard
                let keys = try String.fetchOne(
                    db, sql: "SELECT keys FROM inboundAttempt WHERE source = ?", arguments: [source])
            else { return 0 }
            let inFlight = Self.split(keys)
            for key in inFlight {
                try db.execute(
                    sql: """
                        INSERT INTO inboundSuspect (key, source, crashes) VALUES (?, ?, 1)
                        ON CONFLICT (key) DO UPDATE SET crashes = crashes + 1
                        """, arguments: [key, source])
            }
            try db.execute(sql: "DELETE FROM inboundAttempt WHERE source = ?", arguments: [source])
            return inFlight.count
        }
    }

    /// Crashes counted so far for those of `keys` that took part in any; empty in the usual case.
    public func crashes(of keys: [String]) throws -> [String: Int] {
        let all = try database.read { db in
            try Row.fetchAll(
                db, sql: "SELECT key, crashes FROM inboundSuspect WHERE source = ?", arguments: [source])
        }
        let wanted = Set(keys)
        var crashes: [String: Int] = [:]
        for row in all where wanted.contains(row["key"]) { crashes[row["key"]] = row["crashes"] }
        return crashes
    }

    /// Commits a marker naming the events about to be applied, in its own transaction.
    ///
    /// The marker only has to outlive the process, not the machine, so its commit skips the
    /// disk sync that a command's commit needs (``TrackerDatabase/writeWithoutSync(_:)``).
    /// A power loss at worst forgets a crash count.
    /// - Throws: a `DatabaseError` if SQLite fails.
    public func begin(_ keys: [String]) throws {
        try database.writeWithoutSync { db in
            try db.execute(
                cached: "INSERT OR REPLACE INTO inboundAttempt (source, keys) VALUES (?, ?)",
                [source, keys.joined(separator: "\n")])
        }
    }

    /// Removes the marker of ``begin(_:)`` and the crash counts of the events it named, in
    /// the transaction that applied them.
    public func finish(in db: Database) throws {
        guard
            let keys = try String.fetchOne(
                cached: "SELECT keys FROM inboundAttempt WHERE source = ?", [source], in: db)
        else { return }
        try db.execute(cached: "DELETE FROM inboundAttempt WHERE source = ?", [source])
        // Suspects are rare; the usual batch has none to clear.
        if try Bool.fetchOne(
            cached: "SELECT EXISTS (SELECT 1 FROM inboundSuspect WHERE source = ?)", [source], in: db)
            == true
        {
            for key in Self.split(keys) {
                try db.execute(sql: "DELETE FROM inboundSuspect WHERE key = ?", arguments: [key])
            }
        }
    }

    /// Records an event as a dead letter instead of applying it, and forgets its marker: it
    /// is never applied. Keeps its crash count, so that an event that comes again under the
    /// same key (a line typed again in the console) is set aside again.
    /// - Returns: whether this is the first dead letter with that key.
    @discardableResult
    public func setAside(_ key: String, raw: String, reason: String, at date: Date, in db: Database) throws
        -> Bool
    {
        try db.execute(sql: "DELETE FROM inboundAttempt WHERE source = ?", arguments: [source])
        try db.execute(
            sql: """
                INSERT INTO inboundDeadLetter (key, source, raw, reason, createdAt) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (key) DO NOTHING
                """, arguments: [key, source, raw, reason, date.timeIntervalSince1970])
        return db.changesCount == 1
    }

    private static func split(_ keys: String) -> [String] {
        keys.split(separator: "\n").map(String.init)
    }
}

/// An inbound event set aside by ``CrashGuard`` after it was being applied during crashes.
public struct InboundDeadLetter: Codable, FetchableRecord, TableRecord, Sendable, Hashable {
    /// Dead letters are stored in `inboundDeadLetter`, one per inbound key, and kept for
    /// inspection.
    public static let databaseTableName = "inboundDeadLetter"

    /// The event's inbound key (`telegram:<update id>`, or a console line's fingerprint).
    public var key: String
    /// The ``CrashGuard/source`` that set it aside.
    public var source: String
    /// The event as the platform sent it: an update's JSON, a console line.
    public var raw: String
    /// Why it was set aside, for whoever inspects the table.
    public var reason: String
    /// When it was set aside.
    public var createdAt: Date
}
