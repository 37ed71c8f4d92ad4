import SQLiteStore

/// Whether the database takes writes, for `/readyz`: a write transaction that stores a row
/// and is rolled back, so that a read-only file, a full disk's lock or a writer stuck for
/// longer than the busy timeout shows, and nothing is left behind or synced to disk.
enum DatabaseProbe {
    private struct RollBack: Error {}

    /// Why `database` took no write; `nil` when it did.
    static func writeFailure(_ database: TrackerDatabase) async -> String? {
        do {
            try await database.write { db in
                try PlatformState.set("readiness.probe", to: "", in: db)
                throw RollBack()
            }
        } catch is RollBack {
            return nil
        } catch {
            return "not writable (\(error))"
        }
        return nil
    }
}
