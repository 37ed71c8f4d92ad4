import Foundation
import GRDB
import HTTPClient
import HTTPTestSupport
import Logging
import SQLiteStore
import Telegram
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

@testable import TelegramBot

/// The webhook's route on a real database file: what it answers before it opens, once open,
/// and once closed for shutdown.
struct WebhookReceiverTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    private func kept(_ database: TrackerDatabase) throws -> Int {
        try database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM inbox") ?? 0 }
    }

    @Test func itTakesUpdatesOnlyWhileOpenAndAnswers503OtherwiseKeepingNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let receiver = TelegramWebhookReceiver(
            webhook: TelegramWebhook(url: "https://bot.example.org/hook", secret: "right_secret"),
            inbox: Inbox(database: database, doorbell: Doorbell(clock: clock), clock: clock), logger: logger)
        let client = HTTPClient(userAgent: "test", logger: logger)
        defer { client.shutdown() }
        let api = BotAPI(
            configuration: BotAPIConfiguration(token: FakeTelegram.token, baseURL: "http://127.0.0.1:9"),
            client: client, logger: logger)
        let body = Array(WebhookProcessTests.update(901, FakeTelegram.message("/todo", from: 7_401_401)).utf8)

        #expect(await receiver.receive(secretToken: "right_secret", body: body) == .unavailable)
        receiver.open(
            TelegramUpdates(
                api: api, translator: UpdateTranslator(botUsername: FakeTelegram.botUsername),
                admins: AdminStatusCache(api: api, logger: logger), pollTimeout: 1))
        #expect(await receiver.receive(secretToken: "right_secre", body: body) == .unauthorized)
        #expect(await receiver.receive(secretToken: nil, body: body) == .unauthorized)
        #expect(await receiver.receive(secretToken: "right_secret", body: Array("[]".utf8)) == .malformed)
        #expect(try kept(database) == 0)
        #expect(await receiver.receive(secretToken: "right_secret", body: body) == .received)
        #expect(await receiver.receive(secretToken: "right_secret", body: body) == .received)
        #expect(try kept(database) == 1, "a re-sent update is kept once")

        receiver.close()
        let later = Array(
            WebhookProcessTests.update(902, FakeTelegram.message("/todo", from: 7_401_401)).utf8)
        #expect(await receiver.receive(secretToken: "right_secret", body: later) == .unavailable)
        #expect(try kept(database) == 1)
    }
}
