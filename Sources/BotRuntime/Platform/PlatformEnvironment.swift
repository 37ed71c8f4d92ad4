import Delivery
import Foundation

/// The bot's settings as platforms read theirs: the process environment merged with `.env`,
/// empty values left out.
public struct PlatformEnvironment: Sendable {
    /// The variables that are set, by name.
    public let values: [String: String]
    /// Whether other instances of the bot may serve it from the same database (PostgreSQL):
    /// one of them at a time sends, so a platform's delivery starts with its rate limits
    /// drained (``DeliveryWorker/Options/startsDrained``), and whatever the others admit is
    /// looked for often.
    public var sharedByInstances: Bool

    /// The settings in `values`; an empty value counts as not set.
    public init(_ values: [String: String], sharedByInstances: Bool = false) {
        self.values = values.filter { !$0.value.isEmpty }
        self.sharedByInstances = sharedByInstances
    }

    /// The value of the variable `name`, if it is set.
    public subscript(name: String) -> String? { values[name] }

    /// The `http://` or `https://` address in `name`, or `fallback` when it is not set.
    /// - Throws: ``SettingsProblem`` naming the variable for any other value.
    public func url(_ name: String, default fallback: String) throws -> String {
        let url = values[name] ?? fallback
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            throw SettingsProblem(description: "\(name) must start with https:// or http://")
        }
        return url
    }

    /// The comma-separated items of `name`, trimmed; empty when it is not set.
    public func list(_ name: String) -> Set<String> {
        Set(
            (values[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty })
    }

    /// Rate limits for a platform, from `<PREFIX>_RATE_OVERALL`, `_RATE_PER_CHAT`,
    /// `_RATE_PER_GROUP_PER_MINUTE` and `_MAX_IN_FLIGHT` (`TELEGRAM` or `MATRIX`), each
    /// falling back to the platform's `defaults`; drained at start when
    /// ``sharedByInstances``.
    /// - Throws: ``SettingsProblem`` for a value that is not a positive number.
    public func deliveryOptions(prefix: String, defaults: DeliveryWorker.Options) throws
        -> DeliveryWorker.Options
    {
        var options = defaults
        options.limits.overallPerSecond = try positive(
            "\(prefix)_RATE_OVERALL", default: defaults.limits.overallPerSecond)
        options.limits.perChatPerSecond = try positive(
            "\(prefix)_RATE_PER_CHAT", default: defaults.limits.perChatPerSecond)
        options.limits.perGroupPerMinute = try positive(
            "\(prefix)_RATE_PER_GROUP_PER_MINUTE", default: defaults.limits.perGroupPerMinute)
        options.maxInFlight = Int(
            try positive("\(prefix)_MAX_IN_FLIGHT", default: Double(defaults.maxInFlight)))
        options.startsDrained = sharedByInstances
        return options
    }

    private func positive(_ key: String, default fallback: Double) throws -> Double {
        try positive(key, default: Optional(fallback)) ?? fallback
    }

    /// The positive number `key` holds, or `fallback` (no limit, when `nil`) if it is not set.
    private func positive(_ key: String, default fallback: Double?) throws -> Double? {
        guard let text = values[key] else { return fallback }
        guard let value = Double(text), value > 0, value.isFinite else {
            throw SettingsProblem(description: "\(key) must be a positive number, not “\(text)”")
        }
        return value
    }
}
