/// Who may do what in one room: the `m.room.power_levels` content together with the room's
/// creators, which ``MatrixClient/powerLevels(roomID:)`` reads.
///
/// The creators matter in two cases: from room version 12 they outrank everyone and are not
/// listed in the power levels at all (Synapse's rooms are version 12 by default), and in a
/// room without a power levels event the creator has level 100 and everyone else 0.
public struct RoomPowerLevels: Sendable, Hashable {
    /// The level at which clients call someone a moderator and rooms let them kick, ban,
    /// redact others' messages and change most state.
    public static let moderator = 50
    /// The level rooms give their administrators.
    public static let administrator = 100

    /// The room's power levels; `nil` when the room has no `m.room.power_levels` event.
    public var content: PowerLevelsContent?
    /// The create event's sender and any additional creators.
    public var creators: Set<String>
    /// Whether ``creators`` outrank every level (room version 12 and later).
    public var creatorsArePrivileged: Bool

    /// A value with the given fields.
    public init(content: PowerLevelsContent?, creators: Set<String>, creatorsArePrivileged: Bool) {
        self.content = content
        self.creators = creators
        self.creatorsArePrivileged = creatorsArePrivileged
    }

    /// `userID`'s power level; `Int.max` for a creator of a version 12 (or later) room.
    public func level(of userID: String) -> Int {
        if creatorsArePrivileged, creators.contains(userID) { return .max }
        guard let content else { return creators.contains(userID) ? Self.administrator : 0 }
        return content.users[userID] ?? content.usersDefault
    }

    /// Whether `userID` is at least a moderator (level 50), the usual bar for managing a
    /// group's settings through a bot.
    public func isModerator(_ userID: String) -> Bool {
        level(of: userID) >= Self.moderator
    }

    /// Whether `userID` may send the state event `eventType` (for instance change the room's
    /// name), which is how clients decide who may change room settings.
    public func canSendState(_ userID: String, eventType: String) -> Bool {
        // Without a power levels event, every state change needs level 0.
        let required = content.map { $0.events[eventType] ?? $0.stateDefault } ?? 0
        return level(of: userID) >= required
    }

    /// Whether `userID` may send the message event `eventType` (for instance `m.room.message`).
    public func canSendMessage(_ userID: String, eventType: String = EventType.message) -> Bool {
        let required = content.map { $0.events[eventType] ?? $0.eventsDefault } ?? 0
        return level(of: userID) >= required
    }
}
