import BotRuntime
import Delivery
import Foundation
import HTTPTestSupport
import Logging
import PostgresStore
import TelegramBot
import TestSupport
import TestWaiting
import Testing
import TrackerCommands
import TrackerCore

/// Two instances of one bot in process, sharing a PostgreSQL database: one leads (polls,
/// applies, sends), the other stands by and takes over when the leader stops; a webhook
/// update posted to both is applied and answered once.
@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .timeLimit(.minutes(2)))
struct SeveralInstancesTests {
    private let fast = RateLimits(
        overallPerSecond: 1000, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 6000,
        perGroupBurst: 100)

    /// Each instance talks to a fake Telegram of its own, so that what each polled and sent
    /// shows.
    @Test func onlyTheLeaderPollsAndSendsAndTheNextSendsTheRestOfTheOutboxOnce() async throws {
        try await TestPostgres.withMigratedDatabaseAsync { url in
            let first = try await FakeTelegram.start()
            let second = try await FakeTelegram.start()
            // Slow enough that the outbox is still full when the leader stops.
            let limits = RateLimits(
                overallPerSecond: 40, perChatPerSecond: 100, perChatBurst: 100, perGroupPerMinute: 6000,
                perGroupBurst: 100)
            let leader = try SharedBotInstance(url: url, fake: first, limits: limits)
            try await leader.waitUntilLeading()
            let standby = try SharedBotInstance(url: url, fake: second, limits: limits)
            try await standby.waitUntilStandingBy()

            let chats: [Int64] = [7_501, 7_502, 7_503, 7_504]
            _ = await first.enqueue(
                (1...15).flatMap { n in chats.map { FakeTelegram.message("/todo add item \(n)", from: $0) } })
            try await first.waitFor(10, "sendMessage")
            try await waitUntil { await first.unconfirmedUpdates() == 0 }
            // Standing by, the other instance has not even said hello to Telegram.
            #expect(await second.count("getMe") == 0)
            #expect(await second.count("getUpdates") == 0)
            #expect(await second.count("sendMessage") == 0)

            await leader.stop()
            try await standby.waitUntilLeading()
            try await waitUntil(timeout: .seconds(30)) {
                await first.count("sendMessage") + second.count("sendMessage") >= 60
            }
            try await waitUntilNothingPending(url)
            #expect(await second.count("getUpdates") > 0, "the new leader polls")
            for chat in chats {
                let texts =
                    await first.calls("sendMessage").filter { $0.chatID == chat }.compactMap(\.text)
                    + second.calls("sendMessage").filter { $0.chatID == chat }.compactMap(\.text)
                let items = texts.compactMap { text in
                    text.range(of: "item ").map { Int(text[$0.upperBound...].prefix { $0.isNumber }) } ?? nil
                }
                #expect(items == Array(1...15), "chat \(chat): every reply once, in order")
            }
            #expect(await second.count("sendMessage") > 0, "the new leader sent the rest")
            await standby.stop()
            await first.stop()
            await second.stop()
        }
    }

    /// The leader's session with the database ends (a partition, a restarted server): it stops
    /// leading and waits for the lease again without exiting, and the other takes over.
    @Test func aLeaderThatLosesTheLeaseStandsByAndTheOtherTakesOver() async throws {
        try await TestPostgres.withMigratedDatabaseAsync { url in
            let first = try await FakeTelegram.start()
            let second = try await FakeTelegram.start()
            let leader = try SharedBotInstance(url: url, fake: first, limits: fast)
            try await leader.waitUntilLeading()
            let standby = try SharedBotInstance(url: url, fake: second, limits: fast)
            try await standby.waitUntilStandingBy()
            try await first.waitFor(1, "getUpdates")

            let database = try PostgresDatabase(url: url, options: .init(connections: 1))
            defer { database.close() }
            let keys = PostgresLease.lockKeys(for: "leader")
            let (classID, objectID) = (Int64(UInt32(bitPattern: keys.0)), Int64(UInt32(bitPattern: keys.1)))
            _ = try database.withConnection { session in
                try session.execute(
                    """
                    SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted
                        AND classid::BIGINT = \(classID) AND objid::BIGINT = \(objectID)
                        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
                    """)
            }
            // It stopped leading, and did not exit: one of the two leads again (either may win
            // the lease), and the other waits for it.
            try await waitUntil { leader.leadership.losses == 1 }
            let refusals = (leader.lease.refusals, standby.lease.refusals)
            try await waitUntil {
                (leader.leadership.isLeading == true && standby.lease.refusals > refusals.1)
                    || (standby.leadership.isLeading == true && leader.lease.refusals > refusals.0)
            }
            let fake = leader.leadership.isLeading == true ? first : second
            _ = await fake.enqueue([FakeTelegram.message("/todo add tea", from: 7_601)])
            try await fake.waitFor {
                $0.contains { $0.method == "sendMessage" && $0.text?.contains("tea") == true }
            }
            await standby.stop()
            await leader.stop()
            await first.stop()
            await second.stop()
        }
    }

