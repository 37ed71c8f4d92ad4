import Foundation
import HTTPTestSupport
import PostgresStore
import TestSupport
import Testing

/// Two `trackerbot run` instances in webhook mode on a PostgreSQL primary with a synchronous
/// streaming standby, both servers in `TRACKER_DB`, answering a burst of commands while the
/// primary is killed with SIGKILL and the standby promoted: every command is answered, the
/// nudges due meanwhile come once, and the bot is ready again soon after the promotion.
///
/// The clusters are the test's own, made with `scripts/postgres.sh` (`start`, then `standby`,
/// which is a `pg_basebackup`); it runs where the tests' PostgreSQL does.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .serialized, .timeLimit(.minutes(5)))
struct DatabaseFailoverProcessTests {
    static let secret = "database_Failover-0123"
    /// The longest the bot may take to be ready again after the promotion.
    static let readyLimit = Duration.seconds(30)
    /// The most messages one instance has in flight (`TELEGRAM_MAX_IN_FLIGHT`'s default): a
    /// send whose record was lost with the primary is sent again, once.
    static let maxInFlight = 16
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../scripts/postgres.sh").standardized.path

    let listener = ListenerProcessTests()

    /// Runs `scripts/postgres.sh arguments…`; its output, or an error with what it said.
    @discardableResult
    private static func postgres(_ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run("/bin/bash", [script] + arguments)
        guard result.status == 0 else {
            throw ScriptFailure(
                description: "postgres.sh \(arguments.joined(separator: " ")): \(result.output)")
        }
        return result.output
    }

    private struct ScriptFailure: Error, CustomStringConvertible {
        let description: String
    }

    @Test func twoInstancesAnswerEveryCommandThroughAFailoverOfTheirDatabase() async throws {
        // In the shared temporary folder: the clusters run as the postgres user when the tests
        // run as root, and it must reach them.
        let clusters = "/tmp/trackerbot-failover-\(UUID().uuidString)"
        let (primary, standby) = (clusters + "/primary", clusters + "/standby")
        defer {
            for cluster in [primary, standby] {
                _ = try? Process.run(
                    URL(fileURLWithPath: "/bin/bash"), arguments: [Self.script, "stop", cluster]
                )
                .waitUntilExit()
            }
            try? FileManager.default.removeItem(atPath: clusters)
        }
        try await Self.postgres(["start", primary])
        try await Self.postgres(["standby", standby, primary])
        let ports = try [primary, standby].map {
            try String(contentsOfFile: $0 + "/port", encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
        }
        let url = try PostgresURL(
            parsing:
                "postgresql://tracker@127.0.0.1:\(ports[0]),127.0.0.1:\(ports[1])/postgres?sslmode=disable")
        let limits = FloodLimits(scale: 4, jitter: .milliseconds(250))
        let fake = try await FakeTelegram.start(limits: limits)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            try await run(
                fake: fake, limits: limits, url: url, primary: primary, standby: standby, directory: directory
            )
        } catch {
            await fake.stop()
            throw error
        }
        await fake.stop()
    }

    private func run(
        fake: FakeTelegram, limits: FloodLimits, url: PostgresURL, primary: String, standby: String,
        directory: TemporaryDirectory
    ) async throws {
        let ports = try (0..<2).map { _ in try LoopbackSockets.unusedPort() }
        let bots = try await WebhookInstances.start(
            on: ports, database: url.withoutPassword, fake: fake, limits: limits, secret: Self.secret,
            directory: directory)
        var logs: String { bots.map(\.log).joined(separator: "\n----\n") }

        // The burst starts 4 s before the nudges fall due, on a minute's turn; the primary is
        // killed 1 s before, and the standby promoted 1 s after: the nudges fall due while no
        // database takes writes, in the middle of the burst.
        let due = Date(timeIntervalSince1970: ((Date.now.timeIntervalSince1970 + 30) / 60).rounded(.up) * 60)
        let burst = CommandBurst(users: 150, commandsEach: 6, remindedUsers: 20, due: due)
        let balancer = WebhookBalancer(ports: ports, secret: Self.secret, lostAnswerOdds: 50, seed: 29)
        _ = try await balancer.post(BurstQueue(burst: burst, setup: true), of: burst)
        try await fake.waitFor(timeout: .seconds(max(1, due.timeIntervalSinceNow - 5))) { calls in
            calls.filter { $0.method == "sendMessage" && $0.text?.hasPrefix("⏰ I'll nudge") == true }.count
                >= 20
        }
        try await Task.sleep(for: .seconds(max(0, due.timeIntervalSinceNow - 4)))
        let posting = Task { try await balancer.post(BurstQueue(burst: burst, setup: false), of: burst) }
        defer { posting.cancel() }

        try await Task.sleep(for: .seconds(max(0, due.timeIntervalSinceNow - 1)))
        let expected = burst.commandCount + 20
        #expect(
            await fake.count("sendMessage") < expected - 200, "the failover comes mid-burst, not after it")
        try await Self.postgres(["kill", primary])
        // An operator's (or a cluster manager's) moment before the standby takes over.
        try await Task.sleep(for: .seconds(max(0, due.timeIntervalSinceNow + 1)))
        try await Self.postgres(["promote", standby])
        let promotedAt = ContinuousClock.now
        var ready: Duration?
        while ready == nil, ContinuousClock.now - promotedAt < .seconds(60) {
            for port in ports {
                if let answer = await listener.get(port, "/readyz"), answer.status == 200,
                    String(decoding: answer.body, as: UTF8.self).contains(#""leader":true"#)
                {
                    ready = ContinuousClock.now - promotedAt
                }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let readyAfter = try #require(
            ready, "no instance was ready with the lease after the promotion\n\(logs)")
        #expect(readyAfter < Self.readyLimit)

        let postingTime = try await posting.value
        do {
            try await fake.waitFor(timeout: .seconds(120)) { calls in
                let sent = calls.lazy.filter { $0.method == "sendMessage" && !$0.refused }
                return Set(sent.map { "\($0.chatID ?? 0) \($0.text ?? "")" }).count >= expected
            }
        } catch {
            Issue.record("\(expected) different messages did not all come: \(error)\n\(logs)")
        }
        let calls = await fake.calls("sendMessage").filter { !$0.refused }
        let start = ContinuousClock.now - .seconds(Date.now.timeIntervalSince(due))
        // A message sent twice had been sent when the primary died, before its record reached
        // the standby: either instance may send it again.
        let repeated = burst.check(calls: calls, due: start) { _, _ in true }
        #expect(repeated <= 2 * Self.maxInFlight, "\(repeated) messages sent twice")
        print(
            "Database failover: ready with the lease \(readyAfter) after the promotion; every command posted in \(postingTime); \(calls.count) messages, \(repeated) sent twice"
        )
        #expect(!logs.contains(Self.secret) && !logs.contains(FakeTelegram.token))
        for bot in bots { #expect(await bot.terminate() == 0, "\(bot.log)") }
    }
}
