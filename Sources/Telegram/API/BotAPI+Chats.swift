import HTTPClient

extension BotAPI {
    /// The bot's own user; a cheap check that the token works.
    ///
    /// - Throws: ``BotAPIError/unauthorized`` for a wrong or revoked token.
    public func getMe() async throws -> User {
        try await call("getMe")
    }

    /// Sets the command menu shown in the chats of `scope`, to users whose app is set to
    /// `languageCode` (two letters, `de`), or to everyone else when it is `nil`.
    public func setMyCommands(
        _ commands: [BotCommand], scope: BotCommandScope = .default, languageCode: String? = nil
    ) async throws {
        var parameters: [String: JSONValue] = [
            "commands": try Self.json(commands), "scope": try Self.json(scope),
        ]
        if let languageCode { parameters["language_code"] = .string(languageCode) }
        _ = try await call("setMyCommands", parameters, as: Bool.self)
    }

    /// A user's membership in a chat, e.g. to check whether they are an administrator.
    public func getChatMember(chatID: Int64, userID: Int64) async throws -> ChatMember {
        try await call("getChatMember", ["chat_id": .int(chatID), "user_id": .int(userID)])
    }
}
