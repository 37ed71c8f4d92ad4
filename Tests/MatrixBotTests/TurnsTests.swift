import Synchronization
import Testing

@testable import MatrixBot

/// Sends through one encryptor take turns across their suspension points: two of them never
/// read one Megolm index or one Olm ratchet state.
struct TurnsTests {
    /// How many pieces of work ran at once, at most.
    final class Log: Sendable {
        private let state = Mutex((running: 0, most: 0))

        func enter() {
            state.withLock {
                $0.running += 1
                $0.most = max($0.most, $0.running)
            }
        }

        func leave() { state.withLock { $0.running -= 1 } }

        var most: Int { state.withLock { $0.most } }
    }

    @Test func piecesThatSuspendStillRunOneAtATime() async throws {
        let turns = Turns()
        let log = Log()
        let finished = try await withThrowingTaskGroup(of: Int.self) { group in
            for piece in 0..<20 {
                group.addTask {
                    try await turns.run {
                        log.enter()
                        // Suspended here, another piece could start, as it would in an actor.
                        for _ in 0..<5 { await Task.yield() }
                        log.leave()
                        return piece
                    }
                }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(finished == Set(0..<20))
        #expect(log.most == 1)
    }

    @Test func aPieceThatThrowsPassesTheTurnOn() async throws {
        struct Failed: Error {}
        let turns = Turns()
        await #expect(throws: Failed.self) { try await turns.run { throw Failed() } }
        #expect(try await turns.run { 7 } == 7)
    }
}
