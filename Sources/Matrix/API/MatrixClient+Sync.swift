import Foundation

/// The filter a sync applies: one uploaded before, or one sent with the request.
public enum SyncFilterReference: Sendable, Hashable {
    /// The id ``MatrixClient/uploadFilter(userID:filter:)`` returned.
    case id(String)
    /// A filter sent in the query string.
    case inline(SyncFilter)
}

extension MatrixClient {
    /// Long-polls for what changed since `since`.
    ///
    /// Events decode one by one: an odd event, or a room whose data does not decode, is
    /// reported in the response and the rest is kept (see ``SyncResponse``).
    ///
    /// - Parameters:
    ///   - since: the previous response's ``SyncResponse/nextBatch``; `nil` for an initial
    ///     sync, which returns every room's current state and latest events.
    ///   - timeout: how long the server may hold the request while nothing happens; zero
    ///     answers at once. The HTTP request gets ``requestTimeout`` more, so a slow answer is
    ///     not cut off.
    ///   - filter: which events to return.
    ///   - fullState: return each room's whole state, as an initial sync does, even with `since`.
    public func sync(
        since: String? = nil, timeout: Duration = .seconds(30), filter: SyncFilterReference? = nil,
        fullState: Bool = false
    ) async throws -> SyncResponse {
        var query: [(name: String, value: String)] = []
        switch filter {
        case .id(let id): query.append(("filter", id))
        case .inline(let filter): query.append(("filter", try Self.inlineJSON(filter)))
        case nil: break
        }
        if let since { query.append(("since", since)) }
        if fullState { query.append(("full_state", "true")) }
        let milliseconds = Self.milliseconds(timeout)
        query.append(("timeout", String(milliseconds)))
        return try await get(
            "sync", path: "/sync", query: query,
            timeout: .milliseconds(milliseconds) + requestTimeout)
    }

    /// `timeout` in whole milliseconds, between zero and a day (no server holds a request
    /// longer, and the bound keeps the HTTP timeout's arithmetic far from overflowing).
    /// The events of `roomID` from `from` back to `to` (both sync tokens: a limited timeline's
    /// `prev_batch` and the previous sync's `next_batch`), newest first, one page at a time.
    ///
    /// - Parameter filter: a room event filter as JSON, such as the timeline types wanted.
    public func messages(
        roomID: String, from: String, to: String?, limit: Int = 100, filter: RoomEventFilter? = nil
    ) async throws -> MessagesPage {
        var query: [(name: String, value: String)] = [("dir", "b"), ("from", from), ("limit", String(limit))]
        if let to { query.append(("to", to)) }
        if let filter {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(filter) else {
                throw MatrixError(kind: .badRequest, message: "the room event filter could not be encoded")
            }
            query.append(("filter", String(decoding: data, as: UTF8.self)))
        }
        return try await get(
            "messages", path: PathSegment.path("rooms", roomID, "messages"), query: query)
    }

    static func milliseconds(_ timeout: Duration) -> Int64 {
        let bounded = min(max(timeout, .zero), .seconds(86_400))
        let (seconds, attoseconds) = bounded.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    private static func inlineJSON(_ filter: SyncFilter) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(filter) else {
            throw MatrixError(kind: .badRequest, message: "the sync filter could not be encoded")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
