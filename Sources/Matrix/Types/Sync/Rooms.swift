/// The `rooms` section of a sync response, keyed by room id.
public struct Rooms: Sendable {
    /// Rooms the user is joined to: new timeline events and state changes.
    public var join: [String: JoinedRoom]
    /// Rooms the user is invited to, with the little state an invitee may see.
    public var invite: [String: InvitedRoom]
    /// Rooms the user left or was removed from since the last sync.
    public var leave: [String: LeftRoom]

    /// A value with the given fields.
    public init(
        join: [String: JoinedRoom] = [:], invite: [String: InvitedRoom] = [:], leave: [String: LeftRoom] = [:]
    ) {
        self.join = join
        self.invite = invite
        self.leave = leave
    }

    /// The rooms that decoded, and a report for each that did not.
    struct Decoded: Decodable {
        var rooms = Rooms()
        var undecodable: [UndecodableRoom] = []

        private enum CodingKeys: String, CodingKey {
            case join, invite, leave
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            rooms.join = section(JoinedRoom.self, .join, in: container)
            rooms.invite = section(InvitedRoom.self, .invite, in: container)
            rooms.leave = section(LeftRoom.self, .leave, in: container)
        }

        /// One section's rooms, each decoded on its own.
        private mutating func section<Room: Decodable>(
            _ type: Room.Type, _ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
        ) -> [String: Room] {
            guard container.contains(key) else { return [:] }
            let entries: [String: RoomAttempt<Room>]
            do {
                entries = try container.decode([String: RoomAttempt<Room>].self, forKey: key)
            } catch {
                if (try? container.decodeNil(forKey: key)) != true {
                    undecodable.append(
                        UndecodableRoom(
                            roomID: "", section: key.stringValue, reason: DecodingFailure.describe(error)))
                }
                return [:]
            }
            var rooms: [String: Room] = [:]
            for (roomID, entry) in entries {
                switch entry {
                case .room(let room): rooms[roomID] = room
                case .undecodable(let reason):
                    undecodable.append(
                        UndecodableRoom(roomID: roomID, section: key.stringValue, reason: reason))
                }
            }
            return rooms
        }
    }

    /// One room's data, or why it did not decode; never throws, so a section's other rooms stay.
    private enum RoomAttempt<Room: Decodable>: Decodable {
        case room(Room)
        case undecodable(String)

        init(from decoder: any Decoder) {
            do {
                self = .room(try Room(from: decoder))
            } catch {
                self = .undecodable(DecodingFailure.describe(error))
            }
        }
    }
}
