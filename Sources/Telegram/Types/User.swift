/// A Telegram user or bot. Only `id` is required; every other field may be missing.
public struct User: Sendable, Hashable, Codable {
    public var id: Int64
    public var isBot: Bool?
    public var firstName: String?
    public var lastName: String?
    public var username: String?
    /// The IETF language tag of the user's client, when Telegram shares it.
    public var languageCode: String?

    private enum CodingKeys: String, CodingKey {
        case id
        case isBot = "is_bot"
        case firstName = "first_name"
        case lastName = "last_name"
        case username
        case languageCode = "language_code"
    }
}
