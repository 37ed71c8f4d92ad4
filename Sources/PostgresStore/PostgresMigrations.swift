import Foundation
import PostgresNIO
import TrackerStore

/// The PostgreSQL schema, as named migrations recorded in `schema_migrations`. Never edit one
/// that has shipped: add a new one, as for SQLite's.
public enum PostgresMigrations {
    /// Every migration, in the order they apply: a name and its statements.
    static let all: [(name: String, statements: [String])] = [
        ("v17: durable inbox", PostgresSchema.statements),
        (
            "v18: languages",
            [
                #"ALTER TABLE "user" ADD COLUMN "language" TEXT, ADD COLUMN "platformLanguage" TEXT"#,
                #"ALTER TABLE "groupChat" ADD COLUMN "language" TEXT"#,
            ]
        ),
        deadLetterIDs,
        ("v20: matrix crypto", PostgresSchema.matrixCrypto),
        ("v21: undecrypted events", PostgresSchema.undecryptedEvents),
        // A user's latest day (read with every command) is one index entry per habit.
        ("v22: check-ins by day", [#"CREATE INDEX "checkIn_byDay" ON "checkIn" ("habitID", "date")"#]),
        // When each change of a week start was decided: a habit made after it follows it.
        (
            "v23: when week starts were chosen",
            [#"ALTER TABLE "weekStartChange" ADD COLUMN "decidedAt" DOUBLE PRECISION"#]
        ),
        // The outbox entry that announced a challenge: a typed join or leave rewrites it.
        (
            "v24: challenge announcements",
            [#"ALTER TABLE "challenge" ADD COLUMN "announcementOutboxID" BIGINT"#]
        ),
    ]

    /// The names of every migration, in order.
    public static var names: [String] { all.map(\.name) }

    /// Every table with data, parents before the tables whose rows refer to them: the order in
    /// which a copy inserts rows.
    public static let tablesInForeignKeyOrder = [
        "user", "goal", "checkpoint", "habit", "checkIn", "todo", "listView", "inbound", "outbox",
        "routine", "routineStep", "stepCompletion", "pause", "chat", "platformState", "reminder", "job",
        "groupChat", "challenge", "challengeMember", "groupMention", "groupReminder", "inboundAttempt",
        "inboundSuspect", "inboundDeadLetter", "reminderTimeOff", "habitRule", "weekStartChange",
        "privateChat", "reactionPress", "memberName", "inbox", "matrixCryptoAccount", "matrixOlmSession",
        "matrixInboundGroupSession", "matrixOutboundGroupSession", "matrixDeviceList", "matrixDevice",
        "matrixUndecryptedEvent",
    ]

    /// The advisory lock migrating instances take, so that two starting at once apply each
    /// migration once: the second waits, then finds nothing left to do.
    static let lockKey: Int64 = 0x7472_6163_6b65_72  // "tracker"

    /// Applies the migrations `database` has not had yet, each in a transaction of its own with
    /// its record in `schema_migrations`; returns the names it applied.
    /// - Throws: ``NewerSchema``, changing nothing, when a newer build migrated the database.
    @discardableResult
    public static func migrate(_ database: PostgresDatabase) throws -> [String] {
        try database.withConnection { session in
            try session.execute("SELECT pg_advisory_lock(\(lockKey))")
            defer { _ = try? session.execute("SELECT pg_advisory_unlock(\(lockKey))") }
            try session.execute(
                """
                CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY,
                    applied_at TIMESTAMPTZ NOT NULL DEFAULT now())
                """)
            let recorded = try session.query("SELECT name FROM schema_migrations ORDER BY applied_at, name")
                .map { try $0.decode(String.self) }
            if let found = recorded.last(where: { !names.contains($0) }) {
                throw NewerSchema(found: found, newest: names.last ?? "")
            }
            let done = Set(recorded)
            var applied: [String] = []
            for migration in all where !done.contains(migration.name) {
                try session.execute("BEGIN")
                do {
                    for statement in migration.statements {
                        try session.execute(PostgresQuery(unsafeSQL: statement))
                    }
                    try session.execute("INSERT INTO schema_migrations (name) VALUES (\(migration.name))")
                    try session.execute("COMMIT")
                } catch {
                    _ = try? session.execute("ROLLBACK")
                    throw error
                }
                applied.append(migration.name)
            }
            return applied
        }
    }

    /// A digest of every migration's name and statements (64-bit FNV-1a, in hex): equal for two
    /// builds exactly when they create the same schema, so a database migrated by one can stand
    /// in for another's (tests copy one migrated template instead of migrating each database).
    public static var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for migration in all {
            for text in [migration.name] + migration.statements {
                for byte in text.utf8 + [0] {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
            }
        }
        return String(hash, radix: 16)
    }

    /// The migrations `database` has had, in the order they were applied.
    public static func applied(_ database: PostgresDatabase) throws -> [String] {
        try database.read { session in
            let exists = try session.query("SELECT to_regclass('schema_migrations') IS NOT NULL")
            guard try exists.first?.decode(Bool.self) == true else { return [] }
            return try session.query("SELECT name FROM schema_migrations ORDER BY applied_at, name")
                .map { try $0.decode(String.self) }
        }
    }
}
