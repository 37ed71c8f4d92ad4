import Foundation
import HTTPClient
import HTTPTestSupport
import PostgresStore
import TestSupport
import Testing

/// Three `trackerbot run` processes in webhook mode on one PostgreSQL database, behind a load
/// balancer, answering a burst of 3,000 commands from 300 users while the instance holding the
/// lease is killed with SIGKILL, and later the next holder too.
///
/// Telegram's limits are scaled up together on both sides (the bot's `TELEGRAM_RATE_*` settings
/// and the fake's ``FloodLimits``) so the burst takes seconds rather than minutes; the fake
/// answers 429 to any send that breaks them.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .serialized, .timeLimit(.minutes(5)))
struct SeveralInstancesProcessTests {
    static let secret = "several_Instances-0123"
    /// Telegram's limits times this: 120 messages a second overall, 4 a second per chat.
    static let scale = 4.0
    /// The longest failover the test accepts: the issue's 10 s, and half again for a loaded
    /// machine.
    static let failoverLimit = Duration.seconds(15)
    /// The most messages one instance has in flight (`TELEGRAM_MAX_IN_FLIGHT`'s default): a
    /// kill may leave that many sent but not recorded, which the next holder sends again.
    static let maxInFlight = 16

    let listener = ListenerProcessTests()

    @Test func threeInstancesAnswerEveryCommandOnceInOrderThroughTwoKills() async throws {
        let seed = SeededGenerator.seed(23)
        // A quarter of a second's leeway: on a loaded machine the bot's sends reach the fake
        // bunched by about a tenth of a second more than they left its rate limiter.
        let limits = FloodLimits(scale: Self.scale, jitter: .milliseconds(250))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fake = try await FakeTelegram.start(limits: limits)
        do {
            try await TestPostgres.withDatabaseAsync { url in
                try await run(fake: fake, limits: limits, url: url, directory: directory, seed: seed)
            }
        } catch {
            await fake.stop()
            throw error
        }
        await fake.stop()
    }

    private func run(
        fake: FakeTelegram, limits: FloodLimits, url: PostgresURL, directory: TemporaryDirectory, seed: UInt64
    ) async throws {
        let ports = try (0..<3).map { _ in try LoopbackSockets.unusedPort() }
        let bots = try await WebhookInstances.start(
            on: ports, database: url.withoutPassword, fake: fake, limits: limits, secret: Self.secret,
            directory: directory)
        var logs: String { bots.map(\.log).joined(separator: "\n----\n") }

        // The nudges fall due on a minute's turn about 12 s into the burst, 2 s after the
        // first kill. The nudge times are set and applied before the burst: a `/remind` applied
        // only after its time has passed rightly waits for tomorrow, which would test nothing.
        let due = Date(timeIntervalSince1970: ((Date.now.timeIntervalSince1970 + 30) / 60).rounded(.up) * 60)
        let burst = CommandBurst(users: 300, commandsEach: 10, remindedUsers: 40, due: due)
        let balancer = WebhookBalancer(ports: ports, secret: Self.secret, lostAnswerOdds: 50, seed: seed)
        _ = try await balancer.post(BurstQueue(burst: burst, setup: true), of: burst)
        try await fake.waitFor(timeout: .seconds(max(1, due.timeIntervalSinceNow - 13))) { calls in
            calls.filter { $0.method == "sendMessage" && $0.text?.hasPrefix("⏰ I'll nudge") == true }.count
                >= 40
        }
        try await Task.sleep(for: .seconds(max(0, due.timeIntervalSinceNow - 12)))

        let queue = BurstQueue(burst: burst, setup: false)
        let posting = Task { try await balancer.post(queue, of: burst) }
        defer { posting.cancel() }

        // The first kill, of whichever instance is sending, 2 s before the nudges are due.
        try await Task.sleep(for: .seconds(max(0, due.timeIntervalSinceNow - 2)))
        var alive = zip(bots, ports).enumerated().map { (bot: $1.0, port: $1.1, name: "instance\($0)") }
        let expected = burst.commandCount + 40
        #expect(
            await fake.count("sendMessage") < expected - 600, "the kill comes mid-burst, not after it")
        var failovers: [Failover] = []
        for _ in 0..<2 {
            let failover = try await killHolder(of: &alive, fake: fake)
            failovers.append(failover)
            print("Several instances: \(failover)")
            if failovers.count == 1 {
                // The second kill waits for a few hundred messages from the new holder.
                let sent = await fake.count("sendMessage")
                try await fake.waitFor(sent + 300, "sendMessage", timeout: .seconds(60))
            }
        }

