import Foundation
import HTTPClient
import Logging
import TestSupport

/// Telegram's webhook posts behind a load balancer in front of several instances: each post
/// goes to the next instance in turn; a post that gets no answer (the instance is dead or too
/// slow) or a 5xx goes to the next one, as a load balancer does, and Telegram keeps re-sending
/// until some instance answers 200. Some 200s are "lost" on the way back, so Telegram sends
/// those updates again, to another instance.
final class WebhookBalancer: Sendable {
    /// What the posts came to.
    struct Tally: Sendable {
        /// Posts made, re-sends included.
        var posts = 0
        /// Posts that got no answer or a 5xx, and went to the next instance.
        var failedOver = 0
        /// Updates posted again after a 200 whose answer was lost.
        var resentAfter200 = 0
    }

    private actor State {
        var turn = 0
        var tally = Tally()
        var generator: SeededGenerator

        init(seed: UInt64) { generator = SeededGenerator(state: seed) }

        func nextTurn() -> Int {
            defer { turn += 1 }
            return turn
        }

        /// Whether this 200 is lost on its way back, one in `odds`.
        func loses(odds: UInt64) -> Bool { generator.next() % odds == 0 }

        func count(_ change: (inout Tally) -> Void) { change(&tally) }
    }

    /// A post kept failing for longer than Telegram would keep trying in a test.
    struct Undelivered: Error, CustomStringConvertible {
        let updateID: Int64
        var description: String { "update \(updateID) found no instance to take it" }
    }

    /// The status of a post that was answered but neither 200 nor retried.
    struct Refused: Error, CustomStringConvertible {
        let updateID: Int64
        let status: Int
        var description: String { "update \(updateID) was answered \(status)" }
    }

    private let ports: [UInt16]
    private let secret: String
    private let lostAnswerOdds: UInt64
    private let state: State
    private let client = HTTPClient(
        maxConcurrentTransfers: 40, userAgent: "TelegramBot (like TwitterBot)",
        logger: Logger(label: "balancer") { _ in SwiftLogNoOpLogHandler() })

    /// A balancer over the instances listening on `ports`, losing one 200 in `lostAnswerOdds`.
    init(ports: [UInt16], secret: String, lostAnswerOdds: UInt64, seed: UInt64) {
        self.ports = ports
        self.secret = secret
        self.lostAnswerOdds = lostAnswerOdds
        state = State(seed: seed)
    }

    /// What the posts came to so far.
    var tally: Tally { get async { await state.tally } }

    /// Posts the update `body` (with its `update_id`) until an instance answers 200, and, when
    /// that answer is lost, once more until another 200.
    func deliver(_ body: String, updateID: Int64) async throws {
        try await postUntilAccepted(body, updateID: updateID)
        if await state.loses(odds: lostAnswerOdds) {
            await state.count { $0.resentAfter200 += 1 }
            try await postUntilAccepted(body, updateID: updateID)
        }
    }

    /// Posts `queue`'s updates, 40 at once; returns how long it took.
    func post(_ queue: BurstQueue, of burst: CommandBurst) async throws -> Duration {
        let started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    while !(await queue.isDone) {
                        guard let (user, round) = await queue.take() else {
                            try await Task.sleep(for: .milliseconds(2))
                            continue
                        }
                        try await self.deliver(
                            burst.update(user: user, round: round),
                            updateID: burst.updateID(user: user, round: round))
                        await queue.done(user: user)
                    }
                }
            }
            try await group.waitForAll()
        }
        return ContinuousClock.now - started
    }

    private func postUntilAccepted(_ body: String, updateID: Int64) async throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            let port = ports[await state.nextTurn() % ports.count]
            await state.count { $0.posts += 1 }
            let response = try? await client.send(
                HTTPRequest(
                    method: .post, url: "http://127.0.0.1:\(port)/telegram/webhook",
                    headers: ["X-Telegram-Bot-Api-Secret-Token": secret], body: .json(Data(body.utf8)),
                    timeout: .seconds(5)))
            switch response.map({ Int($0.status) }) ?? 503 {
            case 200: return
            case 500...599:
                await state.count { $0.failedOver += 1 }
                // Every instance refusing at once (all starting, or the last one dying): wait a
                // little, as Telegram's re-sends do.
                if await state.tally.failedOver % ports.count == 0 {
                    try await Task.sleep(for: .milliseconds(20))
                }
            case let status: throw Refused(updateID: updateID, status: status)
            }
        }
        throw Undelivered(updateID: updateID)
    }
}
