import Foundation
import HTTPTestSupport
import TestSupport

/// `trackerbot run` instances in webhook mode on one PostgreSQL database, each calling the fake
/// Telegram under its own name (`instance0`, `instance1`, …), so that a message sent twice
/// tells which instances sent it.
enum WebhookInstances {
    /// Starts an instance listening on each of `ports`, with `limits`' rates, and waits until
    /// each answers `/healthz` and the webhook is set.
    static func start(
        on ports: [UInt16], database: String, fake: FakeTelegram, limits: FloodLimits, secret: String,
        directory: TemporaryDirectory
    ) async throws -> [ProcessTests.BotProcess] {
        let bots = try ports.enumerated().map { index, port in
            try ProcessTests.BotProcess(
                apiURL: "\(fake.baseURL)/instance\(index)", databasePath: database, directory: directory,
                environment: limits.botSettings.merging([
                    "HTTP_LISTEN": "127.0.0.1:\(port)", "LOG_LEVEL": "info",
                    "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram/webhook",
                    "TELEGRAM_WEBHOOK_SECRET": secret,
                ]) { _, new in new })
        }
        let listener = ListenerProcessTests()
        for port in ports { _ = try await listener.wait(for: "/healthz", on: port) { $0.status == 200 } }
        try await fake.waitFor(1, "setWebhook", timeout: .seconds(60))
        return bots
    }
}