        let postingTime = try await posting.value
        let tally = await balancer.tally
        print(
            "Several instances: every command posted in \(postingTime), \(tally.posts) posts, \(tally.failedOver) sent on to the next instance, \(tally.resentAfter200) sent again after a lost 200"
        )
        do {
            try await fake.waitFor(timeout: .seconds(120)) { calls in
                let sent = calls.lazy.filter { $0.method == "sendMessage" && !$0.refused }
                return Set(sent.map { "\($0.chatID ?? 0) \($0.text ?? "")" }).count >= expected
            }
            // Nothing more will come once the survivor's outbox is empty.
            _ = try await listener.wait(for: "/metrics", on: alive[0].port, timeout: .seconds(60)) {
                String(decoding: $0.body, as: UTF8.self).contains(
                    #"trackerbot_outbox_pending{platform="telegram"} 0.0"#)
            }
        } catch {
            // What did come tells more than the wait's timeout.
            Issue.record("\(expected) different messages did not all come: \(error)")
        }

        let calls = await fake.calls("sendMessage").filter { !$0.refused }
        print(
            "Several instances: the bot's largest burst was \(Self.burst(of: calls.map(\.at), rate: limits.overallPerSecond)) messages overall (the fake allows \(limits.overallBurst))"
        )
        let start = ContinuousClock.now - .seconds(Date.now.timeIntervalSince(due))
        // A message sent twice was one in flight at a kill: sent first by a killed instance,
        // then by another, at most `maxInFlight` of them per kill.
        let repeated = burst.check(calls: calls, due: start) { first, again in
            failovers.contains { $0.instance == first.caller } && again.caller != first.caller
        }
        #expect(repeated <= failovers.count * Self.maxInFlight, "\(repeated) messages sent twice")
        print("Several instances: \(calls.count) messages, \(repeated) sent twice (in flight at a kill)")
        let rejections = await fake.limitRejections()
        #expect(rejections.isEmpty, "429s: \(rejections.prefix(20))")
        for failover in failovers {
            let leaseTaken = try #require(failover.leaseTaken, "\(failover)")
            let firstSend = try #require(failover.firstSend, "\(failover)")
            #expect(leaseTaken < Self.failoverLimit && firstSend < Self.failoverLimit, "\(failover)")
        }
        #expect(!logs.contains(Self.secret) && !logs.contains(FakeTelegram.token))
        #expect(await alive[0].bot.terminate() == 0, "\(alive[0].bot.log)")
    }

    /// Whether the instance listening on `port` holds the lease, as its `/readyz` says.
    private func leads(_ port: UInt16) async -> Bool {
        guard let ready = await listener.get(port, "/readyz") else { return false }
        return String(decoding: ready.body, as: UTF8.self).contains(#""leader":true"#)
    }

    /// Kills the instance holding the lease, then waits until another says it holds it and
    /// one sends: the failover's two times.
    private func killHolder(
        of alive: inout [(bot: ProcessTests.BotProcess, port: UInt16, name: String)], fake: FakeTelegram
    ) async throws -> Failover {
        var leaders: [Int] = []
        for (index, instance) in alive.enumerated() where await leads(instance.port) { leaders.append(index) }
        #expect(leaders.count == 1, "one instance holds the lease")
        let index = try #require(leaders.first)
        let holder = alive[index].bot.process.processIdentifier
        let killed = alive.remove(at: index)
        let sent = await fake.count("sendMessage")
        let killedAt = ContinuousClock.now
        await killed.bot.kill()
        var failover = Failover(killedAt: killedAt, pid: holder, instance: killed.name)
        let deadline = killedAt + .seconds(60)
        while ContinuousClock.now < deadline, failover.leaseTaken == nil || failover.firstSend == nil {
            if failover.leaseTaken == nil {
                for instance in alive where await leads(instance.port) {
                    failover.leaseTaken = ContinuousClock.now - killedAt
                }
            }
            // Sends the killed instance made just before its end may reach the fake after it.
            if failover.firstSend == nil, await fake.count("sendMessage") > sent,
                let next = await fake.calls("sendMessage").dropFirst(sent).first(where: {
                    $0.at > killedAt && $0.caller != killed.name
                })
            {
                failover.firstSend = next.at - killedAt
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        return failover
    }

    /// The most messages at `instants` that came at once beyond `rate` a second: the least
    /// burst a token bucket of that rate must allow to take them all.
    static func burst(of instants: [ContinuousClock.Instant], rate: Double) -> Double {
        guard let origin = instants.first else { return 0 }
        var largest = 0.0
        var best = -Double.infinity
        for (index, instant) in instants.enumerated() {
            let seconds = Double((instant - origin) / .milliseconds(1)) / 1000
            best = max(best, rate * seconds - Double(index))
            largest = max(largest, Double(index) - rate * seconds + best + 1)
        }
        return largest
    }
}
