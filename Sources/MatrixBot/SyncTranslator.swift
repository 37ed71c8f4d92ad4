import Foundation
import Logging
import Matrix
import TrackerCore

/// Turns one `/sync` response into the events the dispatcher applies, from what the response
/// says alone: it never reads the store.
///
/// A message that is a command becomes a text event; any other message is a typed choice
/// (``MatrixChoiceKeys``), which presses a choice when it is a choice's number typed in a
/// private room or as a reply to the message, and is otherwise read as text in a private room
/// and left alone in a group. A reaction on a message and taking one back are reported as such,
/// for the dispatcher to find the choice they press. A room's member counts and joins are
/// reported too: the dispatcher decides, in the event's transaction, whether the room is a
/// group (``ChatKind``) and whom to greet. The bot's own events, other bots' notices, edits
/// and other redactions change nothing, and the first sync of an account answers no old
/// history.
struct SyncTranslator: Sendable {
    /// The bot's own user id: its events are never answered.
    let botUserID: String
    /// Members' current names in each room.
    let names: MemberNames
    /// The threads commands are written in, for their answers.
    let threads: Threads

    init(botUserID: String, names: MemberNames? = nil, threads: Threads? = nil) {
        self.botUserID = botUserID
        let logger = Logger(label: "trackerbot.matrix")
        self.names = names ?? MemberNames(client: nil, logger: logger)
        self.threads = threads ?? Threads(client: nil, logger: logger)
    }

    /// The inbound key of a Matrix event: its id is unique on the homeserver.
    static func key(_ eventID: String) -> String { "\(Platform.matrix):\(eventID)" }

    static func chat(_ roomID: String) -> ChatAddress { ChatAddress(platform: .matrix, id: roomID) }

    /// The events of `sync`. `isFirst` marks an account's first sync, whose timelines are
    /// history from before the bot ran.
    func translate(_ sync: SyncResponse, isFirst: Bool) async -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        for roomID in sync.rooms.join.keys.sorted() {
            guard let room = sync.rooms.join[roomID] else { continue }
            events += await translate(room, roomID: roomID, isFirst: isFirst)
        }
        for roomID in sync.rooms.leave.keys.sorted() {
            // Kicked, banned or left: nothing more can be written there.
            events.append(.membership(Self.chat(roomID), active: false))
        }
        return events
    }

    private func translate(_ room: JoinedRoom, roomID: String, isFirst: Bool) async -> [PlatformEvent] {
        let chat = Self.chat(roomID)
        var events: [PlatformEvent] = []
        if room.summary.joinedMemberCount != nil {
            events.append(
                .members(
                    chat, joined: room.summary.joinedMemberCount, invited: room.summary.invitedMemberCount))
        }
        let timeline = room.timeline.events
        // Only what happened since the bot was invited is for the bot, and nothing of a first
        // sync: a direct chat may begin with a command written before the bot joined.
        var start = timeline.startIndex
        let join = timeline.lastIndex(where: { isOwnJoin($0) })
        if let join {
            let invite = timeline[..<join].lastIndex {
                $0.stateKey == botUserID && $0.member?.membership == .invite
            }
            start = timeline.index(after: invite ?? join)
        }
        await names.note(room.state.events + timeline, in: roomID)
        if !isFirst {
            events += await greetings(in: room, roomID: roomID, botJoined: join != nil, after: start)
        }
        // An upgraded room's data and messages move to its replacement, which the poller joined.
        if let replacement = Self.replacementRoom(in: room) {
            events.append(.migrated(from: chat, to: Self.chat(replacement)))
        }
        guard !isFirst else { return events }
        for event in timeline[start...] where event.sender != botUserID && !event.isRedacted {
            // A member's name, as they show it now: a rename is followed without a message.
            if let userID = event.stateKey, userID != botUserID, let member = event.member,
                member.membership == .join, let name = member.displayName, !name.isEmpty
            {
                events.append(.renamed(chat, Sender(id: userID, displayName: name)))
            }
            let shown = await names.name(of: event.sender, in: roomID)
            let sender = Sender(id: event.sender, displayName: shown ?? Self.localpart(event.sender))
            if let incoming = translate(event, chat: chat, sender: sender) {
                if incoming.messageID != nil {
                    await threads.note(event.eventID, thread: event.message?.threadRootID)
                }
                events.append(.incoming(incoming))
            } else if let userID = event.stateKey, let member = event.member,
                member.membership == .leave || member.membership == .ban
            {
                // The bot can no longer write there; anyone else leaves its challenge.
                events.append(
                    userID == botUserID ? .membership(chat, active: false) : .memberLeft(chat, userID: userID)
                )
            }
        }
        return events
    }

    private func translate(_ event: ClientEvent, chat: ChatAddress, sender: Sender) -> Incoming? {
        // Whether the room is a group is decided in the event's transaction.
        func incoming(_ kind: Incoming.Kind, messageID: String? = nil) -> Incoming {
            var incoming = Incoming(
                key: Self.key(event.eventID), chat: chat, sender: sender, kind: kind, messageID: messageID)
            incoming.isGroupFromRecord = true
            return incoming
        }
        if let message = event.message {
            // Notices are other bots' (and the bot's own) messages; edits cannot be applied.
            guard message.msgtype == .text, message.relatesTo?.isReplacement != true else { return nil }
            if let command = CommandText.command(in: message, botUserID: botUserID) {
                return incoming(.text(command), messageID: event.eventID)
            }
            // A number in reply to one of the bot's messages is for the bot, in a group too;
            // other chatter in a group is for the people there (MatrixChoiceKeys).
            let choice = Incoming.Kind.choice(
                key: CommandText.plain(in: message), onMessage: message.relatesTo?.repliedToEventID)
            return incoming(choice, messageID: event.eventID)
        }
        if let reaction = event.reaction, let target = reaction.eventID, let key = reaction.key {
            return incoming(.reaction(key: key, messageID: target, reactionID: event.eventID))
        }
        if let taken = event.redactedEventID {
            return incoming(.reactionRemoved(reactionID: taken))
        }
        return nil
    }

    private func isOwnJoin(_ event: ClientEvent) -> Bool {
        event.stateKey == botUserID && event.member?.membership == .join
    }

    /// The room that replaces `room`, when it was upgraded (its tombstone names it).
    static func replacementRoom(in room: JoinedRoom) -> String? {
        (room.state.events + room.timeline.events).last { $0.type == EventType.tombstone }
            .flatMap { try? $0.decodeContent(as: TombstoneContent.self).replacementRoom }
    }

    /// `alice` for `@alice:example.org`: a name to greet someone by when they set none.
    static func localpart(_ userID: String) -> String {
        let name = userID.dropFirst().split(separator: ":", maxSplits: 1).first.map(String.init) ?? userID
        return name.isEmpty ? userID : name
    }
}
