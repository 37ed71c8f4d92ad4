import BotRuntime
import DotEnv
import Foundation
import MatrixBot
import TelegramBot
import TestSupport
import Testing

@testable import trackerbot

struct EnvironmentFileTests {
    @Test func readsTheFormsShellsAndDockerWrite() throws {
        let values = try EnvironmentFile.parse(
            """
            # a comment
            TRACKER_DB=./bot.sqlite
            export LOG_LEVEL=debug
              TELEGRAM_API_URL = "http://127.0.0.1:8081"   
            QUOTED='kept # as is'
            ESCAPED="line\\none \\"two\\""
            TRAILING=value # a comment
            EMPTY=

            WINDOWS=crlf\r
            """)
        #expect(values["TRACKER_DB"] == "./bot.sqlite")
        #expect(values["LOG_LEVEL"] == "debug")
        #expect(values["TELEGRAM_API_URL"] == "http://127.0.0.1:8081")
        #expect(values["QUOTED"] == "kept # as is")
        #expect(values["ESCAPED"] == "line\none \"two\"")
        #expect(values["TRAILING"] == "value")
        #expect(values["EMPTY"] == "")
        #expect(values["WINDOWS"] == "crlf")
    }

    @Test func reportsMalformedLinesByNumber() {
        #expect(throws: EnvironmentFile.Problem.self) { try EnvironmentFile.parse("A=1\nno equals sign") }
        do {
            _ = try EnvironmentFile.parse("A=1\nB=\"open")
        } catch {
            #expect(error.description == "line 2: the closing \" is missing")
        }
        do {
            _ = try EnvironmentFile.parse("BAD KEY=1")
        } catch {
            #expect(error.description == "line 1: “BAD KEY” is not a variable name")
        }
    }
}

struct SettingsTests {
    private let token = "123456789:AAH-fake_token_for_tests_0123456789ab"

    @Test func defaultsAndValidValues() throws {
        let settings = Settings(values: ["TELEGRAM_BOT_TOKEN": token, "TELEGRAM_RATE_OVERALL": "25"])
        #expect(settings.databasePath == "./trackerbot.sqlite")
        let telegram = try #require(try TelegramConfiguration(environment: settings.environment))
        #expect(telegram.token == token)
        #expect(telegram.apiURL == "https://api.telegram.org")
        #expect(try settings.logLevel() == .info)
        let delivery = telegram.delivery
        #expect(delivery.limits.overallPerSecond == 25)
        #expect(delivery.limits.perChatPerSecond == 1)
        #expect(delivery.maxInFlight == 16)
        #expect(settings.secrets == [token])
    }

    @Test func aPlatformIsServedOnlyWhenItsSettingsArePresent() throws {
        let none = PlatformEnvironment(["TELEGRAM_BOT_TOKEN": "", "LOG_LEVEL": "debug"])
        #expect(try TelegramConfiguration(environment: none) == nil)
        #expect(try MatrixBotConfiguration(environment: none) == nil)
    }

    @Test func matrixSpacesNothingPerRoomUnlessTold() throws {
        let account = [
            "MATRIX_HOMESERVER_URL": "https://matrix.example.org", "MATRIX_USER_ID": "@bot:example.org",
            "MATRIX_PASSWORD": "secret",
        ]
        let defaults = try #require(try MatrixBotConfiguration(environment: PlatformEnvironment(account)))
            .delivery.limits
        #expect(defaults.overallPerSecond == 30)
        #expect(defaults.perChatPerSecond == nil && defaults.perGroupPerMinute == nil)
        let told = try #require(
            try MatrixBotConfiguration(
                environment: PlatformEnvironment(
                    account.merging(["MATRIX_RATE_OVERALL": "50", "MATRIX_RATE_PER_CHAT": "2"]) { $1 }))
        ).delivery.limits
        #expect(told.overallPerSecond == 50 && told.perChatPerSecond == 2 && told.perGroupPerMinute == nil)
        #expect(Settings(values: account).secrets == ["secret"])
    }

    @Test func badValuesAreNamedAndTheTokenIsNotRepeated() {
        func problem(_ values: [String: String], _ read: (Settings) throws -> Void) -> String {
            do {
                try read(Settings(values: values))
                return "no problem"
            } catch {
                return "\(error)"
            }
        }
        #expect(
            problem([:]) { _ = try TelegramConfiguration.token(in: $0.environment) }.hasPrefix(
                "TELEGRAM_BOT_TOKEN is not set"))
        let malformed = problem(["TELEGRAM_BOT_TOKEN": "secret-looking-thing"]) {
            _ = try TelegramConfiguration(environment: $0.environment)
        }
        #expect(malformed.hasPrefix("TELEGRAM_BOT_TOKEN does not look like a bot token"))
        #expect(!malformed.contains("secret-looking-thing"))
        #expect(
            problem(["TELEGRAM_API_URL": "ftp://x"]) {
                _ = try TelegramConfiguration.apiURL(in: $0.environment)
            }
            .hasPrefix("TELEGRAM_API_URL"))
        #expect(
            problem(["LOG_LEVEL": "loud"]) { _ = try $0.logLevel() }.hasPrefix("LOG_LEVEL must be one of"))
        #expect(
            problem(["PICTURES": "maybe"]) { _ = try $0.picturesEnabled() }
                == "PICTURES must be on or off, not “maybe”")
        #expect(
            problem(["TELEGRAM_BOT_TOKEN": token, "TELEGRAM_RATE_PER_CHAT": "-1"]) {
                _ = try TelegramConfiguration(environment: $0.environment)
            } == "TELEGRAM_RATE_PER_CHAT must be a positive number, not “-1”")
    }

    /// A week at the most, whatever the unit says it in.
    @Test func theReminderGraceIsBoundedAfterItsUnit() throws {
        func grace(_ text: String) throws -> Duration {
            try Settings(values: ["REMINDER_GRACE": text]).reminderGrace()
        }
        #expect(try grace("168h") == .seconds(7 * 24 * 3600))
        #expect(try grace("10080m") == .seconds(7 * 24 * 3600))
        #expect(try grace("90m") == .seconds(5400))
        for tooLong in ["169h", "200h", "10081m", "604801s", "604801"] {
            #expect(throws: SettingsProblem.self, "\(tooLong)") { try grace(tooLong) }
        }
    }

    /// A `.env` that is there but cannot be read is said so, not passed over in silence.
    @Test func anUnreadableEnvFileIsAnError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let asFolder = folder.file("folder.env")
        try FileManager.default.createDirectory(atPath: asFolder, withIntermediateDirectories: false)
        let notText = folder.file("binary.env")
        try Data([0x54, 0x3D, 0xFF, 0xFE, 0x0A]).write(to: URL(fileURLWithPath: notText))
        for (path, reason) in [(asFolder, "it is a folder, not a file"), (notText, "it is not UTF-8 text")] {
            #expect {
                try Settings.load(environment: [:], envFile: path)
            } throws: { error in
                "\(error)" == "\(path) cannot be read: \(reason)"
            }
        }
        // No .env at all is fine: the environment is all there is.
        let none = try Settings.load(
            environment: ["TRACKER_DB": "x.sqlite"], envFile: folder.file("none.env"))
        #expect(none.databasePath == "x.sqlite")
    }
}

