import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixCrypto

/// Sends `m.room_key_request` to-device messages: a request for each session a kept event
/// waits for, and its cancellation once the key came, to every device of the user who sent
/// the event (never to the bot's own devices: the bot reads nothing it sent).
///
/// Sent before the batch that decided them is committed; a batch that fails is fetched and
/// decided again, so a request may go twice, which devices answer as one.
struct RoomKeyRequests: Sendable {
    let client: MatrixClient
    let deviceID: String
    let userID: String
    let logger: Logger

    /// The request's content (the spec's `m.room_key_request`), `request` or `request_cancellation`.
    func content(_ request: RoomKeyRequest, cancelling: Bool) -> JSONValue {
        var content: [String: JSONValue] = [
            "action": cancelling ? "request_cancellation" : "request",
            "request_id": .string(request.requestID), "requesting_device_id": .string(deviceID),
        ]
        if !cancelling {
            content["body"] = [
                "algorithm": .string(OlmAccount.algorithms[1]), "room_id": .string(request.roomID),
                "sender_key": .string(request.senderKey), "session_id": .string(request.sessionID),
            ]
        }
        return .object(content)
    }

    /// Sends `requests` and `cancellations`; a failure is only logged: the event waits, and is
    /// given up after the wait.
    func send(_ requests: [RoomKeyRequest], cancellations: [RoomKeyRequest]) async {
        let all = requests.map { ($0, false) } + cancellations.map { ($0, true) }
        for (request, cancelling) in all where request.sender != userID {
            do {
                try await client.sendToDevice(
                    eventType: EventType.roomKeyRequest, txnID: "\(request.requestID)-\(cancelling ? 1 : 0)",
                    messages: [request.sender: ["*": content(request, cancelling: cancelling)]])
                logger.info(
                    "\(cancelling ? "Cancelled the request for" : "Asked \(request.sender)'s devices for") the key of session \(request.sessionID) in \(request.roomID)"
                )
            } catch {
                logger.warning("Could not send a room key request to \(request.sender): \(error)")
            }
        }
    }
}
