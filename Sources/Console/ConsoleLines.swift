import BotRuntime
import TrackerCore

/// A typed line, ready to apply: its event, its text, and its fingerprint.
struct ConsoleLine: Sendable {
    /// The line as the dispatcher gets it.
    var incoming: Incoming
    /// What was typed, kept if the line is set aside.
    var text: String
    /// The line's crash guard key: the same for the same line or button in every run, since
    /// lines are not redelivered like updates, but a script run again, or a person, types
    /// them again.
    var fingerprint: String
}

/// How the crash guard sees the console's lines.
struct ConsoleLines: GuardedItems {
    func key(of line: ConsoleLine) -> String? { line.fingerprint }

    func event(for line: ConsoleLine) -> PlatformEvent { .incoming(line.incoming) }

    /// A line typed again after it was set aside is answered again: its inbound key is new.
    func setAside(_ line: ConsoleLine) -> SetAsideEvent {
        SetAsideEvent(
            raw: line.text, inboundKey: line.incoming.key, chat: line.incoming.chat,
            senderID: line.incoming.sender.id)
    }
}
