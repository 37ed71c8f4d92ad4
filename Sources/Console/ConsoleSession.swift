import BotRuntime
import Foundation
import TrackerCommands
import TrackerCore
import TrackerStore

/// One person chatting with the bot in a terminal, in their private chat or as in a group.
///
/// Each line goes through the same path as a Telegram message: an ``Incoming`` applied by
/// the ``Dispatcher`` in one transaction, its reply written to the outbox, and the console's
/// outbox printed. Typing the letter of a button shown under the last reply presses it
/// (``ChoiceKey``, resolved by the dispatcher against the message as stored); a number typed
/// alone presses nothing.
///
/// Thread-safe: reminders queued by the scheduler are printed by ``deliver()`` from another
/// thread while a line is being read, and never interleave with a reply.
public final class ConsoleSession: @unchecked Sendable {
    private let dispatcher: Dispatcher
    private let renderer: ConsoleRenderer
    private let write: (String) -> Void
    private let chat: ChatAddress
    /// The user's other console chat: the private one in a group session, the group in a
    /// private one. Its messages are printed too, marked, so that none pile up until the
    /// next session of the other kind prints them days late.
    private let otherChat: ChatAddress
    private let isGroup: Bool
    private let sender: Sender
    /// Lines of a message continued with a trailing backslash.
    private var continued = ""
    /// Guards everything above and the printing.
    private let lock = NSLock()
    /// Applies a line under the console's crash guard, which refuses a line that was being
    /// applied during two crashes of the console: the same step as every platform's batches.
    private let lines: CrashGuardedApply<ConsoleLines>
    /// Where replies' pictures are drawn; `nil` prints their text alone.
    private let pictures: ConsolePictures?

    /// Whether the last line ended with a backslash and the message goes on.
    public var isContinuing: Bool { lock.withLock { !continued.isEmpty } }

    /// The console's group chat, shared by every terminal user who talks as in a group.
    public static let groupChatID = "group"

    /// - Parameters:
    ///   - userID: the console user's identity in the database; one per terminal user.
    ///   - isGroup: talk as in a group chat (challenges, the group's summaries) instead of the
    ///     user's private chat.
    ///   - pictures: where replies' pictures are drawn; `nil` prints their text alone.
    ///   - write: receives each printed block of text, without a trailing newline.
    public init(
        dispatcher: Dispatcher, userID: String, displayName: String, isGroup: Bool = false,
        renderer: ConsoleRenderer, pictures: ConsolePictures? = nil, write: @escaping (String) -> Void
    ) throws {
        // A typed letter presses the button the console's keys name.
        let dispatcher = dispatcher.registering(ConsoleChoiceKeys(), for: Platform.console)
        self.dispatcher = dispatcher
        self.pictures = pictures
        self.renderer = renderer
        self.write = write
        self.isGroup = isGroup
        chat = ChatAddress(platform: Platform.console, id: isGroup ? Self.groupChatID : userID)
        otherChat = ChatAddress(platform: Platform.console, id: isGroup ? userID : Self.groupChatID)
        sender = Sender(id: userID, displayName: displayName)
        lines = CrashGuardedApply(
            items: ConsoleLines(), dispatcher: dispatcher,
            crashGuard: CrashGuard(
                store: dispatcher.store, platform: .console, scope: "\(userID)@\(chat.id)"),
            checkpointKey: nil)
        // A line this console was applying when it last died counts a crash.
        try lines.crashGuard.recover()
    }

    /// Handles one typed line and prints what the bot answers.
    ///
    /// A line ending in a backslash continues on the next line, so one message can span
    /// several (a goal's why, several to-dos at once).
    public func handle(line: String) throws {
        lock.lock()
        defer { lock.unlock() }
        if line.hasSuffix("\\") {
            continued += line.dropLast() + "\n"
            return
        }
        let message = continued + line
        continued = ""
        try send(message)
    }

    /// Sends a message that was left open by a trailing backslash at the end of input.
    public func finish() throws {
        lock.lock()
        defer { lock.unlock() }
        guard !continued.isEmpty else { return }
        let message = String(continued.dropLast())
        continued = ""
        try send(message)
    }

