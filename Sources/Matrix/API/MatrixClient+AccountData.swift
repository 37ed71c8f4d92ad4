extension MatrixClient {
    /// The account data event `type` of user `userID` (the token's user): `m.direct` and the
    /// like. Throws ``MatrixError`` of kind ``MatrixError/Kind/notFound`` when none was set.
    public func accountData<Content: Decodable>(
        userID: String, type: String, as contentType: Content.Type = Content.self
    ) async throws -> Content {
        try await get("account_data", path: PathSegment.path("user", userID, "account_data", type))
    }

    /// Replaces the account data event `type` of user `userID` (the token's user) with `content`.
    public func setAccountData(userID: String, type: String, content: some Encodable & Sendable) async throws
    {
        let _: EmptyResponse = try await call(
            "account_data", method: .put, path: PathSegment.path("user", userID, "account_data", type),
            body: content)
    }

    /// The user's direct chats from their `m.direct` account data: room ids by the id of the
    /// other person, oldest first; empty when the account has none.
    public func directRooms(userID: String) async throws -> [String: [String]] {
        do {
            return try await accountData(userID: userID, type: EventType.direct)
        } catch let error as MatrixError where error.kind == .notFound {
            return [:]
        }
    }
}
