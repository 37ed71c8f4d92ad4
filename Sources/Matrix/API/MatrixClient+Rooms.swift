extension MatrixClient {
    /// Joins a room the user is invited to (or a public one), returning its id.
    public func join(roomID: String) async throws -> String {
        let response: RoomIDResponse = try await call(
            "join", method: .post, path: PathSegment.path("rooms", roomID, "join"), body: EmptyBody())
        return response.roomID
    }

    /// Leaves a room, or declines an invite to it.
    public func leave(roomID: String) async throws {
        let _: EmptyResponse = try await call(
            "leave", method: .post, path: PathSegment.path("rooms", roomID, "leave"), body: EmptyBody())
    }

    /// Creates a room and returns its id. New rooms on current servers are version 12: their
    /// ids have no server part, and their creator outranks every power level.
    public func createRoom(_ options: CreateRoomOptions = CreateRoomOptions()) async throws -> String {
        let response: RoomIDResponse = try await call(
            "createRoom", method: .post, path: "/createRoom", body: options)
        return response.roomID
    }

    /// The room's joined members by user id, with their display names in this room.
    public func joinedMembers(roomID: String) async throws -> [String: JoinedMember] {
        let response: JoinedMembersResponse = try await get(
            "joined_members", path: PathSegment.path("rooms", roomID, "joined_members"))
        return response.joined
    }

    /// Each current member's membership, by user id: the joined, the invited, the banned and
    /// those who knocked (`/members` without those who left).
    public func memberships(roomID: String) async throws -> [String: Membership] {
        let response: MembersResponse = try await get(
            "members", path: PathSegment.path("rooms", roomID, "members"),
            query: [("not_membership", Membership.leave.rawValue)])
        var memberships: [String: Membership] = [:]
        for event in response.chunk {
            guard let userID = event.stateKey, let membership = event.member?.membership else { continue }
            memberships[userID] = membership
        }
        return memberships
    }

    /// The content of the state event `eventType` with `stateKey` (`""` for room-wide state).
    ///
    /// - Throws: ``MatrixError`` of kind ``MatrixError/Kind/notFound`` when the room has no such
    ///   state, or the user may not see it.
    public func stateContent<Content: Decodable>(
        roomID: String, eventType: String, stateKey: String = "", as type: Content.Type = Content.self
    ) async throws -> Content {
        try await get("state", path: statePath(roomID: roomID, eventType: eventType, stateKey: stateKey))
    }

    /// The whole state event `eventType` with `stateKey`, sender included (`format=event`).
    public func stateEvent(roomID: String, eventType: String, stateKey: String = "") async throws
        -> ClientEvent
    {
        try await get(
            "state", path: statePath(roomID: roomID, eventType: eventType, stateKey: stateKey),
            query: [("format", "event")])
    }

    /// Who may do what in the room: its `m.room.power_levels` (spec defaults when it has none)
    /// and its creators from `m.room.create`, which from room version 12 outrank everyone and
    /// are not listed in the power levels. See ``RoomPowerLevels/isModerator(_:)``.
    public func powerLevels(roomID: String) async throws -> RoomPowerLevels {
        async let createEvent = stateEvent(roomID: roomID, eventType: EventType.create)
        let content: PowerLevelsContent?
        do {
            content = try await stateContent(roomID: roomID, eventType: EventType.powerLevels)
        } catch let error as MatrixError where error.kind == .notFound {
            content = nil
        }
        let create = try await createEvent
        let createContent = (try? create.decodeContent(as: CreateContent.self)) ?? CreateContent()
        return RoomPowerLevels(
            content: content, creators: Set([create.sender] + (createContent.additionalCreators ?? [])),
            creatorsArePrivileged: createContent.creatorsArePrivileged)
    }

    private func statePath(roomID: String, eventType: String, stateKey: String) -> String {
        PathSegment.path("rooms", roomID, "state", eventType, stateKey)
    }
}

/// The answer of `join` and `createRoom`.
private struct RoomIDResponse: Decodable {
    var roomID: String

    private enum CodingKeys: String, CodingKey {
        case roomID = "room_id"
    }
}

/// The answer of `members`: the members' `m.room.member` events.
private struct MembersResponse: Decodable {
    var chunk: [ClientEvent]

    private enum CodingKeys: String, CodingKey {
        case chunk
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        chunk = try container.decodeIfPresent([ClientEvent].self, forKey: .chunk) ?? []
    }
}

/// The answer of `joined_members`.
private struct JoinedMembersResponse: Decodable {
    var joined: [String: JoinedMember]

    private enum CodingKeys: String, CodingKey {
        case joined
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        joined = try container.decodeIfPresent([String: JoinedMember].self, forKey: .joined) ?? [:]
    }
}
