extension MatrixClient {
    /// The reactions to event `eventID` (`m.annotation` relations of type `m.reaction`), up to
    /// `limit`, newest first, from `/_matrix/client/v1/rooms/{roomId}/relations/…`.
    public func reactions(roomID: String, to eventID: String, limit: Int = 100) async throws -> [ClientEvent]
    {
        let path = PathSegment.path(
            "rooms", roomID, "relations", eventID, RelationType.annotation.rawValue, EventType.reaction)
        let page: MessagesPage = try await get(
            "relations", path: path, query: [("limit", String(limit))], api: "client/v1")
        return page.chunk
    }
}
