/// Makes async work take turns: one piece at a time, in the order they came, across every
/// suspension point. An actor alone does not: its methods interleave at each `await`, so two
/// sends through one ``RoomEncryptor`` could both read a room's Megolm session at one index and
/// both encrypt with it, or step one Olm ratchet from the same state twice.
actor Turns {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `work` when every piece that came before it has finished.
    func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer { next() }
        return try await work()
    }

    /// Hands the turn to the first piece waiting, or frees it.
    private func next() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
