/// The answer to one `/sync`: the token for the next one and what changed in the user's rooms.
///
/// Decoding is tolerant: unknown fields are ignored, missing sections read as empty, an event
/// that lacks a required field is skipped and reported in its list's `undecodable`, and a
/// room whose sections are malformed is reported in ``undecodableRooms`` while the other
/// rooms are kept. Only a missing `next_batch` fails the whole response.
public struct SyncResponse: Sendable, Decodable {
    /// Pass it as `since` to the next sync. Always sync from the last one: a repeated initial
    /// sync may be answered from the server's cache.
    public var nextBatch: String
    /// Rooms the user is in, is invited to, or has left since the last sync.
    public var rooms: Rooms
    /// Rooms left out because their data did not decode, with the reason.
    public var undecodableRooms: [UndecodableRoom]
    /// Events sent to this device, such as encrypted room keys; an event that does not decode
    /// is left out.
    public var toDevice: [ToDeviceEvent] = []
    /// The users whose devices changed, for end-to-end encryption.
    public var deviceLists = DeviceLists()
    /// How many one-time keys of each algorithm the server still holds for this device.
    public var oneTimeKeyCounts: [String: Int] = [:]
    /// The fallback key algorithms whose key the server holds unused; `nil` when it did not
    /// say, so that a server without fallback keys does not look as if it used them.
    public var unusedFallbackKeyTypes: [String]?

    private enum CodingKeys: String, CodingKey {
        case nextBatch = "next_batch"
        case rooms
        case toDevice = "to_device"
        case deviceLists = "device_lists"
        case oneTimeKeyCounts = "device_one_time_keys_count"
        case unusedFallbackKeyTypes = "device_unused_fallback_key_types"
    }

    private struct ToDeviceList: Decodable {
        var events: [ToDeviceEvent]

        private enum CodingKeys: String, CodingKey { case events }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let attempts = container.lenient([Lenient<ToDeviceEvent>].self, forKey: .events) ?? []
            events = attempts.compactMap(\.value)
        }
    }

    /// A value, or `nil` where it did not decode, so that one odd element costs only itself.
    private struct Lenient<Value: Decodable>: Decodable {
        var value: Value?
        init(from decoder: any Decoder) { value = try? Value(from: decoder) }
    }

    /// A value with the given fields.
    public init(nextBatch: String, rooms: Rooms = Rooms(), undecodableRooms: [UndecodableRoom] = []) {
        self.nextBatch = nextBatch
        self.rooms = rooms
        self.undecodableRooms = undecodableRooms
    }

    /// Decodes the response; a room whose data does not decode goes to ``undecodableRooms`` instead of
    /// failing the sync.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nextBatch = try container.decode(String.self, forKey: .nextBatch)
        let decoded = try container.decodeIfPresent(Rooms.Decoded.self, forKey: .rooms)
        rooms = decoded?.rooms ?? Rooms()
        undecodableRooms = decoded?.undecodable ?? []
        toDevice = container.lenient(ToDeviceList.self, forKey: .toDevice)?.events ?? []
        deviceLists = container.lenient(DeviceLists.self, forKey: .deviceLists) ?? DeviceLists()
        oneTimeKeyCounts = container.lenient([String: Int].self, forKey: .oneTimeKeyCounts) ?? [:]
        unusedFallbackKeyTypes = container.lenient([String].self, forKey: .unusedFallbackKeyTypes)
    }

    /// Every event skipped in this response, with its room, for logging.
    public var undecodableEvents: [(roomID: String, event: UndecodableEvent)] {
        var skipped: [(roomID: String, event: UndecodableEvent)] = []
        for (roomID, room) in rooms.join {
            skipped += (room.timeline.undecodable + room.state.undecodable).map { (roomID, $0) }
        }
        for (roomID, room) in rooms.invite { skipped += room.undecodable.map { (roomID, $0) } }
        for (roomID, room) in rooms.leave {
            skipped += (room.timeline.undecodable + room.state.undecodable).map { (roomID, $0) }
        }
        return skipped
    }
}

/// A room left out of a sync response because its data did not decode.
public struct UndecodableRoom: Sendable, Hashable {
    /// The room's id.
    public var roomID: String
    /// `join`, `invite` or `leave`: the section the room was in.
    public var section: String
    /// What did not decode: the coding path and the reason, never content.
    public var reason: String

    /// A value with the given fields.
    public init(roomID: String, section: String, reason: String) {
        self.roomID = roomID
        self.section = section
        self.reason = reason
    }
}
