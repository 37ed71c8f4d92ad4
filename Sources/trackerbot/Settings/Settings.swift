import Delivery
import DotEnv
import Foundation
import Jobs
import Logging
import MatrixBot
import Telegram

/// The bot's settings, from the process environment and an optional `.env` file (the
/// environment wins). Every value is validated; a bad one is reported by name.
struct Settings {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    private let values: [String: String]

    /// Reads the environment, then `.env` in the working directory if there is one.
    static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment, envFile: String = ".env"
    ) throws -> Settings {
        var values: [String: String] = [:]
        if let text = try? String(contentsOfFile: envFile, encoding: .utf8) {
            do {
                values = try EnvironmentFile.parse(text)
            } catch {
                throw Problem(description: "\(envFile), \(error)")
            }
        }
        values.merge(environment) { _, fromEnvironment in fromEnvironment }
        return Settings(values: values)
    }

    init(values: [String: String]) {
        self.values = values.filter { !$0.value.isEmpty }
    }

    /// The database file when neither `TRACKER_DB` nor `--db` names one.
    static let defaultDatabasePath = "./trackerbot.sqlite"

    var databasePath: String { values["TRACKER_DB"] ?? Self.defaultDatabasePath }

    /// `LOG_LEVEL`, or `fallback` when it is not set.
    func logLevel(default fallback: Logger.Level = .info) throws -> Logger.Level {
        guard let text = values["LOG_LEVEL"] else { return fallback }
        guard let level = Logger.Level(rawValue: text.lowercased()) else {
            throw Problem(
                description: "LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical")
        }
        return level
    }

    /// `PICTURES`: whether replies that show a picture (a habit's run, …) are sent with it on
    /// platforms that show images; `on` by default, `off` sends their text alone.
    func picturesEnabled() throws -> Bool {
        switch values["PICTURES"]?.lowercased() {
        case nil, "on", "true", "1", "yes": return true
        case "off", "false", "0", "no": return false
        case let text?: throw Problem(description: "PICTURES must be on or off, not “\(text)”")
        }
    }

    /// The bot token, checked for shape (never printed).
    func telegramToken() throws -> String {
        guard let token = values["TELEGRAM_BOT_TOKEN"] else {
            throw Problem(
                description: "TELEGRAM_BOT_TOKEN is not set: get a token from @BotFather and put it in .env")
        }
        guard BotAPIConfiguration.validateToken(token) else {
            throw Problem(
                description: "TELEGRAM_BOT_TOKEN does not look like a bot token (expected <digits>:<secret>)")
        }
        return token
    }

    func telegramAPIURL() throws -> String {
        let url = values["TELEGRAM_API_URL"] ?? BotAPIConfiguration.defaultBaseURL
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            throw Problem(description: "TELEGRAM_API_URL must start with https:// or http://")
        }
        return url
    }

    /// Where `/todo demo` fetches sample to-dos.
    func demoTodosURL() throws -> String {
        let url = values["TODO_DEMO_URL"] ?? JobWorker.Options.defaultDemoTodosURL
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            throw Problem(description: "TODO_DEMO_URL must start with https:// or http://")
        }
        return url
    }

    /// Whether Telegram is configured: the bot serves it when its token is set.
    var hasTelegram: Bool { values["TELEGRAM_BOT_TOKEN"] != nil }

    /// Whether Matrix is configured: the bot serves it when its homeserver is set.
    var hasMatrix: Bool { values["MATRIX_HOMESERVER_URL"] != nil }

    /// Rate limits for a platform, from `<PREFIX>_RATE_OVERALL`, `_RATE_PER_CHAT`,
    /// `_RATE_PER_GROUP_PER_MINUTE` and `_MAX_IN_FLIGHT` (`TELEGRAM` or `MATRIX`), each
    /// falling back to `defaults`: Telegram's published limits, or Matrix's overall rate with
    /// no limit per room (``RateLimits/matrix``).
    func deliveryOptions(
        prefix: String = "TELEGRAM", defaults: DeliveryWorker.Options = DeliveryWorker.Options()
    ) throws -> DeliveryWorker.Options {
        var options = defaults
        options.limits.overallPerSecond = try positive(
            "\(prefix)_RATE_OVERALL", default: defaults.limits.overallPerSecond)
        options.limits.perChatPerSecond = try positive(
            "\(prefix)_RATE_PER_CHAT", default: defaults.limits.perChatPerSecond)
        options.limits.perGroupPerMinute = try positive(
            "\(prefix)_RATE_PER_GROUP_PER_MINUTE", default: defaults.limits.perGroupPerMinute)
        options.maxInFlight = Int(
            try positive("\(prefix)_MAX_IN_FLIGHT", default: Double(defaults.maxInFlight)))
        return options
    }

    /// The Matrix account and its settings, checked for shape (secrets never printed).
    func matrix() throws -> MatrixBotConfiguration {
        guard let url = values["MATRIX_HOMESERVER_URL"], url.hasPrefix("https://") || url.hasPrefix("http://")
        else { throw Problem(description: "MATRIX_HOMESERVER_URL must start with https:// or http://") }
        guard let userID = values["MATRIX_USER_ID"], userID.hasPrefix("@"), userID.contains(":") else {
            throw Problem(
                description: "MATRIX_USER_ID must be the bot's full user id, such as @trackerbot:example.org")
        }
        let token = values["MATRIX_ACCESS_TOKEN"]
        let password = values["MATRIX_PASSWORD"]
        guard token != nil || password != nil else {
            throw Problem(description: "Set MATRIX_ACCESS_TOKEN or MATRIX_PASSWORD for the Matrix account")
        }
        func list(_ key: String) -> Set<String> {
            Set(
                (values[key] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter {
                        !$0.isEmpty
                    })
        }
        return MatrixBotConfiguration(
            homeserverURL: url, userID: userID, accessToken: token, password: password,
            allowedServers: list("MATRIX_ALLOWED_SERVERS"), allowedUsers: list("MATRIX_ALLOWED_USERS"),
            delivery: try deliveryOptions(prefix: "MATRIX", defaults: MatrixBotConfiguration.defaultDelivery))
    }

    /// Values no log line may show.
    var secrets: [String] {
        ["TELEGRAM_BOT_TOKEN", "MATRIX_ACCESS_TOKEN", "MATRIX_PASSWORD"].compactMap { values[$0] }
    }

    /// How late a reminder may still be sent after downtime: `REMINDER_GRACE`, such as
    /// `2h`, `90m`, `45s` or a plain number of seconds; 2 hours by default. The scheduler
    /// always allows at least a minute.
    func reminderGrace() throws -> Duration {
        guard let text = values["REMINDER_GRACE"] else { return .seconds(2 * 3600) }
        let units: [(suffix: String, seconds: Int64)] = [("h", 3600), ("m", 60), ("s", 1), ("", 1)]
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            guard let count = Int64(trimmed.dropLast(unit.suffix.count)), count >= 0, count <= 7 * 24 * 3600
            else { break }
            return .seconds(count * unit.seconds)
        }
        throw Problem(
            description:
                "REMINDER_GRACE must be a duration such as 2h, 90m or 300s (at most a week), not “\(text)”")
    }

    private func positive(_ key: String, default fallback: Double) throws -> Double {
        try positive(key, default: Optional(fallback)) ?? fallback
    }

    /// The positive number `key` holds, or `fallback` (no limit, when `nil`) if it is not set.
    private func positive(_ key: String, default fallback: Double?) throws -> Double? {
        guard let text = values[key] else { return fallback }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw Problem(description: "\(key) must be a positive number, not “\(text)”")
        }
        return value
    }
}
