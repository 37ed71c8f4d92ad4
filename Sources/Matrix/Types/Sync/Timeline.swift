/// A room's new events in one sync.
public struct Timeline: Sendable, Decodable {
    /// Oldest first.
    public var events: [ClientEvent]
    /// Whether events were left out between the previous sync and these (more than the
    /// filter's limit happened); ``prevBatch`` can page back to them.
    public var limited: Bool
    /// A token for paginating backwards from the first event.
    public var prevBatch: String?
    /// Events that did not decode; the others were kept.
    public var undecodable: [UndecodableEvent]

    private enum CodingKeys: String, CodingKey {
        case events, limited
        case prevBatch = "prev_batch"
    }

    /// A value with the given fields.
    public init(
        events: [ClientEvent] = [], limited: Bool = false, prevBatch: String? = nil,
        undecodable: [UndecodableEvent] = []
    ) {
        self.events = events
        self.limited = limited
        self.prevBatch = prevBatch
        self.undecodable = undecodable
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let list = try container.decodeIfPresent(EventList<ClientEvent>.self, forKey: .events) ?? EventList()
        events = list.events
        undecodable = list.undecodable
        limited = container.lenient(Bool.self, forKey: .limited) ?? false
        prevBatch = container.lenient(String.self, forKey: .prevBatch)
    }
}

/// State events of a room in one sync.
public struct StateEvents: Sendable, Decodable {
    /// Oldest first.
    public var events: [ClientEvent]
    /// Events that did not decode; the others were kept.
    public var undecodable: [UndecodableEvent]

    private enum CodingKeys: String, CodingKey {
        case events
    }

    /// A value with the given fields.
    public init(events: [ClientEvent] = [], undecodable: [UndecodableEvent] = []) {
        self.events = events
        self.undecodable = undecodable
    }

    /// Decodes the JSON form; an optional field that is missing or malformed reads as `nil`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let list = try container.decodeIfPresent(EventList<ClientEvent>.self, forKey: .events) ?? EventList()
        events = list.events
        undecodable = list.undecodable
    }
}
