import Foundation
import HTTPClient
import HTTPTestSupport
import Logging
import TestSupport
import TestWaiting
import Testing

/// `trackerbot run` with `HTTP_LISTEN`: real requests to `/healthz`, `/readyz` and `/metrics`
/// of a real process on loopback.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ListenerProcessTests {
    let client = HTTPClient(
        userAgent: "test", logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })

    /// The listener's answer to `GET path`, or `nil` while nothing listens.
    func get(_ port: UInt16, _ path: String) async -> HTTPResponse? {
        try? await client.send(HTTPRequest(url: "http://127.0.0.1:\(port)\(path)", timeout: .seconds(5)))
    }

    /// Asks `GET path` until the answer satisfies `condition`, for at most `timeout`.
    func wait(
        for path: String, on port: UInt16, timeout: Duration = .seconds(30),
        until condition: (HTTPResponse) -> Bool
    ) async throws -> HTTPResponse {
        var patience = Patience(timeout)
        while !patience.isExhausted {
            if let response = await get(port, path), condition(response) { return response }
            try await patience.pause(for: .milliseconds(50))
        }
        throw TimedOut(path: path)
    }

    /// `trackerbot run` against `fake`, its listener on a free loopback port.
    func listening(to fake: FakeTelegram, in directory: TemporaryDirectory) throws
        -> (bot: ProcessTests.BotProcess, port: UInt16)
    {
        let port = try LoopbackSockets.unusedPort()
        let bot = try ProcessTests.BotProcess(
            apiURL: fake.baseURL, databasePath: directory.file("bot.sqlite"), directory: directory,
            environment: ["HTTP_LISTEN": "127.0.0.1:\(port)"])
        return (bot, port)
    }

    /// What a test waited for did not come in time.
    struct TimedOut: Error {
        let path: String
    }

    @Test func itIsHealthyButNotReadyWhileTelegramCannotBeReached() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let port = try LoopbackSockets.unusedPort()
        let bot = try ProcessTests.BotProcess(
            apiURL: "http://127.0.0.1:\(try LoopbackSockets.unusedPort())",
            databasePath: directory.file("bot.sqlite"),
            directory: directory, environment: ["HTTP_LISTEN": "127.0.0.1:\(port)"])
        _ = try await wait(for: "/healthz", on: port) { $0.status == 200 }
        let ready = try #require(await get(port, "/readyz"))
        #expect(ready.status == 503)
        let body = String(decoding: ready.body, as: UTF8.self)
        #expect(body.contains(#""ready":false"#))
        #expect(body.contains("telegram: no successful fetch yet"))
        #expect(!body.contains("database"), "the database is writable")
        #expect(ready.headers["content-type"] == "application/json")
        #expect(await bot.terminate() == 0)
    }

    @Test func itIsReadyAfterThePollAndCountsWhatItDid() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fake = try await FakeTelegram.start()
        defer { Task { await fake.stop() } }
        let (bot, port) = try listening(to: fake, in: directory)
        let ready = try await wait(for: "/readyz", on: port) { $0.status == 200 }
        #expect(String(decoding: ready.body, as: UTF8.self).contains(#""ready":true"#))

        let users: [Int64] = [7_301_991, 7_301_992]
        await fake.enqueue(users.map { FakeTelegram.message("/todo add bread", from: $0) })
        await fake.enqueue([
            FakeTelegram.message("/habit add Read for 5 days", from: users[0]),
            FakeTelegram.message("/habit 1", from: users[0]),
        ])
        try await fake.waitFor(timeout: .seconds(30)) { calls in
            calls.contains { $0.method == "sendPhoto" }
                && calls.filter { $0.method == "sendMessage" && $0.chatID == users[1] }.count == 1
        }
        let sends = await fake.count("sendMessage") + fake.count("sendPhoto")
        // The backlog gauge is read after the sends are counted: wait for both.
        let scrape = try await wait(for: "/metrics", on: port) {
            let text = String(decoding: $0.body, as: UTF8.self)
            return text.contains(
                #"trackerbot_messages_sent_total{platform="telegram",result="sent"} \#(sends)\#n"#)
                && text.contains(#"trackerbot_outbox_pending{platform="telegram"} 0.0"#)
        }
        let text = String(decoding: scrape.body, as: UTF8.self)
        #expect(text.contains(#"trackerbot_updates_received_total{platform="telegram"} 4\#n"#))
        #expect(
            text.contains(#"trackerbot_updates_applied_total{platform="telegram",result="applied"} 4\#n"#))
        #expect(
            text.contains(#"trackerbot_updates_applied_total{platform="telegram",result="duplicate"} 0\#n"#)
                && text.contains(
                    #"trackerbot_updates_applied_total{platform="telegram",result="set_aside"} 0\#n"#)
        )
        #expect(text.contains(#"trackerbot_apply_batch_seconds_count{platform="telegram"}"#))
        #expect(text.contains(#"trackerbot_pictures_drawn_total{kind="habit_run",result="drawn"} 1\#n"#))
        #expect(text.contains(#"trackerbot_picture_render_seconds_count{kind="habit_run"} 1\#n"#))
        #expect(text.contains(#"trackerbot_build_info{version=""#))
        // Each Bot API method's calls are timed, under the method's name.
        for method in ["getUpdates", "sendMessage", "sendPhoto"] {
            #expect(
                text.contains(
                    #"trackerbot_api_request_seconds_count{platform="telegram",method="\#(method)"}"#),
                "\(method)")
        }
        #expect(!text.contains("trackerbot_api_request_errors_total{"), "no call failed")
        #expect(text.contains("trackerbot_ready 1.0\n"))
        for user in users { #expect(!text.contains(String(user)), "no user or chat id in a label") }
        #expect(scrape.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(await bot.terminate() == 0)
    }

    /// As Prometheus' rules ask: every metric has its help, every counter of a known label set
    /// is there at 0 before its first event (so that `increase()` sees that event), and
    /// `promtool check metrics` accepts the scrape where promtool is installed.
    @Test func everyMetricHasItsHelpAndEveryKnownCounterStartsAtZero() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fake = try await FakeTelegram.start()
        defer { Task { await fake.stop() } }
        let (bot, port) = try listening(to: fake, in: directory)
        _ = try await wait(for: "/readyz", on: port) { $0.status == 200 }
        let scrape = try await wait(for: "/metrics", on: port) { $0.status == 200 }
        let text = String(decoding: scrape.body, as: UTF8.self)
        let lines = text.split(separator: "\n")
        let typed = lines.filter { $0.hasPrefix("# TYPE ") }.map { $0.split(separator: " ")[2] }
        let helped = Set(lines.filter { $0.hasPrefix("# HELP ") }.map { $0.split(separator: " ")[2] })
        #expect(
            Set(typed).isSuperset(of: [
                "trackerbot_build_info", "trackerbot_outbox_pending",
                "trackerbot_outbox_oldest_pending_age_seconds",
                "trackerbot_dead_letters", "trackerbot_updates_received_total",
                "trackerbot_updates_applied_total",
                "trackerbot_messages_sent_total", "trackerbot_reminders_fired_total",
                "trackerbot_pictures_drawn_total", "trackerbot_api_request_seconds", "trackerbot_ready",
                "trackerbot_backup_last_success_timestamp_seconds", "process_cpu_seconds_total",
                "process_resident_memory_bytes", "process_virtual_memory_bytes", "process_open_fds",
                "process_max_fds", "process_start_time_seconds",
            ]), "\(typed)")
        for name in typed { #expect(helped.contains(name), "no help for \(name)") }
        for zero in [
            #"trackerbot_updates_received_total{platform="telegram"} 0"#,
            #"trackerbot_updates_applied_total{platform="telegram",result="set_aside"} 0"#,
            #"trackerbot_messages_sent_total{platform="telegram",result="429"} 0"#,
            #"trackerbot_messages_sent_total{platform="telegram",result="dead"} 0"#,
            #"trackerbot_reminders_fired_total{kind="nudge"} 0"#,
            #"trackerbot_reminders_fired_total{kind="group_summary"} 0"#,
            #"trackerbot_pictures_drawn_total{kind="board",result="failed"} 0"#,
        ] {
            #expect(lines.contains { $0 == zero }, "\(zero)")
        }
        if let promtool = Promtool.path {
            let check = try await ChildProcess.run(promtool, ["check", "metrics"], input: scrape.body)
            #expect(check.status == 0, "\(check.output)")
        }
        #expect(await bot.terminate() == 0)
    }

    @Test func failedSendsAreCountedByWhatBecameOfThem() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fake = try await FakeTelegram.start()
        defer { Task { await fake.stop() } }
        // One reply meets a flood limit, then a server error, then a user who blocked the bot.
        await fake.fail(
            "sendMessage",
            with: [
                .status(429, description: "Too Many Requests: retry after 1", retryAfter: 1),
                .status(500, description: "Internal Server Error"),
                .status(403, description: "Forbidden: bot was blocked by the user"),
            ])
        let (bot, port) = try listening(to: fake, in: directory)
        await fake.enqueue([FakeTelegram.message("/todo add bread", from: 7_301_993)])
        let scrape = try await wait(for: "/metrics", on: port) {
            String(decoding: $0.body, as: UTF8.self).contains(
                #"trackerbot_messages_sent_total{platform="telegram",result="dead"} 1\#n"#)
        }
        let text = String(decoding: scrape.body, as: UTF8.self)
        #expect(text.contains(#"trackerbot_messages_sent_total{platform="telegram",result="429"} 1\#n"#))
        #expect(text.contains(#"trackerbot_messages_sent_total{platform="telegram",result="retried"} 1\#n"#))
        #expect(text.contains(#"trackerbot_messages_sent_total{platform="telegram",result="sent"} 0\#n"#))
        #expect(text.contains(#"trackerbot_dead_letters{platform="telegram",direction="outbound"} 1.0"#))
        // The failed calls, by the status each answered.
        for status in [429, 500, 403] {
            #expect(
                text.contains(
                    #"trackerbot_api_request_errors_total{platform="telegram",method="sendMessage",status="\#(status)"} 1\#n"#
                ), "\(status)")
        }
        #expect(await bot.terminate() == 0)
    }

    @Test func anAddressInUseStopsItWithExitCodeTwo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let taken = try LoopbackSockets.unresponsiveListener()
        defer { taken.close() }
        let bot = try ProcessTests.BotProcess(
            apiURL: "http://127.0.0.1:9", databasePath: directory.file("bot.sqlite"), directory: directory,
            environment: ["HTTP_LISTEN": "127.0.0.1:\(taken.port)"])
        await bot.exit()
        #expect(bot.process.terminationStatus == 2)
        #expect(bot.log.contains("Cannot listen on HTTP_LISTEN 127.0.0.1:\(taken.port): "))
    }

    @Test func aMalformedListenAddressIsOneClearLine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bot = try ProcessTests.BotProcess(
            apiURL: "http://127.0.0.1:9", databasePath: directory.file("bot.sqlite"), directory: directory,
            environment: ["HTTP_LISTEN": "8080"])
        await bot.exit()
        #expect(bot.process.terminationStatus == 2)
        #expect(bot.log == "trackerbot: HTTP_LISTEN must be host:port, such as 127.0.0.1:8080, not “8080”\n")
    }
}
