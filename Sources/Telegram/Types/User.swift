/// A Telegram user or bot. Only `id` is required; every other field may be missing.
public struct User: Sendable, Hashable, Codable {
    /// The user's id.
    public var id: Int64
    /// Whether this is a bot; `nil` when left out.
    public var isBot: Bool?
    /// The first name; `nil` when left out.
    public var firstName: String?
    /// The last name, if set.
    public var lastName: String?
    /// The username, without `@`, if set.
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
