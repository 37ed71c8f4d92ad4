import Matrix
import TrackerCore
import TrackerStore

/// What a room is to the bot, and when it is greeted.
///
/// A room is a group once it has had more than the bot and one person in it, joined or
/// invited, and stays one: a group that drops to two members is still a group, so nothing
/// personal is ever shown where others have been. A room of the bot and one person is a
/// private chat, flagged direct or not.
extension SyncTranslator {
    /// Whether a room recorded as `stored` (a group or not) is a group after a sync with
    /// these member counts.
    static func isGroup(stored: Bool, summary: RoomSummary) -> Bool {
        guard !stored, let joined = summary.joinedMemberCount else { return stored }
        return joined + (summary.invitedMemberCount ?? 0) > 2
    }

    /// The greetings a sync brings, after the bot's own join at `start` if it is there.
    ///
    /// A group is greeted when someone besides the bot and whoever invited it is there: when
    /// the bot joins it with three or more members, or else when the first member joins after
    /// the bot, unless the bot has greeted it already. A private room gets the direct chat's welcome
    /// when the bot joins it, from the person there; ``InvitePolicy`` already queued it for a
    /// room flagged direct, under the same key, so it comes once.
    func greetings(
        in room: JoinedRoom, roomID: String, isGroup: Bool, botJoined: Bool, after start: Int
    ) async throws -> [PlatformEvent] {
        let chat = Self.chat(roomID)
        guard isGroup else {
            guard botJoined, let person = Self.joinedMembers(of: room).first(where: { $0 != botUserID })
            else {
                return []
            }
            let name = await names.name(of: person, in: roomID) ?? Self.localpart(person)
            return [.incoming(Self.welcome(roomID, from: Sender(id: person, displayName: name)))]
        }
        guard let joined = room.summary.joinedMemberCount, joined > 2 else { return [] }
        if botJoined { return [.addedToGroup(chat)] }
        let someoneJoined = room.timeline.events[start...].contains {
            $0.stateKey != botUserID && $0.member?.membership == .join
        }
        guard someoneJoined else { return [] }
        let greeted = try await database.read { db in try ChatState.hasHeardFromBot(chat, in: db) }
        return greeted ? [] : [.addedToGroup(chat)]
    }

    /// The welcome of a private room, as if its person had sent `/start`: keyed by the room,
    /// so that it is applied once however often it is seen.
    static func welcome(_ roomID: String, from sender: Sender) -> Incoming {
        Incoming(key: key("welcome:\(roomID)"), chat: chat(roomID), sender: sender, kind: .text("/start"))
    }

    /// The users whose latest membership in the room's state and timeline is `join`.
    static func joinedMembers(of room: JoinedRoom) -> [String] {
        var memberships: [String: Membership] = [:]
        var order: [String] = []
        for event in room.state.events + room.timeline.events {
            guard let userID = event.stateKey, let member = event.member else { continue }
            if memberships[userID] == nil { order.append(userID) }
            memberships[userID] = member.membership
        }
        return order.filter { memberships[$0] == .join }
    }
}
