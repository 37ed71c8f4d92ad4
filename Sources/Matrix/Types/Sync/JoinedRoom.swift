/// A joined room's changes in one sync.
public struct JoinedRoom: Sendable, Decodable {
    /// New events, oldest first.
    public var timeline: Timeline
    /// State up to the start of ``timeline``: changes since the last sync, or (initial or
    /// `full_state` sync) the whole state, lazily loaded members only if the filter says so.
    public var state: StateEvents
    /// Member counts, when they changed.
    public var summary: RoomSummary

    private enum CodingKeys: String, CodingKey {
        case timeline, state, summary
    }

    /// A value with the given fields.
    public init(
        timeline: Timeline = Timeline(), state: StateEvents = StateEvents(),
        summary: RoomSummary = RoomSummary()
    ) {
        self.timeline = timeline
        self.state = state
        self.summary = summary
    }

    /// Decodes the room; a missing timeline or state reads as empty, and a summary that does not decode as
    /// none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeline = try container.decodeIfPresent(Timeline.self, forKey: .timeline) ?? Timeline()
        state = try container.decodeIfPresent(StateEvents.self, forKey: .state) ?? StateEvents()
        summary = (try? container.decodeIfPresent(RoomSummary.self, forKey: .summary)) ?? RoomSummary()
    }
}

/// A room the user left (or was kicked or banned from) since the last sync.
public struct LeftRoom: Sendable, Decodable {
    /// Events up to the user's leaving, oldest first.
    public var timeline: Timeline
    /// State up to the start of ``timeline``.
    public var state: StateEvents

    private enum CodingKeys: String, CodingKey {
        case timeline, state
    }

    /// A value with the given fields.
    public init(timeline: Timeline = Timeline(), state: StateEvents = StateEvents()) {
        self.timeline = timeline
        self.state = state
    }

    /// Decodes the room; a missing timeline or state reads as empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        timeline = try container.decodeIfPresent(Timeline.self, forKey: .timeline) ?? Timeline()
        state = try container.decodeIfPresent(StateEvents.self, forKey: .state) ?? StateEvents()
    }
}
