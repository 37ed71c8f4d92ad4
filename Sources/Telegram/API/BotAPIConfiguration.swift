/// Where and as whom the bot talks to the Bot API.
///
/// The token is a secret: ``description`` and the mirror used by `dump` leave it out.
public struct BotAPIConfiguration: Sendable, CustomStringConvertible, CustomReflectable {
    /// The public Bot API server.
    public static let defaultBaseURL = "https://api.telegram.org"

    /// The token from @BotFather, `<bot id>:<secret>`.
    public var token: String
    /// The API server; requests go to `<baseURL>/bot<token>/<method>`.
    public var baseURL: String

    /// A configuration for the bot with `token`, talking to `baseURL`.
    public init(token: String, baseURL: String = BotAPIConfiguration.defaultBaseURL) {
        self.token = token
        self.baseURL = baseURL
    }

    /// Whether `token` has the shape of a bot token: the bot's numeric id, a colon, and at
    /// least 30 letters, digits, `_` or `-`. Says nothing about whether Telegram accepts it.
    public static func validateToken(_ token: String) -> Bool {
        let parts = token.unicodeScalars.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count >= 30 else { return false }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        let isSecretCharacter = { (scalar: Unicode.Scalar) in
            isDigit(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || scalar == "_" || scalar == "-"
        }
        return parts[0].allSatisfy(isDigit) && parts[1].allSatisfy(isSecretCharacter)
    }

    /// The URL of `method`. Contains the token: never log it.
    func url(for method: String) -> String {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/bot\(token)/\(method)"
    }

    /// The base URL, with the token redacted.
    public var description: String { "BotAPIConfiguration(baseURL: \(baseURL), token: <redacted>)" }

    /// The base URL, with the token redacted, for `dump` and debuggers.
    public var customMirror: Mirror { Mirror(self, children: ["baseURL": baseURL, "token": "<redacted>"]) }
}
