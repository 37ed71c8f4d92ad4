import Matrix
import TrackerCommands
import TrackerCore
import TrackerStore

/// Button presses on Matrix, where a message's buttons are its listed choices: a reaction
/// with a choice's key, a choice's number typed as a reply to the message, and a reaction
/// taken back from a toggle.
///
/// A press's callback id is the presser's user id: Matrix has no answer to a press, so an
/// alert (a button that belongs to someone else) is sent as a short message to them.
extension SyncTranslator {
    /// The press that a reaction with `reaction`'s key makes on one of the bot's messages. A
    /// toggle's press is remembered, so that taking the reaction back presses it again.
    func press(by reaction: ReactionContent, eventID: String, chat: ChatAddress, sender: Sender)
        async throws -> Incoming.Kind?
    {
        guard let target = reaction.eventID, let key = reaction.key,
            let button = try await choices(of: target, in: chat)?.button(forKey: key)
        else { return nil }
        if Self.isToggle(button) {
            let press = ReactionPress(chat: chat, eventID: eventID, messageID: target, data: button.data)
            let now = clock.now()
            try await database.write { db in
                try ReactionPress.remember(press, by: sender.id, at: now, in: db)
            }
        }
        return .button(data: button.data, messageID: target, callbackID: sender.id)
    }

    /// The press that taking back the reaction `reactionID` makes: the toggle it ticked, pressed
    /// again; `nil` for any other reaction, or one that someone else took back.
    func unpress(reactionID: String, chat: ChatAddress, sender: Sender) async throws -> Incoming.Kind? {
        let press = try await database.read { db in
            try ReactionPress.find(eventID: reactionID, in: chat, by: sender.id, db: db)
        }
        return press.map { .button(data: $0.data, messageID: $0.messageID, callbackID: sender.id) }
    }

    /// The press that a number sent as a reply to one of the bot's messages makes on that
    /// message's choices.
    func replyPress(_ message: MessageContent, chat: ChatAddress, sender: Sender) async throws -> Incoming
        .Kind?
    {
        guard let target = message.relatesTo?.repliedToEventID,
            let number = UserNumber.value(CommandText.plain(in: message), in: 1...Choices.keys.count),
            let button = try await choices(of: target, in: chat)?.button(number: number)
        else { return nil }
        return .button(data: button.data, messageID: target, callbackID: sender.id)
    }

    /// The choices of the bot's message `messageID`, as last sent or edited.
    private func choices(of messageID: String, in chat: ChatAddress) async throws -> Choices? {
        let buttons = try await database.read { db in
            try OutboxEntry.buttons(ofMessage: messageID, in: chat, db: db)
        }
        return buttons.map(Choices.init)
    }

    /// Whether pressing `button` again undoes its press: a routine step's tick.
    private static func isToggle(_ button: Button) -> Bool {
        guard case .toggle = ButtonCodec.decode(button.data)?.button.unwrapped(as: RoutineButton.self) else {
            return false
        }
        return true
    }
}
