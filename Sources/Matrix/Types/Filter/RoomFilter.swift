/// Which rooms, and which of their events, to return.
public struct RoomFilter: Sendable, Hashable, Codable {
    /// Only these rooms; `nil` for all.
    public var rooms: [String]?
    /// Rooms left out of the sync.
    public var notRooms: [String]?
    /// Which timeline events are sent.
    public var timeline: RoomEventFilter?
    /// Which state events are sent.
    public var state: RoomEventFilter?
    /// Typing notifications and read receipts.
    public var ephemeral: RoomEventFilter?
    /// Per-room account data.
    public var accountData: RoomEventFilter?

    private enum CodingKeys: String, CodingKey {
        case rooms
        case notRooms = "not_rooms"
        case timeline, state, ephemeral
        case accountData = "account_data"
    }

    /// A value with the given fields.
    public init(
        rooms: [String]? = nil, notRooms: [String]? = nil, timeline: RoomEventFilter? = nil,
        state: RoomEventFilter? = nil, ephemeral: RoomEventFilter? = nil, accountData: RoomEventFilter? = nil
    ) {
        self.rooms = rooms
        self.notRooms = notRooms
        self.timeline = timeline
        self.state = state
        self.ephemeral = ephemeral
        self.accountData = accountData
    }
}
