import Foundation
import HTTPClient
import HTTPTestSupport
import Logging
import TestSupport
import TestWaiting
import Testing

/// `trackerbot run` in webhook mode: the fake Telegram records `setWebhook`, and the test
/// posts updates to the real process on loopback as Telegram would.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct WebhookProcessTests {
    static let secret = "webhook_Secret-0123"
    let client = HTTPClient(
        userAgent: "test", logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })

    /// A bot in webhook mode serving `/telegram/webhook` on `port`.
    func bot(fake: FakeTelegram, port: UInt16, directory: TemporaryDirectory) throws
        -> ProcessTests.BotProcess
    {
        try ProcessTests.BotProcess(
            apiURL: fake.baseURL, databasePath: directory.file("bot.sqlite"), directory: directory,
            environment: [
                "HTTP_LISTEN": "127.0.0.1:\(port)",
                "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram/webhook",
                "TELEGRAM_WEBHOOK_SECRET": Self.secret,
            ])
    }

    /// `update` with `id` as its `update_id`.
    static func update(_ id: Int64, _ body: String) -> String {
        #"{"update_id":\#(id),"# + body.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst()
    }

    /// The status of posting `body` as Telegram would; `nil` while nothing listens or answers
    /// within `timeout`.
    func post(
        _ body: String, port: UInt16, secret: String? = WebhookProcessTests.secret,
        timeout: Duration = .seconds(10)
    ) async -> Int? {
        let headers: HTTPHeaders = secret.map { ["X-Telegram-Bot-Api-Secret-Token": $0] } ?? [:]
        let response = try? await client.send(
            HTTPRequest(
                method: .post, url: "http://127.0.0.1:\(port)/telegram/webhook", headers: headers,
                body: .json(Data(body.utf8)), timeout: timeout))
        return response.map { Int($0.status) }
    }

    /// Waits until every thread of the process `pid` is stopped (state `T` in `/proc`): a
    /// signal is delivered, not obeyed, by the time `kill` returns.
    static func waitUntilStopped(_ pid: Int32) async throws {
        var patience = Patience(.seconds(10))
        while !patience.isExhausted {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            let states = tasks.map { task in
                (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8))
                    .flatMap { $0.split(separator: ")").last?.split(separator: " ").first } ?? ""
            }
            if !states.isEmpty && states.allSatisfy({ $0 == "T" }) { return }
            try await patience.pause(for: .milliseconds(10))
        }
        throw FakeTelegram.TimedOut()
    }

    /// Posts `body` until it gets an answer other than 503 (not connected yet), as Telegram
    /// re-sends; the answer.
    func deliver(_ body: String, port: UInt16, secret: String? = WebhookProcessTests.secret) async throws
        -> Int
    {
        var patience = Patience(.seconds(30))
        while !patience.isExhausted {
            if let status = await post(body, port: port, secret: secret), status != 503 { return status }
            try await patience.pause(for: .milliseconds(50))
        }
        throw FakeTelegram.TimedOut()
    }

    /// Runs `body` with a fake Telegram, a folder and a free port for bots in webhook mode,
    /// then stops the fake, awaiting it, and removes the folder, also when `body` throws.
    func withWebhookSetting(_ body: (FakeTelegram, UInt16, TemporaryDirectory) async throws -> Void)
        async throws
    {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fake = try await FakeTelegram.start()
        do {
            try await body(fake, try LoopbackSockets.unusedPort(), directory)
        } catch {
            await fake.stop()
            throw error
        }
        await fake.stop()
    }

    @Test func itSetsTheWebhookAndAnswersEachPostedUpdateOnce() async throws {
        try await withWebhookSetting { fake, port, directory in
            let bot = try bot(fake: fake, port: port, directory: directory)
            try await fake.waitFor(1, "setWebhook", timeout: .seconds(30))
            let set = try #require(await fake.calls("setWebhook").first)
            #expect(set.parameters["url"]?.string == "https://bot.example.org/telegram/webhook")
            #expect(set.parameters["secret_token"]?.string == Self.secret)
            let allowed = set.parameters["allowed_updates"]?.jsonText ?? ""
            for kind in ["message", "callback_query", "my_chat_member"] {
                #expect(allowed.contains(#""\#(kind)""#))
            }
            #expect(
                set.parameters["drop_pending_updates"]?.int == 0,
                "updates waiting on Telegram's side are kept")
            #expect(set.parameters["max_connections"]?.int == 40)
            #expect(await fake.count("getUpdates") == 0, "webhook mode does not poll")
            #expect(await fake.count("deleteWebhook") == 0)
            let ready = try await ListenerProcessTests().wait(for: "/readyz", on: port) { $0.status == 200 }
            #expect(String(decoding: ready.body, as: UTF8.self).contains(#""ready":true"#))

            let users: [Int64] = [7_401_001, 7_401_002]
            #expect(
                try await deliver(
                    Self.update(501, FakeTelegram.message("/todo add bread", from: users[0])), port: port)
                    == 200)
            #expect(
                try await deliver(
                    Self.update(502, FakeTelegram.message("/todo add milk", from: users[1])), port: port)
                    == 200)
            // Telegram re-sends an update it is not sure arrived: the same update_id is a no-op.
            #expect(
                try await deliver(
                    Self.update(501, FakeTelegram.message("/todo add bread", from: users[0])), port: port)
                    == 200)
            try await fake.waitFor(timeout: .seconds(30)) { calls in
                users.allSatisfy { user in calls.contains { $0.method == "sendMessage" && $0.chatID == user }
                }
            }
            // A post after both are answered is applied after the re-sent one, so its answer
            // coming proves the re-sent one was not answered again.
            #expect(
                try await deliver(Self.update(503, FakeTelegram.message("/todo", from: users[1])), port: port)
                    == 200)
            try await fake.waitFor(timeout: .seconds(30)) { calls in
                calls.filter { $0.method == "sendMessage" && $0.chatID == users[1] }.count == 2
            }
            #expect(await fake.calls("sendMessage").filter { $0.chatID == users[0] }.count == 1)
            #expect(await bot.terminate() == 0)
            // Its start-up line names the webhook and the listener, and not the secret.
            #expect(
                bot.log.contains(
                    "; telegram, webhook at https://bot.example.org/telegram/webhook through \(fake.baseURL); listening on 127.0.0.1:\(port)\n"
                ), "\(bot.log)")
            #expect(!bot.log.contains(Self.secret))
            // `status` tells when the last post was taken in, as it tells of a poll.
            let status = try await TrackerbotProcess.run(
                ["status", "--db", directory.file("bot.sqlite")], in: directory)
            #expect(status.output.contains("\n  last batch taken in: "), "\(status.output)")
        }
    }

    @Test func aWrongOrMissingSecretGets401AndGarbage400AndNothingIsApplied() async throws {
        try await withWebhookSetting { fake, port, directory in
            let bot = try bot(fake: fake, port: port, directory: directory)
            try await fake.waitFor(1, "setWebhook", timeout: .seconds(30))
            let user: Int64 = 7_401_101
            let forged = Self.update(601, FakeTelegram.message("/todo add forged", from: user))
            #expect(try await deliver(forged, port: port, secret: "not-the-secret") == 401)
            #expect(try await deliver(forged, port: port, secret: nil) == 401)
            #expect(try await deliver("this is not an update", port: port) == 400)
            #expect(try await deliver(#"{"message":{}}"#, port: port) == 400)
            #expect(
                try await deliver(Self.update(602, FakeTelegram.message("/todo", from: user)), port: port)
                    == 200)
            try await fake.waitFor(1, "sendMessage", timeout: .seconds(30))
            let reply = try #require(await fake.calls("sendMessage").first?.text)
            #expect(!reply.contains("forged"), "the refused post was not applied")
            #expect(!bot.log.contains("not-the-secret") && !bot.log.contains(Self.secret))
            // Each post is counted by its answer.
            let scrape = try await ListenerProcessTests().wait(for: "/metrics", on: port) { $0.status == 200 }
            let text = String(decoding: scrape.body, as: UTF8.self)
            for (result, count) in [
                ("unauthorized", 2), ("malformed", 2), ("received", 1), ("unavailable", 0),
            ] {
                #expect(
                    text.contains(
                        #"trackerbot_webhook_posts_total{platform="telegram",result="\#(result)"} \#(count)\#n"#
                    ),
                    "\(result)")
            }
            #expect(await bot.terminate() == 0)
        }
    }

    @Test func anUpdateAnswered200BeforeAKillIsAppliedAfterRestartOnce() async throws {
        try await withWebhookSetting { fake, port, directory in
            let first = try bot(fake: fake, port: port, directory: directory)
            try await fake.waitFor(1, "setWebhook", timeout: .seconds(30))
            let user: Int64 = 7_401_201
            #expect(
                try await deliver(
                    Self.update(701, FakeTelegram.message("/todo add bread", from: user)), port: port) == 200)
            // Killed right after the 200, most likely before applying it; either way it is
            // answered once.
            await first.kill()
            let second = try bot(fake: fake, port: port, directory: directory)
            do {
                try await fake.waitFor(timeout: .seconds(60)) { calls in
                    calls.filter { $0.method == "sendMessage" && $0.chatID == user }.count == 1
                }
                // A later update is answered after the first, so the first was not sent twice.
                #expect(
                    try await deliver(Self.update(702, FakeTelegram.message("/todo", from: user)), port: port)
                        == 200)
                try await fake.waitFor(timeout: .seconds(60)) { calls in
                    calls.filter { $0.method == "sendMessage" && $0.chatID == user }.count == 2
                }
            } catch {
                // What each process said, for a run where the answer never came.
                let sends = await fake.calls("sendMessage").compactMap(\.text)
                Issue.record(
                    "no answer in time; sent: \(sends)\nfirst:\n\(first.log)\nsecond:\n\(second.log)")
                throw error
            }
            let replies = await fake.calls("sendMessage").filter { $0.chatID == user }.compactMap(\.text)
            #expect(replies.count == 2 && replies[1].contains("bread"))
            #expect(await second.terminate() == 0)
        }
    }

    @Test func anUpdateTheBotDiedBeforeAnsweringIsSentAgainAndAppliedOnce() async throws {
        try await withWebhookSetting { fake, port, directory in
            let first = try bot(fake: fake, port: port, directory: directory)
            let user: Int64 = 7_401_301
            #expect(
                try await deliver(Self.update(801, FakeTelegram.message("/start", from: user)), port: port)
                    == 200
            )
            // Stopped, the process holds the connection without reading it: Telegram's post gets
            // no answer, and the process dies before giving one.
            Foundation.kill(first.process.processIdentifier, SIGSTOP)
            try await Self.waitUntilStopped(first.process.processIdentifier)
            let jam = Self.update(802, FakeTelegram.message("/todo add jam", from: user))
            let answer = await post(jam, port: port, timeout: .seconds(2))
            #expect(answer == nil, "a stopped bot answered \(answer.map(String.init) ?? "")")
            await first.kill()

            // Telegram sends it again until it is answered; then once more, as it may.
            let second = try bot(fake: fake, port: port, directory: directory)
            #expect(try await deliver(jam, port: port) == 200)
            #expect(try await deliver(jam, port: port) == 200)
            #expect(
                try await deliver(Self.update(803, FakeTelegram.message("/todos", from: user)), port: port)
                    == 200
            )
            try await fake.waitFor(timeout: .seconds(60)) { calls in
                calls.contains {
                    $0.method == "sendMessage" && $0.chatID == user
                        && $0.text?.contains("Your to-dos") == true
                }
            }
            let replies = await fake.calls("sendMessage").filter { $0.chatID == user }.compactMap(\.text)
            #expect(replies.filter { $0.contains("Added to-do 1: jam") }.count == 1, "\(replies)")
            #expect(replies.count == 3, "one reply each to /start, /todo add and /todos: \(replies)")
            let scrape = try await client.send(
                HTTPRequest(url: "http://127.0.0.1:\(port)/metrics", timeout: .seconds(5)))
            let duplicates = String(decoding: scrape.body, as: UTF8.self).split(separator: "\n")
                .first {
                    $0.hasPrefix(
                        #"trackerbot_updates_applied_total{platform="telegram",result="duplicate"} "#)
                }
                .flatMap { Int($0.split(separator: " ").last ?? "") }
            // The update sent again after its 200, and any post this test sent again when the
            // answer was slow to come (on a busy machine) but that the bot had taken.
            #expect((duplicates ?? 0) >= 1, "the update sent again after its 200 is counted as a duplicate")
            // This instance took the posts after the restart, each answered 200.
            let received = String(decoding: scrape.body, as: UTF8.self).split(separator: "\n")
                .first {
                    $0.hasPrefix(#"trackerbot_webhook_posts_total{platform="telegram",result="received"} "#)
                }
                .flatMap { Int($0.split(separator: " ").last ?? "") }
            #expect((received ?? 0) >= 2, "\(String(describing: received))")
            #expect(await second.terminate() == 0)
        }
    }

    @Test func aMalformedSecretStopsItWithOneLineThatDoesNotRepeatIt() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bot = try ProcessTests.BotProcess(
            apiURL: "http://127.0.0.1:9", databasePath: directory.file("bot.sqlite"), directory: directory,
            environment: [
                "HTTP_LISTEN": "127.0.0.1:\(try LoopbackSockets.unusedPort())",
                "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram/webhook",
                "TELEGRAM_WEBHOOK_SECRET": "not allowed!",
            ])
        await bot.exit()
        #expect(bot.process.terminationStatus == 2)
        #expect(bot.log == "trackerbot: TELEGRAM_WEBHOOK_SECRET must be 1–256 of A-Z, a-z, 0-9, _ and -\n")
    }
}