    private func send(_ message: String) throws {
        let text = message.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return }
        // A letter presses a button of the latest message; a number alone is answered.
        let isChoice = ChoiceKey.index(typed: text) != nil || ChoiceKey.isBareNumber(text)
        let kind: Incoming.Kind = isChoice ? .choice(key: text, onMessage: nil) : .text(text)
        // The one person at the terminal runs their own bot: they are its admin.
        let incoming = Incoming(
            key: "console:\(UUID().uuidString)", chat: chat, isGroup: isGroup, sender: sender, kind: kind,
            senderIsAdmin: true)
        try apply(incoming, typed: text)
        try deliverPending()
    }

    /// Applies one line, unless the same line was being applied during two crashes.
    private func apply(_ incoming: Incoming, typed text: String) throws {
        let fingerprint = "\(lines.crashGuard.source):\(Self.fingerprint(of: incoming.kind))"
        try lines.applyNow(
            [ConsoleLine(incoming: incoming, text: text, fingerprint: fingerprint)], checkpoint: nil)
    }

    /// The same for the same line or button, in every run: FNV-1a over what was sent.
    private static func fingerprint(of kind: Incoming.Kind) -> String {
        let sent: String
        switch kind {
        case .text(let text): sent = "text:" + text
        case .button(let data, _, _): sent = "button:" + data
        case .choice(let key, _): sent = "choice:" + key
        case .reaction(let key, let messageID, _): sent = "reaction:\(messageID):" + key
        case .reactionRemoved(let reactionID): sent = "unreaction:" + reactionID
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sent.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Prints every pending console message for this chat, in order, and marks it sent:
    /// replies, and reminders the scheduler queued.
    /// - Returns: whether anything was printed.
    @discardableResult
    public func deliver() throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return try deliverPending()
    }

    @discardableResult
    private func deliverPending() throws -> Bool {
        let store = dispatcher.store
        let chats = [chat.id, otherChat.id]
        let entries = try store.read { tx in
            let ids = try tx.outbox.pendingHeads(platform: Platform.console, afterID: 0, limit: 100)
                .filter { chats.contains($0.chatID) }.map(\.id)
            return try tx.outbox.pendingMessages(ids)
        }
        guard !entries.isEmpty else { return false }
        for entry in entries {
            if entry.outgoing.chat == chat { print(entry) } else { printFromOtherChat(entry) }
        }
        try store.write { tx in
            for entry in entries { try tx.outbox.markSent(entry.id, messageID: Self.messageID(of: entry)) }
        }
        return true
    }

    /// The console's id for the message an entry shows: an edit keeps the id of the message
    /// it replaces, as on chat platforms; an answer to a press alone shows none, and so is
    /// never the latest message whose buttons a letter presses.
    private static func messageID(of entry: OutboxMessage) -> String? {
        guard entry.outgoing.reply != nil else { return nil }
        if case .edit(let edited) = entry.outgoing.delivery { return edited }
        return String(entry.id)
    }

    /// The database id of the person at this terminal, whom every printed picture is drawn for;
    /// `nil` before their first message.
    private func terminalUserID() throws -> Int64? {
        try dispatcher.store.read { tx in
            try tx.users.find(platform: Platform.console, externalID: sender.id)?.id
        }
    }

    /// The language of the person at this terminal: their `/language` choice, English before
    /// they made one (the console reports none).
    private func terminalLanguage() throws -> Language {
        try dispatcher.store.read { tx in
            guard let id = try tx.users.find(platform: Platform.console, externalID: sender.id)?.id else {
                return .english
            }
            return try tx.users.languages(of: id, reporting: nil).negotiated
        }
    }

    /// The console's first line for a person typing at it, in their language.
    public func greeting() throws -> String {
        Localizer(try terminalLanguage()).text(.consoleWelcome)
    }

    /// A message for the user's other chat, under a header saying where it belongs, in the
    /// user's language. Its buttons are listed without letters: pressing them here would act
    /// in the wrong chat.
    private func printFromOtherChat(_ entry: OutboxMessage) {
        guard let reply = entry.outgoing.reply else { return }
        let localizer = Localizer((try? terminalLanguage()) ?? .english)
        var block = localizer.text(isGroup ? .consoleFromPrivateChat : .consoleFromGroup) + "\n"
        block += renderer.render(reply.text)
        let labels = reply.buttons.flatMap { $0 }.map(\.label)
        if !labels.isEmpty {
            let command = isGroup ? "trackerbot console" : "trackerbot console --group"
            let buttons = labels.joined(separator: " · ")
            block += "\n" + localizer.text(.consolePressElsewhere, ["buttons": buttons, "command": command])
        }
        write(block)
    }

    private func print(_ entry: OutboxMessage) {
        // An alert (a letter that pressed nothing) is said as it is; a toast in brackets.
        if let answer = entry.outgoing.callbackAnswer, let text = answer.text {
            write(answer.alert ? text : "(\(text))")
        }
        guard let reply = entry.outgoing.reply else { return }
        var block = renderer.render(reply.text)
        // A chat platform sends the file as a document; the terminal shows where it is.
        if let attachment = entry.outgoing.attachment {
            block += "\n📎 \(attachment.path)"
        }
        // A chat platform shows the picture with the text as its caption; the terminal names
        // the file it drew. The text says everything the picture shows, so a failure only costs
        // the file.
        if let picture = reply.picture, let pictures, let userID = try? terminalUserID(),
            let path = try? pictures.write(
                picture, named: "reply-\(entry.id)", for: userID, in: dispatcher.files.pictures)
        {
            block += "\n🖼 \(path)"
        }
        if !reply.buttons.isEmpty {
            block += "\n" + renderer.render(buttons: reply.buttons)
        }
        write(block)
    }
}
