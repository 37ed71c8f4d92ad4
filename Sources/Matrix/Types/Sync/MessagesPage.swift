/// One page of a room's history from `/rooms/{roomId}/messages`.
public struct MessagesPage: Sendable, Decodable {
    /// The page's events, in the direction asked for (newest first going backwards).
    public var chunk: [ClientEvent]
    /// Where the next page starts; `nil` when there is no more in that direction.
    public var end: String?
    /// Events of the page that did not decode, reported rather than failing the page.
    public var undecodable: [UndecodableEvent]

    private enum CodingKeys: String, CodingKey {
        case chunk, end
    }

    /// A page holding `chunk`.
    public init(chunk: [ClientEvent] = [], end: String? = nil, undecodable: [UndecodableEvent] = []) {
        self.chunk = chunk
        self.end = end
        self.undecodable = undecodable
    }

    /// Reads a page, keeping the events that decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let list = try container.decodeIfPresent(EventList<ClientEvent>.self, forKey: .chunk) ?? EventList()
        chunk = list.events
        undecodable = list.undecodable
        end = try? container.decodeIfPresent(String.self, forKey: .end)
    }
}
