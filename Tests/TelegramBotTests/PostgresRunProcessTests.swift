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
/// `/metrics`, and after a restart still knows its users.
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
}
