import HTTPClient

/// The content of a room's `m.room.power_levels` event: each user's level and the level each
/// action needs.
///
/// A missing field takes the spec's default. Levels are integers, but old rooms may hold them
/// as strings (`"50"`); both decode, and a user or event whose level is unreadable is left out.
public struct PowerLevelsContent: Sendable, Hashable, Codable {
    /// Levels of named users; others have ``usersDefault``.
    public var users: [String: Int]
    /// The level of users not listed in ``users``.
    public var usersDefault: Int
    /// The level needed to send each named event type; others need ``eventsDefault`` (message
    /// events) or ``stateDefault`` (state events).
    public var events: [String: Int]
    /// The level needed to send message events not listed in ``events``.
    public var eventsDefault: Int
    /// The level needed to send state events not listed in ``events``.
    public var stateDefault: Int
    /// The level needed to ban.
    public var ban: Int
    /// The level needed to kick.
    public var kick: Int
    /// The level needed to redact others' events.
    public var redact: Int
    /// The level needed to invite.
    public var invite: Int

    private enum CodingKeys: String, CodingKey {
        case users
        case usersDefault = "users_default"
        case events
        case eventsDefault = "events_default"
        case stateDefault = "state_default"
        case ban, kick, redact, invite
    }

    /// A value with the given fields.
    public init(
        users: [String: Int] = [:], usersDefault: Int = 0, events: [String: Int] = [:],
        eventsDefault: Int = 0,
        stateDefault: Int = 50, ban: Int = 50, kick: Int = 50, redact: Int = 50, invite: Int = 0
    ) {
        self.users = users
        self.usersDefault = usersDefault
        self.events = events
        self.eventsDefault = eventsDefault
        self.stateDefault = stateDefault
        self.ban = ban
        self.kick = kick
        self.redact = redact
        self.invite = invite
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func level(_ key: CodingKeys, default fallback: Int) -> Int {
            container.lenient(JSONValue.self, forKey: key).flatMap(Self.level(of:)) ?? fallback
        }
        func levels(_ key: CodingKeys) -> [String: Int] {
            let members = container.lenient([String: JSONValue].self, forKey: key) ?? [:]
            return members.compactMapValues(Self.level(of:))
        }
        users = levels(.users)
        usersDefault = level(.usersDefault, default: 0)
        events = levels(.events)
        eventsDefault = level(.eventsDefault, default: 0)
        stateDefault = level(.stateDefault, default: 50)
        ban = level(.ban, default: 50)
        kick = level(.kick, default: 50)
        redact = level(.redact, default: 50)
        invite = level(.invite, default: 0)
    }

    /// An integer level, or one written as a decimal string.
    private static func level(of value: JSONValue) -> Int? {
        switch value {
        case .int(let number): Int(exactly: number)
        case .string(let text): Int(text)
        default: nil
        }
    }
}
