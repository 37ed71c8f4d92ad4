import TrackerStore

/// Whether the database takes writes, for `/readyz`: a write transaction that stores a row
/// and is rolled back, so that a read-only file, a full disk's lock or a writer stuck for
/// longer than the busy timeout shows, and nothing is left behind or synced to disk.
enum DatabaseProbe {
    private struct RollBack: Error {}

    /// Why `store` took no write; `nil` when it did.
    static func writeFailure(_ store: any Store) async -> String? {
        do {
            try await store.write { transaction in
                try transaction.checkpoints.set("readiness.probe", to: "")
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
