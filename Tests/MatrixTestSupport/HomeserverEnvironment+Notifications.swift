import Foundation
import HTTPClient

extension HomeserverEnvironment {
    /// A notification the homeserver recorded for a user: an event their push rules said
    /// to notify them of.
    public struct Notification: Sendable, Hashable {
        /// The room the event is in.
        public var roomID: String
        /// The event notified of.
        public var eventID: String
        /// Whether it highlights (a mention of the user).
        public var highlights: Bool
    }

    /// The notifications of the user whose token is `token`, newest first, from Synapse's
    /// `GET /notifications`: what their clients would have notified them of.
    public func notifications(token: String, http: HTTPClient) async throws -> [Notification] {
        let reply = try await http.send(
            HTTPRequest(
                url: homeserverURL + "/_matrix/client/v3/notifications?limit=100",
                headers: ["Authorization": "Bearer \(token)"]))
        guard let object = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any],
            let list = object["notifications"] as? [[String: Any]]
        else { throw Unavailable() }
        return list.compactMap { item in
            guard let roomID = item["room_id"] as? String,
                let eventID = (item["event"] as? [String: Any])?["event_id"] as? String
            else { return nil }
            let actions = item["actions"] as? [Any] ?? []
            let highlights = actions.contains {
                ($0 as? [String: Any]).map {
                    $0["set_tweak"] as? String == "highlight" && $0["value"] as? Bool != false
                }
                    ?? false
            }
            return Notification(roomID: roomID, eventID: eventID, highlights: highlights)
        }
    }
}
