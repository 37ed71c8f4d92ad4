import Foundation
import HTTPClient
import HTTPTestSupport
import PostgresStore
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// `trackerbot run` as a real process with `TRACKER_DB` a PostgreSQL database of the test
/// cluster: it creates the tables, serves commands and buttons, answers `/readyz` and
/// `/metrics`, and after a restart still knows its users; in webhook mode it answers each
/// posted update once, also across a kill (`WebhookProcessTests` has the same on SQLite).
@Suite(
    .enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason), .serialized, .timeLimit(.minutes(2)))
struct PostgresRunProcessTests {
    let alice: Int64 = 111
    let listener = ListenerProcessTests()

    @Test func itServesFromPostgreSQLAndKnowsItsUsersAfterARestart() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await TestPostgres.withDatabaseAsync { url in
            // The test cluster trusts loopback, so the password is not checked: it is there to
            // show that no log line has it.
            let withPassword = url.withoutPassword.replacingOccurrences(
                of: "://\(url.user)@", with: "://\(url.user):hunter2-secret@")
            try await FakeTelegram.with { fake in
                let port = try LoopbackSockets.unusedPort()
                let first = try ProcessTests.BotProcess(
                    apiURL: fake.baseURL, databasePath: withPassword, directory: directory,
                    environment: ["HTTP_LISTEN": "127.0.0.1:\(port)"])
                let ready = try await listener.wait(for: "/readyz", on: port) { $0.status == 200 }
                #expect(String(decoding: ready.body, as: UTF8.self).contains(#""ready":true"#))

                await fake.enqueue([
                    FakeTelegram.message("/habit add Water 8 glasses a day", from: alice),
                    FakeTelegram.message("/check water 3", from: alice),
                ])
                try await fake.waitFor(2, "sendMessage", timeout: .seconds(30))
                let sends = await fake.calls("sendMessage")
                #expect(sends[0].text?.hasPrefix("🌱 Habit 1 started: <b>Water</b>, 8 glasses a day") == true)
                #expect(sends[1].text?.hasPrefix("➕ <b>Water</b>: 3/8 glasses today") == true)
                let markup = try #require(sends[1].parameters["reply_markup"]?.jsonText)
                let undo = try #require(RunLoopTests.callbackData(in: markup).first)
                await fake.enqueue([FakeTelegram.press(undo, by: alice, chat: alice, messageID: 102)])
                try await fake.waitFor(timeout: .seconds(30)) {
                    $0.contains { $0.method == "editMessageText" }
                }
                let edit = try #require(await fake.calls("editMessageText").first)
                #expect(edit.text?.hasPrefix("↩︎ Took back 3 glasses of <b>Water</b>") == true)

                let scrape = try await listener.wait(for: "/metrics", on: port) {
                    String(decoding: $0.body, as: UTF8.self).contains(
                        #"trackerbot_outbox_pending{platform="telegram"} 0.0"#)
                }
                let text = String(decoding: scrape.body, as: UTF8.self)
                #expect(
                    text.contains(#"trackerbot_dead_letters{platform="telegram",direction="outbound"} 0.0"#))
                #expect(
                    text.contains(#"trackerbot_dead_letters{platform="telegram",direction="inbound"} 0.0"#))
                #expect(
                    text.contains(
                        #"trackerbot_updates_applied_total{platform="telegram",result="applied"} 3"#))
                #expect(await first.terminate() == 0)
                #expect(
                    first.log.contains(
                        "Serving from the PostgreSQL database \(url.withoutPassword.replacingOccurrences(of: "@", with: ":***@")): no daily backups here (BACKUP_KEEP is ignored); back it up with pg_dump"
                    ), "\(first.log)")
                #expect(!FileManager.default.fileExists(atPath: directory.file("backups")), "no daily backup")

                let second = try ProcessTests.BotProcess(
                    apiURL: fake.baseURL, databasePath: withPassword, directory: directory)
                await fake.enqueue([FakeTelegram.message("/check water 2", from: alice)])
                try await fake.waitFor(3, "sendMessage", timeout: .seconds(30))
                let reply = try #require(await fake.calls("sendMessage").last)
                #expect(
                    reply.text?.hasPrefix("➕ <b>Water</b>: 2/8 glasses today") == true, "\(reply.text ?? "")")
                #expect(await second.terminate() == 0)
                #expect(!(first.log + second.log).contains("hunter2"))

                let database = try PostgresDatabase(url: url, options: .init(connections: 1))
                defer { database.close() }
                let known = try await database.store.read { tx in
                    try tx.users.find(platform: "telegram", externalID: String(alice))?.displayName
                }
                #expect(known == "Alice")
            }
        }
    }

    @Test func inWebhookModeEachPostedUpdateAndPressIsAppliedOnceAlsoAcrossAKill() async throws {
        let webhook = WebhookProcessTests()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await TestPostgres.withDatabaseAsync { url in
            try await FakeTelegram.with { fake in
                let port = try LoopbackSockets.unusedPort()
                func start() throws -> ProcessTests.BotProcess {
                    try ProcessTests.BotProcess(
                        apiURL: fake.baseURL, databasePath: url.withoutPassword, directory: directory,
                        environment: [
                            "HTTP_LISTEN": "127.0.0.1:\(port)",
                            "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram/webhook",
                            "TELEGRAM_WEBHOOK_SECRET": WebhookProcessTests.secret,
                        ])
                }
                func replies() async -> [FakeTelegram.Call] {
                    await fake.calls("sendMessage").filter { $0.chatID == alice }
                }
                let first = try start()
                try await fake.waitFor(1, "setWebhook", timeout: .seconds(30))
                // The one instance takes the lease, and says so to Prometheus.
                _ = try await ListenerProcessTests().wait(for: "/metrics", on: port) {
                    String(decoding: $0.body, as: UTF8.self).contains("\ntrackerbot_leader 1.0\n")
                }
                let add = WebhookProcessTests.update(
                    901, FakeTelegram.message("/habit add Water 8 glasses a day", from: alice))
                #expect(try await webhook.deliver(add, port: port) == 200)
                let check = WebhookProcessTests.update(
                    902, FakeTelegram.message("/check water 3", from: alice))
                #expect(try await webhook.deliver(check, port: port) == 200)
                // Telegram re-sends an update it is not sure arrived: the same update_id is a no-op.
                #expect(try await webhook.deliver(add, port: port) == 200)
                try await fake.waitFor(timeout: .seconds(30)) { calls in
                    calls.filter { $0.method == "sendMessage" && $0.chatID == alice }.count >= 2
                }
                let sends = await replies()
                #expect(sends[0].text?.hasPrefix("🌱 Habit 1 started: <b>Water</b>, 8 glasses a day") == true)
                #expect(sends[1].text?.hasPrefix("➕ <b>Water</b>: 3/8 glasses today") == true)
                // The Undo button, pressed through the webhook, edits the reply.
                let markup = try #require(sends[1].parameters["reply_markup"]?.jsonText)
                let undo = try #require(RunLoopTests.callbackData(in: markup).first)
                let press = FakeTelegram.press(undo, by: alice, chat: alice, messageID: 102)
                #expect(try await webhook.deliver(WebhookProcessTests.update(903, press), port: port) == 200)
                try await fake.waitFor(timeout: .seconds(30)) {
                    $0.contains { $0.method == "editMessageText" }
                }
                let edit = try #require(await fake.calls("editMessageText").first)
                #expect(edit.text?.hasPrefix("↩︎ Took back 3 glasses of <b>Water</b>") == true)
                #expect(await fake.count("getUpdates") == 0, "webhook mode does not poll")

                // Killed right after a 200, most likely before applying it: answered once anyway.
                let again = WebhookProcessTests.update(
                    904, FakeTelegram.message("/check water 2", from: alice))
                #expect(try await webhook.deliver(again, port: port) == 200)
                await first.kill()
                let second = try start()
                let list = WebhookProcessTests.update(905, FakeTelegram.message("/habits", from: alice))
                #expect(try await webhook.deliver(list, port: port) == 200)
                try await fake.waitFor(timeout: .seconds(60)) { calls in
                    calls.filter { $0.method == "sendMessage" && $0.chatID == alice }.count >= 4
                }
                let texts = await replies().compactMap(\.text)
                // Applied once: one reply, or two where the kill caught its send in flight
                // (sent, not yet recorded as sent), which the README allows.
                let checked = texts.filter { $0.hasPrefix("➕ <b>Water</b>: 2/8 glasses today") }
                #expect((1...2).contains(checked.count), "\(texts)")
                #expect(texts.count == 3 + checked.count && texts.last?.contains("Water") == true, "\(texts)")
                #expect(!texts.contains { $0.hasPrefix("➕ <b>Water</b>: 4/8") }, "applied twice: \(texts)")
                #expect(await second.terminate() == 0)
            }
        }
    }
}
