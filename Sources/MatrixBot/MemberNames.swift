import Logging
import Matrix

/// Members' display names by room, as they are now: the name shown for a member is the one
/// they have in that room.
///
/// A sync names only the members it has news of (members are loaded lazily), so the names of
/// the others are remembered from earlier syncs, and read from the room's state for a member
/// not seen since the bot started.
actor MemberNames {
    private let client: MatrixClient?
    private let logger: Logger
    private var names: [String: [String: String]] = [:]

    /// - Parameter client: reads the names not seen yet; `nil` to use what syncs bring alone.
    init(client: MatrixClient?, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    /// Takes note of the names in a room's member events, oldest first; a member who left is
    /// forgotten.
    func note(_ events: [ClientEvent], in roomID: String) {
        for event in events {
            guard let userID = event.stateKey, let member = event.member else { continue }
            if member.membership == .join, let name = member.displayName, !name.isEmpty {
                names[roomID, default: [:]][userID] = name
            } else if member.membership != .join {
                names[roomID]?[userID] = nil
            }
        }
    }

    /// The name `userID` shows in `roomID`, or `nil` when they set none (or it cannot be read).
    func name(of userID: String, in roomID: String) async -> String? {
        if let name = names[roomID]?[userID] { return name }
        guard let client else { return nil }
        do {
            let member: MemberContent = try await client.stateContent(
                roomID: roomID, eventType: EventType.member, stateKey: userID)
            guard member.membership == .join, let name = member.displayName, !name.isEmpty else { return nil }
            names[roomID, default: [:]][userID] = name
            return name
        } catch {
            logger.debug("Could not read the name of \(userID) in \(roomID): \(error)")
            return nil
        }
    }
}
