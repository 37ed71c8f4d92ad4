extension MatrixClient {
    /// The event `eventID` of room `roomID`, as the user may see it.
    public func event(roomID: String, eventID: String) async throws -> ClientEvent {
        try await get("event", path: PathSegment.path("rooms", roomID, "event", eventID))
    }
}