struct WebhookSettingsTests {
    private let token = "123456:ABCdefGHIjklMNOpqrSTUvwxYZ012345678"

    private func problem(_ values: [String: String]) -> String {
        var all = values
        all["TELEGRAM_BOT_TOKEN"] = token
        do {
            _ = try TelegramConfiguration(environment: Settings(values: all).environment)
            return "no problem"
        } catch {
            return "\(error)"
        }
    }

    @Test func theURLAndSecretTurnOnWebhookModeAndTheSecretIsRedacted() throws {
        let values = [
            "TELEGRAM_BOT_TOKEN": token, "HTTP_LISTEN": "127.0.0.1:8080",
            "TELEGRAM_WEBHOOK_URL": "https://bot.example.org/telegram/webhook",
            "TELEGRAM_WEBHOOK_SECRET": "s3cret_-value",
        ]
        let webhook = try #require(
            try TelegramConfiguration(environment: PlatformEnvironment(values))?.webhook)
        #expect(webhook.url == "https://bot.example.org/telegram/webhook")
        #expect(webhook.path == "/telegram/webhook")
        #expect(webhook.secret == "s3cret_-value")
        #expect(Settings(values: values).secrets.contains("s3cret_-value"))
        let polling = try TelegramConfiguration(
            environment: PlatformEnvironment(["TELEGRAM_BOT_TOKEN": token]))
        #expect(polling?.webhook == nil)
    }

    @Test func missingOrMalformedWebhookSettingsAreNamedWithoutTheSecret() {
        let url = "https://bot.example.org/hook"
        #expect(
            problem(["HTTP_LISTEN": "127.0.0.1:8080", "TELEGRAM_WEBHOOK_URL": url]).hasPrefix(
                "TELEGRAM_WEBHOOK_URL needs TELEGRAM_WEBHOOK_SECRET"))
        #expect(
            problem(["HTTP_LISTEN": "127.0.0.1:8080", "TELEGRAM_WEBHOOK_SECRET": "abc"]).hasPrefix(
                "TELEGRAM_WEBHOOK_SECRET is set without TELEGRAM_WEBHOOK_URL"))
        #expect(
            problem([
                "HTTP_LISTEN": "127.0.0.1:8080", "TELEGRAM_WEBHOOK_URL": "http://bot.example.org/hook",
                "TELEGRAM_WEBHOOK_SECRET": "abc",
            ]).hasPrefix("TELEGRAM_WEBHOOK_URL must be a public https:// address"))
        for secret in ["has space", "semi;colon", String(repeating: "a", count: 257), "é"] {
            let text = problem([
                "HTTP_LISTEN": "127.0.0.1:8080", "TELEGRAM_WEBHOOK_URL": url,
                "TELEGRAM_WEBHOOK_SECRET": secret,
            ])
            #expect(text == "TELEGRAM_WEBHOOK_SECRET must be 1–256 of A-Z, a-z, 0-9, _ and -")
            #expect(!text.contains(secret))
        }
        #expect(
            problem(["TELEGRAM_WEBHOOK_URL": url, "TELEGRAM_WEBHOOK_SECRET": "abc"])
                == "TELEGRAM_WEBHOOK_URL needs HTTP_LISTEN, where its path is served")
        #expect(
            problem([
                "HTTP_LISTEN": "127.0.0.1:8080", "TELEGRAM_WEBHOOK_URL": url,
                "TELEGRAM_WEBHOOK_SECRET": String(repeating: "a", count: 256),
            ]) == "no problem")
    }
}
