import Matrix
import TrackerCore

/// When a room is greeted.
extension SyncTranslator {
    /// The join a sync brings, for the dispatcher to greet, after the bot's own join at
    /// `start` if it is there: the bot's, or else the first member's to join after it.
    ///
    /// A group is greeted when someone besides the bot and whoever invited it is there: when
    /// the bot joins it with three or more members, or else when the first member joins after
    /// the bot, unless the bot has greeted it already. A private room gets the direct chat's
    /// welcome when the bot joins it, from the person there; ``InvitePolicy`` already queued
    /// it for a room flagged direct, under the same key, so it comes once. Whether the room is
    /// a group is decided with the join, in the event's transaction.
    func greetings(in room: JoinedRoom, roomID: String, botJoined: Bool, after start: Int) async
        -> [PlatformEvent]
    {
        let someoneJoined = room.timeline.events[start...].contains {
            $0.stateKey != botUserID && $0.member?.membership == .join
        }
        guard botJoined || someoneJoined else { return [] }
        var welcome: Incoming?
        if botJoined, let person = Self.joinedMembers(of: room).first(where: { $0 != botUserID }) {
            let name = await names.name(of: person, in: roomID) ?? Self.localpart(person)
            welcome = Self.welcome(roomID, from: Sender(id: person, displayName: name))
        }
        return [
            .joined(
                Self.chat(roomID), members: room.summary.joinedMemberCount, byBot: botJoined,
                welcome: welcome)
        ]
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
