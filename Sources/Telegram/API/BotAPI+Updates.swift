import HTTPClient

extension BotAPI {
    /// Long-polls for updates.
    ///
    /// Decodes each update on its own: one malformed update, or one of a kind this module does
    /// not model, does not lose the batch (see ``UpdateBatch``).
    ///
    /// - Parameters:
    ///   - offset: one past the last update handled (``UpdateBatch/nextOffset``); confirms and
    ///     drops the earlier ones on Telegram's side.
    ///   - timeout: seconds Telegram may hold the request open while there is nothing new; the
    ///     HTTP request gets 10 s more, so a slow answer is not cut off.
    ///   - limit: 1–100 updates per batch.
    public func getUpdates(
        offset: Int64? = nil, timeout: Int = 50, limit: Int = 100,
        allowedUpdates: [String] = BotAPI.defaultAllowedUpdates
    ) async throws -> UpdateBatch {
        var parameters: [String: JSONValue] = [
            "timeout": .int(Int64(timeout)), "limit": .int(Int64(limit)),
            "allowed_updates": .array(allowedUpdates.map { .string($0) }),
        ]
        if let offset { parameters["offset"] = .int(offset) }
        return try await call(
            "getUpdates", parameters, timeout: Self.longPollRequestTimeout(pollTimeout: timeout),
            as: UpdateBatch.self)
    }

    /// The HTTP timeout for a long poll of `pollTimeout` seconds.
    static func longPollRequestTimeout(pollTimeout: Int) -> Duration { .seconds(pollTimeout + 10) }

    /// The webhook state; long polling fails with ``BotAPIError/conflict`` while a webhook is set.
    public func getWebhookInfo() async throws -> WebhookInfo {
        try await call("getWebhookInfo")
    }

    /// Removes the webhook so that ``getUpdates(offset:timeout:limit:allowedUpdates:)`` works.
    ///
    /// - Parameter dropPendingUpdates: also discard the updates waiting on Telegram's side.
    public func deleteWebhook(dropPendingUpdates: Bool = false) async throws {
        _ = try await call(
            "deleteWebhook", ["drop_pending_updates": .bool(dropPendingUpdates)], as: Bool.self)
    }

    /// Has Telegram post updates to `url` instead of answering ``getUpdates(offset:timeout:limit:allowedUpdates:)``.
    ///
    /// - Parameters:
    ///   - secretToken: sent back in each post's `X-Telegram-Bot-Api-Secret-Token` header.
    ///   - allowedUpdates: the kinds of update to post; explicit, so that a kind the bot
    ///     does not read is never posted and a kind left over from an earlier call is not kept.
    ///   - maxConnections: how many posts Telegram may have in flight at once (1–100).
    ///   - dropPendingUpdates: also discard the updates waiting on Telegram's side.
    public func setWebhook(
        url: String, secretToken: String, allowedUpdates: [String] = BotAPI.defaultAllowedUpdates,
        maxConnections: Int = 40, dropPendingUpdates: Bool = false
    ) async throws {
        _ = try await call(
            "setWebhook",
            [
                "url": .string(url), "secret_token": .string(secretToken),
                "allowed_updates": .array(allowedUpdates.map { .string($0) }),
                "max_connections": .int(Int64(maxConnections)),
                "drop_pending_updates": .bool(dropPendingUpdates),
            ], as: Bool.self)
    }
}
