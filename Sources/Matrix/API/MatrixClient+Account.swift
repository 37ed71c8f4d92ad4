extension MatrixClient {
    /// Logs in with a password (`m.login.password`, identifier `m.id.user`) and returns the
    /// new session; this client's own token, if any, is not sent. Use the session's token
    /// with ``withAccessToken(_:)``.
    ///
    /// - Parameters:
    ///   - user: the user id (`@bot:example.org`) or its localpart (`bot`).
    ///   - deviceID: the device to log in as. Reusing the bot's device keeps transaction ids
    ///     idempotent across restarts and avoids piling up devices; `nil` makes a new one.
    ///   - deviceDisplayName: the name a new device shows in the user's session list.
    /// - Throws: ``MatrixError`` (``MatrixError/Kind/forbidden`` for a wrong password), whose
    ///   text never contains the password.
    public func login(
        user: String, password: String, deviceID: String? = nil, deviceDisplayName: String? = nil
    ) async throws -> LoginSession {
        let body = LoginRequest(
            identifier: .init(user: user), password: password, deviceID: deviceID,
            initialDeviceDisplayName: deviceDisplayName)
        return try await call(
            "login", method: .post, path: "/login", body: body, authenticated: false, secrets: [password])
    }

    /// Whom the access token belongs to.
    public func whoAmI() async throws -> WhoAmI {
        try await get("whoami", path: "/account/whoami")
    }

    /// Stores `filter` on the server for `userID` (the token's user) and returns its id, which
    /// ``sync(since:timeout:filter:fullState:)`` takes instead of the whole filter.
    public func uploadFilter(userID: String, filter: SyncFilter) async throws -> String {
        let response: FilterResponse = try await call(
            "filter", method: .post, path: PathSegment.path("user", userID, "filter"), body: filter)
        return response.filterID
    }
}

/// The body of `POST /login` with a password.
private struct LoginRequest: Encodable {
    struct Identifier: Encodable {
        var type = "m.id.user"
        var user: String
    }

    var type = "m.login.password"
    var identifier: Identifier
    var password: String
    var deviceID: String?
    var initialDeviceDisplayName: String?

    private enum CodingKeys: String, CodingKey {
        case type, identifier, password
        case deviceID = "device_id"
        case initialDeviceDisplayName = "initial_device_display_name"
    }
}

/// The answer of `POST /user/{userId}/filter`.
private struct FilterResponse: Decodable {
    var filterID: String

    private enum CodingKeys: String, CodingKey {
        case filterID = "filter_id"
    }
}
