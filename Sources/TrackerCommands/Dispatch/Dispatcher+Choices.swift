import TrackerCore
import TrackerStore

extension Dispatcher {
    /// Decides, in the batch's transaction, what adapters report without reading the store: a
    /// chat's kind from its member counts (``PlatformEvent/members(_:joined:invited:)``), whether
    /// a join is greeted (``PlatformEvent/joined(_:members:byBot:welcome:)``), the kind of chat
    /// of events that could not tell (``Incoming/isGroupFromRecord``), and which button a typed
    /// choice or a reaction presses. A reaction that ticks a toggle is remembered here, so that
    /// taking it back presses the toggle again.
    ///
    /// What comes out is what the batch means: kinds, greetings and presses decided, and
    /// reactions and chatter that are nothing for the bot left out.
    func resolve(_ events: [PreparedEvent], in tx: any StoreTransaction) throws -> [PreparedEvent] {
        var kinds: [ChatAddress: Bool] = [:]
        var greeted: Set<ChatAddress> = []
        func isGroup(_ chat: ChatAddress) throws -> Bool {
            if let kind = kinds[chat] { return kind }
            return try tx.chats.isGroup(chat)
        }
        var decided: [PreparedEvent] = []
        decided.reserveCapacity(events.count)
        for prepared in events {
            let event = prepared.event
            switch event {
            case .members(let chat, let joined, let invited):
                let was = try isGroup(chat)
                let now = ChatKind.isGroup(wasGroup: was, joined: joined, invited: invited)
                guard now != was else { continue }
                kinds[chat] = now
                decided.append(PreparedEvent(.chatKind(chat, isGroup: now)))
            case .joined(let chat, let members, let byBot, let welcome):
                guard try isGroup(chat) else {
                    if byBot, let welcome { decided.append(PreparedEvent(.incoming(welcome))) }
                    continue
                }
                guard let members, members > 2 else { continue }
                if !byBot {
                    // A member's join is greeted only where the bot has not spoken yet.
                    guard !greeted.contains(chat), try !tx.chats.hasHeardFromBot(chat) else {
                        continue
                    }
                }
                greeted.insert(chat)
                decided.append(PreparedEvent(.addedToGroup(chat)))
            case .incoming(var incoming):
                if incoming.isGroupFromRecord {
                    incoming.isGroup = try isGroup(incoming.chat)
                    incoming.isGroupFromRecord = false
                }
                if let pressed = try press(incoming, in: tx) {
                    decided.append(PreparedEvent(.incoming(pressed), action: prepared.action))
                }
            case .chatKind(let chat, let group):
                kinds[chat] = group
                decided.append(prepared)
            case .addedToGroup(let chat):
                kinds[chat] = true
                decided.append(prepared)
            default:
                decided.append(prepared)
            }
        }
        return decided
    }

    /// The same as ``resolve(_:in:)-([PreparedEvent],_)`` for events with nothing read beforehand.
    func resolve(_ events: [PlatformEvent], in tx: any StoreTransaction) throws -> [PlatformEvent] {
        try resolve(events.map { PreparedEvent($0) }, in: tx).map(\.event)
    }

    /// `incoming` with its typed choice or reaction resolved to the press it makes, or read as
    /// text; `nil` when it is nothing for the bot. A typed choice that its platform answers
    /// when it presses nothing, and a reaction with a retired key, are left as they are, for
    /// ``missedChoice(_:language:in:)`` to answer.
    private func press(_ incoming: Incoming, in tx: any StoreTransaction) throws -> Incoming? {
        var incoming = incoming
        let (chat, sender) = (incoming.chat, incoming.sender)
        let keys = choiceKeys[chat.platform]
        let callbackID = keys?.answersPresser == true ? sender.id : nil
        switch incoming.kind {
        case .text, .button:
            return incoming
        case .choice(let key, let target):
            guard let keys else {
                incoming.kind = .text(key)
                return incoming
            }
            if let target, let buttons = try tx.outbox.buttonHistory(ofMessage: target, in: chat),
                let button = keys.button(typed: key, among: buttons)
            {
                incoming.kind = .button(data: button.data, messageID: target, callbackID: callbackID)
                return incoming
            }
            let latest = try latestChoices(for: incoming, keys, in: tx)
            if let latest, let button = keys.button(typed: key, among: latest.buttons) {
                incoming.kind = .button(
                    data: button.data, messageID: latest.messageID, callbackID: callbackID)
                return incoming
            }
            switch keys.missed(typed: key, latest: latest?.buttons.latest, isGroup: incoming.isGroup) {
            case .text:
                incoming.kind = .text(key)
                return incoming
            case .ignored: return nil
            case .answer: return incoming
            }
        case .reaction(let key, let messageID, let reactionID):
            guard let keys, let buttons = try tx.outbox.buttonHistory(ofMessage: messageID, in: chat) else {
                return nil
            }
            guard let button = keys.button(reaction: key, among: buttons) else {
                // A key whose choice the message no longer shows is answered; any other
                // reaction is the reader's own.
                return keys.isRetired(reaction: key, among: buttons) ? incoming : nil
            }
            if Self.isToggle(button) {
                let press = ReactionPress(
                    chat: chat, eventID: reactionID, messageID: messageID, data: button.data)
                try tx.reactionPresses.remember(press, by: sender.id, at: clock.now())
            }
            incoming.kind = .button(data: button.data, messageID: messageID, callbackID: callbackID)
            return incoming
        case .reactionRemoved(let reactionID):
            guard let press = try tx.reactionPresses.press(ofReaction: reactionID, in: chat, by: sender.id)
            else {
                return nil
            }
            incoming.kind = .button(data: press.data, messageID: press.messageID, callbackID: callbackID)
            return incoming
        }
    }

    /// The answer to a typed choice that pressed nothing, as its platform words it, or to a
    /// reaction with a key whose choice is gone (out of date, to the presser alone); a message
    /// that changes nothing for anything else (``press(_:in:)`` leaves nothing else).
    func missedChoice(_ incoming: Incoming, language: Language, in tx: any StoreTransaction) throws
        -> Outgoing
    {
        if case .reaction = incoming.kind {
            return Outgoing(
                chat: incoming.chat, reply: nil,
                callbackAnswer: .init(
                    callbackID: incoming.sender.id, text: Localizer(language).text(.parseButtonOutOfDate),
                    alert: true))
        }
        guard case .choice(let key, _) = incoming.kind, let keys = choiceKeys[incoming.chat.platform],
            case .answer(let text) = keys.missed(
                typed: key, latest: try latestChoices(for: incoming, keys, in: tx)?.buttons.latest,
                isGroup: incoming.isGroup, language: language)
        else { return Outgoing(chat: incoming.chat, reply: nil) }
        return Outgoing(
            chat: incoming.chat, reply: nil,
            callbackAnswer: .init(callbackID: incoming.sender.id, text: text, alert: true))
    }

    /// The latest message with choices sent to the sender of `incoming` in its chat, where a
    /// typed key may press it.
    private func latestChoices(for incoming: Incoming, _ keys: any ChoiceKeys, in tx: any StoreTransaction)
        throws
        -> (messageID: String, buttons: ButtonHistory)?
    {
        guard !incoming.isGroup || keys.pressesLatestInGroups else { return nil }
        return try tx.outbox.latestChoices(in: incoming.chat, for: incoming.sender.id)
    }

    /// Whether pressing `button` again undoes its press: a routine step's tick.
    private static func isToggle(_ button: Button) -> Bool {
        guard case .toggle = ButtonCodec.decode(button.data)?.button.unwrapped(as: RoutineButton.self) else {
            return false
        }
        return true
    }
}
