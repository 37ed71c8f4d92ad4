/// The event types this module gives typed views for; any other type still decodes as a
/// ``ClientEvent`` with raw content.
public enum EventType {
    /// A message: text, notice, emote, … (``MessageContent``).
    public static let message = "m.room.message"
    /// An annotation of another event, usually an emoji (``ReactionContent``).
    public static let reaction = "m.reaction"
    /// A user's membership in the room (``MemberContent``); the state key is the user id.
    public static let member = "m.room.member"
    /// Removes another event's content (``RedactionContent``).
    public static let redaction = "m.room.redaction"
    /// Who may do what in the room (``PowerLevelsContent``).
    public static let powerLevels = "m.room.power_levels"
    /// The room's first event: its creator and version (``CreateContent``).
    public static let create = "m.room.create"
    /// The state event that closes a room upgraded to a new one, naming its replacement.
    public static let tombstone = "m.room.tombstone"
    /// Who may read the room's history: `shared`, `invited`, `joined` or `world_readable`.
    public static let historyVisibility = "m.room.history_visibility"
    /// The state event that turns on end-to-end encryption in a room.
    public static let encryption = "m.room.encryption"
    /// An end-to-end encrypted event: Megolm in a room, Olm to a device.
    public static let encrypted = "m.room.encrypted"
    /// The to-device event (sent Olm-encrypted) that shares a room's Megolm session key.
    public static let roomKey = "m.room_key"
    /// The to-device event (sent Olm-encrypted) that forwards another device's room key.
    public static let forwardedRoomKey = "m.forwarded_room_key"
    /// The to-device event that asks for a room key, or cancels the request.
    public static let roomKeyRequest = "m.room_key_request"
    /// The to-device event that says a device will not share a room key.
    public static let roomKeyWithheld = "m.room_key.withheld"
    /// The account data that lists a user's direct chats: room ids by the other person's id.
    public static let direct = "m.direct"
}
