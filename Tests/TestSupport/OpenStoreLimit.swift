/// How many stores (and bots around them) the tests keep open at once, process-wide.
///
/// Every test runs at once, and each SQLite store holds a few descriptors (the database, its
/// `-wal` and `-shm`, per connection), a bot harness its sockets too: a run held 1,500 open. Foundation's `Process` watches a
/// child through a descriptor that then numbers above 1,024, past what its `select` handles,
/// and the test process crashes. The limit keeps the count well below that.
public enum OpenStoreLimit {
    /// Stores open at once.
    static let slots = 12

    private static let gate = Slots(count: slots)

    /// Whether the current task already holds a slot: a store opened inside another's body
    /// takes none, so nesting cannot wait on itself.
    @TaskLocal private static var holding = false

    /// Runs `body` once a slot is free, holding it until `body` returns.
    public static func withSlot<T>(_ body: () async throws -> T) async rethrows -> T {
        if holding { return try await body() }
        await gate.acquire()
        defer { Task { await gate.release() } }
        return try await $holding.withValue(true) { try await body() }
    }

    private actor Slots {
        private var free: Int
        private var waiting: [CheckedContinuation<Void, Never>] = []

        init(count: Int) { free = count }

        func acquire() async {
            if free > 0 {
                free -= 1
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty {
                free += 1
            } else {
                waiting.removeFirst().resume()
            }
        }
    }
}
