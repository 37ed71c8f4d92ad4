import Foundation
import MatrixCrypto

/// A room's outbound Megolm session as kept (sealed): the session, when it was made, and the
/// devices its key was sent to (`<user>|<device>`), so that a device that joins later gets it
/// and a member who left makes the room change sessions.
struct OutboundRoomSession: Codable, Sendable {
    /// The spec's default rotation: a week or 100 messages, whichever comes first.
    static let rotationPeriod: TimeInterval = 7 * 24 * 3600
    static let rotationMessages: UInt32 = 100

    var session = MegolmOutboundSession()
    var createdAt: Date
    var sharedWith: Set<String> = []

    static func recipient(user: String, device: String) -> String { "\(user)|\(device)" }

    /// Whether the session must be replaced before the next message: too old, used too often,
    /// or shared with someone no longer in the room.
    func isExpired(at date: Date, members: Set<String>) -> Bool {
        date.timeIntervalSince(createdAt) >= Self.rotationPeriod
            || session.messageIndex >= Self.rotationMessages
            || sharedWith.contains { shared in !members.contains(String(shared.prefix { $0 != "|" })) }
    }
}