    @Test func aWebhookUpdatePostedToBothInstancesIsAppliedAndAnsweredOnce() async throws {
        try await TestPostgres.withMigratedDatabaseAsync { url in
            let hook = TelegramWebhook(url: "https://bot.example.org/telegram", secret: "shared_secret")
            let fake = try await FakeTelegram.start(webhookURL: hook.url)
            let leader = try SharedBotInstance(url: url, fake: fake, webhook: hook, limits: fast)
            try await leader.waitUntilLeading()
            let standby = try SharedBotInstance(url: url, fake: fake, webhook: hook, limits: fast)
            try await standby.waitUntilStandingBy()
            // Each instance opens its route, then sets the webhook.
            try await fake.waitFor(2, "setWebhook")
            let routes = [leader, standby].compactMap { $0.service.webhookReceiver }
            try #require(routes.count == 2)

            let user: Int64 = 7_401_402
            let milk = Array(
                WebhookProcessTests.update(901, FakeTelegram.message("/todo add milk", from: user)).utf8)
            // Posted to both at once, as Telegram re-sends after a timeout behind a load balancer.
            async let one = routes[0].receive(secretToken: hook.secret, body: milk)
            async let other = routes[1].receive(secretToken: hook.secret, body: milk)
            #expect(await [one, other] == [.received, .received])
            // The standby only keeps what it takes; the leader applies it.
            let bread = Array(
                WebhookProcessTests.update(902, FakeTelegram.message("/todo add bread", from: user)).utf8)
            #expect(await routes[1].receive(secretToken: hook.secret, body: bread) == .received)
            try await waitUntilNothingPending(url)
            // Once applied, a late re-send is recognised.
            #expect(await routes[1].receive(secretToken: hook.secret, body: milk) == .received)
            try await waitUntilNothingPending(url)

            let texts = await fake.calls("sendMessage").filter { $0.chatID == user }.compactMap(\.text)
            #expect(
                texts.filter { $0.contains("to-do") } == ["📝 Added to-do 1: milk", "📝 Added to-do 2: bread"])
            #expect(await fake.count("getUpdates") == 0)
            await standby.stop()
            await leader.stop()
            await fake.stop()
        }
    }

    /// Two instances applying one inbox at once, as during a handover whose old leader has
    /// not stopped yet: their transactions race, and each update is applied and answered once.
    @Test func twoAppliersDrainingOneInboxApplyEachUpdateOnce() async throws {
        try await TestPostgres.withMigratedDatabaseAsync { url in
            let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
            let databases = try (0..<2).map { _ in try PostgresDatabase(url: url) }
            defer { for database in databases { database.close() } }
            let clock = SystemClock()
            let appliers = databases.map { database in
                let inbox = Inbox(store: database.store, doorbell: Doorbell(), clock: clock)
                return InboxApplier(
                    dispatcher: Dispatcher(
                        store: database.store, clock: clock,
                        files: UserFiles(beside: NSTemporaryDirectory() + "shared-bot"), logger: logger),
                    inbox: inbox, source: "telegram", batchSize: 7, logger: logger)
            }
            let users = ["7601", "7602", "7603", "7604", "7605"]
            let events = (1...12).flatMap { n in
                users.map { user in
                    PlatformEvent.incoming(
                        Incoming(
                            key: "telegram:\(user).\(n)", chat: ChatAddress(platform: "telegram", id: user),
                            sender: Sender(id: user, displayName: "User \(user)"),
                            kind: .text("/todo add item \(n)")))
                }
            }
            try await appliers[0].inbox.admit(events, source: "telegram", checkpoint: nil)
            let applied = try await withThrowingTaskGroup(of: Int.self) { group in
                for applier in appliers { group.addTask { try await applier.drain() } }
                return try await group.reduce(0, +)
            }
            #expect(applied == events.count)
            let replies = try await databases[0].store.read { tx in
                try tx.outbox.pendingMessages(
                    tx.outbox.pendingHeads(platform: "telegram", afterID: 0, limit: 1000).map(\.id))
            }
            for user in users {
                let items = replies.filter { $0.outgoing.chat.id == user }.compactMap { message in
                    message.outgoing.reply?.text.plain.range(of: "item ").map {
                        Int(message.outgoing.reply!.text.plain[$0.upperBound...].prefix { $0.isNumber })
                    } ?? nil
                }
                #expect(items == Array(1...12), "user \(user): each once, in order")
            }
            #expect(try await databases[0].store.read { try $0.inbox.count(of: "telegram") } == 0)
        }
    }

    /// Waits until `condition` holds.
    private func waitUntil(
        timeout: Duration = .seconds(20), _ condition: @Sendable () async throws -> Bool
    ) async throws {
        var patience = Patience(timeout)
        while try await !condition() {
            guard !patience.isExhausted else { throw FakeTelegram.TimedOut() }
            try await patience.pause(for: .milliseconds(10))
        }
    }

    /// Waits until the inbox is applied and no outbox entry is pending: all there is to send
    /// was sent, so what the fakes recorded is all there will be.
    private func waitUntilNothingPending(_ url: PostgresURL) async throws {
        let database = try PostgresDatabase(url: url, options: .init(connections: 1))
        defer { database.close() }
        try await waitUntil(timeout: .seconds(30)) {
            try await database.store.read { tx in
                try tx.inbox.count(of: "telegram") == 0
                    && tx.outbox.backlog(platform: "telegram").pending == 0
            }
        }
    }
}
