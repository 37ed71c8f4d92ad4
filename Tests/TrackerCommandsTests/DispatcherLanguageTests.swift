import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// What the dispatcher itself answers, for a failure or a press that acts on nothing, is in
/// the chat's language, as every feature's replies are.
struct DispatcherLanguageTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
    private let group = ChatAddress(platform: "telegram", id: "-100")

    private func text(_ key: String, _ text: String, from sender: String, code: String, group: Bool = false)
        -> Incoming
    {
        Incoming(
            key: key, chat: group ? self.group : ChatAddress(platform: "telegram", id: sender),
            isGroup: group,
            sender: Sender(id: sender, displayName: "User \(sender)", languageCode: code), kind: .text(text))
    }

    private func press(_ key: String, _ data: String, by sender: String, code: String) -> Incoming {
        Incoming(
            key: key, chat: group, isGroup: true,
            sender: Sender(id: sender, displayName: "User \(sender)", languageCode: code),
            kind: .button(data: data, messageID: "55", callbackID: "cb-\(key)"))
    }

    private func lastOutgoing(_ database: TrackerDatabase) throws -> Outgoing? {
        try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing
        }
    }

    @Test func aFailureIsAnsweredInTheSendersLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        // A real SQLite error in the middle of the command.
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE TRIGGER fail_on_boom BEFORE INSERT ON todo WHEN NEW.text = 'boom'
                    BEGIN SELECT RAISE(ABORT, 'boom'); END
                    """)
        }
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([text("tg:1", "/todo add boom", from: "1", code: "ru")])
        #expect(
            try lastOutgoing(database)?.reply?.text.plain
                == "Извините, что-то пошло не так, и ничего не изменилось. Попробуйте ещё раз.")
        try dispatcher.apply([text("tg:2", "/todo add boom", from: "2", code: "es-419")])
        #expect(
            try lastOutgoing(database)?.reply?.text.plain
                == "Lo siento, algo salió mal y no se cambió nada. Inténtalo de nuevo.")
    }

    @Test func aPressOnSomeoneElsesOrAnOutOfDateButtonIsRefusedInTheGroupsLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try database.store.write { tx in try tx.groups.chooseLanguage(.german, for: group, now: clock.now()) }
        // Alice's reply to joining carries a check-in button that is hers alone.
        try dispatcher.apply([
            text("tg:0", "/challenge Lesen", from: "carol", code: "de", group: true),
            text("tg:1", "/join", from: "alice", code: "ru", group: true),
        ])
        let checkIn = try #require(try lastOutgoing(database)?.reply?.buttons.first?.first)
        #expect(checkIn.label == "✅ Jetzt abhaken")

        // Bob's app is Persian; the group's language is what he reads in it.
        try dispatcher.apply([press("tg:2", checkIn.data, by: "bob", code: "fa")])
        #expect(
            try lastOutgoing(database)?.callbackAnswer
                == .init(callbackID: "cb-tg:2", text: "Dieser Knopf gehört jemand anderem.", alert: true))
        try dispatcher.apply([press("tg:3", "v0-legacy-data", by: "bob", code: "fa")])
        #expect(
            try lastOutgoing(database)?.callbackAnswer?.text
                == "Dieser Knopf ist veraltet. Sende den Befehl noch einmal.")
    }

    @Test func anOutOfDateButtonInAPrivateChatIsRefusedInThePressersLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            Incoming(
                key: "tg:1", chat: ChatAddress(platform: "telegram", id: "7"),
                sender: Sender(id: "7", displayName: "Ana", languageCode: "pt-br"),
                kind: .button(data: "v0-legacy-data", messageID: "3", callbackID: "cb"))
        ])
        #expect(
            try lastOutgoing(database)?.callbackAnswer?.text
                == "Este botão está desatualizado. Envie o comando de novo.")
    }

    @Test func aCommandInTheWrongKindOfChatPointsToTheRightOneInTheChatsLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try database.store.write { tx in try tx.groups.chooseLanguage(.persian, for: group, now: clock.now())
        }
        try dispatcher.apply([text("tg:1", "/todos", from: "alice", code: "de", group: true)])
        #expect(
            try lastOutgoing(database)?.reply?.text.plain
                == "🔒 هدف‌ها، عادت‌ها و کارهای شما را خصوصی نگه می‌دارم. این دستور را در گفت‌وگوی خصوصی برایم بفرستید."
        )
        try dispatcher.apply([text("tg:2", "/join", from: "alice", code: "de")])
        let pointer = try #require(try lastOutgoing(database)?.reply?.text)
        #expect(
            pointer.plain
                == "👥 Das geht in einem Gruppenchat: Füge mich einer Gruppe mit Freunden hinzu und sende dort /challenge Lesen."
        )
        // The command in it is a command, as in English, so Matrix writes it `!challenge`.
        #expect(pointer.spans.contains { $0.style == .command && $0.text == "/challenge" })
    }
}
