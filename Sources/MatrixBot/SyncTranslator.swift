import Foundation
import GRDB
import Logging
import Matrix
import TrackerCore
import TrackerStore

/// Turns one `/sync` response into the events the dispatcher applies.
///
/// A message that is a command becomes a text event; a reaction with a choice's key on one
/// of the bot's messages, a choice's number typed in a private room or as a reply to the
/// message, becomes that choice's button press, and taking back a reaction that ticked a
/// toggle presses it again. A room with the bot and one person is a private chat; one that has
/// had more members is a group (``isGroup(stored:summary:)``). The bot's own events, other
/// bots' notices, edits and other redactions change nothing, and the first sync of an account
/// answers no old history.
struct SyncTranslator: Sendable {
    /// The platform tag of Matrix chats and users.
    static let platform = "matrix"

    /// The bot's own user id: its events are never answered.
    let botUserID: String
    /// Where sent messages' choices and rooms' kinds are read (outside any transaction), and
    /// reactions that ticked toggles are remembered.
    let database: TrackerDatabase
    /// Members' current names in each room.
    let names: MemberNames
    /// The threads commands are written in, for their answers.
    let threads: Threads
    /// When a remembered reaction was made, to forget old ones.
    let clock: any Clock

    init(
        botUserID: String, database: TrackerDatabase, names: MemberNames? = nil, threads: Threads? = nil,
        clock: any Clock = SystemClock()
    ) {
        self.botUserID = botUserID
        self.database = database
        let logger = Logger(label: "trackerbot.matrix")
        self.names = names ?? MemberNames(client: nil, logger: logger)
        self.threads = threads ?? Threads(client: nil, logger: logger)
        self.clock = clock
    }

    /// The inbound key of a Matrix event: its id is unique on the homeserver.
    static func key(_ eventID: String) -> String { "\(platform):\(eventID)" }

    static func chat(_ roomID: String) -> ChatAddress { ChatAddress(platform: platform, id: roomID) }

    /// The events of `sync`. `isFirst` marks an account's first sync, whose timelines are
    /// history from before the bot ran.
    func translate(_ sync: SyncResponse, isFirst: Bool) async throws -> [PlatformEvent] {
        var events: [PlatformEvent] = []
        for roomID in sync.rooms.join.keys.sorted() {
            guard let room = sync.rooms.join[roomID] else { continue }
            events += try await translate(room, roomID: roomID, isFirst: isFirst)
        }
        for roomID in sync.rooms.leave.keys.sorted() {
            // Kicked, banned or left: nothing more can be written there.
            events.append(.membership(Self.chat(roomID), active: false))
        }
        return events
    }

    private func translate(_ room: JoinedRoom, roomID: String, isFirst: Bool) async throws -> [PlatformEvent]
    {
        let chat = Self.chat(roomID)
        var events: [PlatformEvent] = []
        let stored = try await database.read { db in try ChatState.isGroup(chat, in: db) }
        let isGroup = Self.isGroup(stored: stored, summary: room.summary)
        if isGroup != stored { events.append(.chatKind(chat, isGroup: isGroup)) }
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
            events += try await greetings(
                in: room, roomID: roomID, isGroup: isGroup, botJoined: join != nil, after: start)
        }
        // An upgraded room's data and messages move to its replacement, which the poller joined.
        if let replacement = Self.replacementRoom(in: room) {
            events.append(.migrated(from: chat, to: Self.chat(replacement)))
        }
        // End-to-end encryption, turned on before or after the bot joined.
        if (room.state.events + timeline).contains(where: { $0.type == EventType.encryption }) {
            events.append(.unreadableChat(chat))
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
            if let incoming = try await translate(event, chat: chat, isGroup: isGroup, sender: sender) {
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

    private func translate(_ event: ClientEvent, chat: ChatAddress, isGroup: Bool, sender: Sender)
        async throws
        -> Incoming?
    {
        let key = Self.key(event.eventID)
        if let message = event.message {
            // Notices are other bots' (and the bot's own) messages; edits cannot be applied.
            guard message.msgtype == .text, message.relatesTo?.isReplacement != true else { return nil }
            if let command = CommandText.command(in: message, botUserID: botUserID) {
                return Incoming(
                    key: key, chat: chat, isGroup: isGroup, sender: sender, kind: .text(command),
                    messageID: event.eventID)
            }
            // A number in reply to one of the bot's messages is for the bot, in a group too.
            if let press = try await replyPress(message, chat: chat, sender: sender) {
                return Incoming(key: key, chat: chat, isGroup: isGroup, sender: sender, kind: press)
            }
            // In a group, chatter is for the people there.
            guard !isGroup else { return nil }
            let text = CommandText.plain(in: message)
            // A number presses the choice whose key shows it (see Choices): buttons for items
            // are keyed by the items' numbers, so a number means the item it numbers.
            if let number = UserNumber.value(text, in: 1...Choices.keys.count),
                let press = try await choice(number: number, chat: chat, for: sender.id)
            {
                return Incoming(key: key, chat: chat, isGroup: isGroup, sender: sender, kind: press)
            }
            return Incoming(
                key: key, chat: chat, isGroup: isGroup, sender: sender, kind: .text(text),
                messageID: event.eventID)
        }
        if let reaction = event.reaction,
            let press = try await press(by: reaction, eventID: event.eventID, chat: chat, sender: sender)
        {
            return Incoming(key: key, chat: chat, isGroup: isGroup, sender: sender, kind: press)
        }
        if let taken = event.redactedEventID,
            let press = try await unpress(reactionID: taken, chat: chat, sender: sender)
        {
            return Incoming(key: key, chat: chat, isGroup: isGroup, sender: sender, kind: press)
        }
        return nil
    }

    /// The press of choice `number` on the latest message with choices sent to `userID` here.
    private func choice(number: Int, chat: ChatAddress, for userID: String) async throws -> Incoming.Kind? {
        let latest = try await database.read { db in
            try OutboxEntry.latestChoices(in: chat, for: userID, db: db)
        }
        guard let latest, let button = Choices(latest.buttons).button(number: number) else { return nil }
        return .button(data: button.data, messageID: latest.messageID, callbackID: userID)
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
