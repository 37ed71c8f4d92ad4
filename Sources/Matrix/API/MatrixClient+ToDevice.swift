import HTTPClient

extension MatrixClient {
    /// Sends events of `eventType` to devices (`/sendToDevice`): `messages` holds each event's
    /// content by user and device id. Idempotent per transaction id, like
    /// ``send(roomID:txnID:eventType:content:)``.
    public func sendToDevice(eventType: String, txnID: String, messages: [String: [String: JSONValue]])
        async throws
    {
        let body: JSONValue = ["messages": .object(messages.mapValues { .object($0) })]
        let _: EmptyResponse = try await call(
            "sendToDevice", method: .put, path: PathSegment.path("sendToDevice", eventType, txnID), body: body
        )
    }
}
