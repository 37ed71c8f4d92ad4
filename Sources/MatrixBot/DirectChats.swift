import Logging
import Matrix

/// Each user's direct chat with the bot, for messages addressed to the user rather than to
/// a room (reminders of someone who never wrote to the bot privately): the room the bot's
/// `m.direct` account data lists for them, if both are still in it, else a new one.
///
/// A new room is created as a direct chat (`is_direct`, the user invited) and added to the
/// bot's `m.direct`, as clients do for their users, so the next lookup finds it. One lookup
/// at a time: two at once could each rewrite `m.direct` without the other's room.
actor DirectChats {
    let client: MatrixClient
    let botUserID: String
    let logger: Logger
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(client: MatrixClient, botUserID: String, logger: Logger) {
        self.client = client
        self.botUserID = botUserID
        self.logger = logger
    }

    /// Whether `chatID` names a user (`@alice:example.org`) instead of a room.
    nonisolated static func isUserID(_ chatID: String) -> Bool { chatID.hasPrefix("@") }

    /// The room where the bot talks to `userID` privately, created if there is none.
    func room(for userID: String) async throws -> String {
        await acquire()
        defer { release() }
        var direct = try await client.directRooms(userID: botUserID)
        for roomID in (direct[userID] ?? []).reversed() where await isOpen(roomID, to: userID) {
            return roomID
        }
        let roomID = try await client.createRoom(
            CreateRoomOptions(invite: [userID], isDirect: true, preset: "trusted_private_chat"))
        logger.info("Opened a direct chat \(roomID) with \(userID)")
        direct[userID, default: []].append(roomID)
        try await client.setAccountData(userID: botUserID, type: EventType.direct, content: direct)
        return roomID
    }

    /// Whether the bot may still write to `roomID`, `userID` is there or invited, and no one
    /// else is: a direct chat someone else joined is a group, with nothing private to say.
    private func isOpen(_ roomID: String, to userID: String) async -> Bool {
        do {
            let member: MemberContent = try await client.stateContent(
                roomID: roomID, eventType: EventType.member, stateKey: userID)
            guard member.membership == .join || member.membership == .invite else { return false }
            let others = try await client.joinedMembers(roomID: roomID).keys.filter {
                $0 != botUserID && $0 != userID
            }
            return others.isEmpty
        } catch {
            // The bot left (or cannot read the room): not a place to write to.
            return false
        }
    }

    private func acquire() async {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
    }

    private func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
