import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// The dispatcher's own answers in the sender's language: to a button it no longer reads, to
/// one that is someone else's, and the apology for a command that failed.
struct DispatcherLanguageTests {
    private let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
    private let group = ChatAddress(platform: "telegram", id: "-100")

    private func outbox(_ database: TrackerDatabase) throws -> [OutboxEntry] {
        try database.read { db in try OutboxEntry.order(OutboxEntry.Columns.id).fetchAll(db) }
    }

    private func press(_ data: String, from sender: String, language: String, key: String) -> Incoming {
        Incoming(
            key: key, chat: group, isGroup: true,
            sender: Sender(id: sender, displayName: sender, languageCode: language),
            kind: .button(data: data, messageID: "5", callbackID: "cb-\(key)"))
    }

    @Test(arguments: [
        ("de", "Diese Schaltfläche ist veraltet. Sende den Befehl noch einmal."),
        ("es", "Este botón está desactualizado. Envía el comando de nuevo."),
        ("pt-br", "Este botão está desatualizado. Mande o comando de novo."),
        ("ru", "Эта кнопка устарела. Отправьте команду ещё раз."),
        ("fa", "این دکمه قدیمی شده است. فرمان را دوباره بفرستید."),
        ("en", "This button is out of date. Send the command again."),
    ])
    func anOutOfDateButtonIsAnsweredInThePressersLanguage(code: String, expected: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([press("v0-legacy-data", from: "1", language: code, key: "tg:1")])
        #expect(try outbox(database).last?.outgoing.callbackAnswer?.text == expected)
    }

    @Test func someoneElsesButtonIsRefusedInThePressersLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        // Alice's own button, from her private chat.
        try dispatcher.apply([
            Incoming(
                key: "tg:1", chat: ChatAddress(platform: "telegram", id: "alice"),
                sender: Sender(id: "alice", displayName: "alice", languageCode: "en"),
                kind: .text("/habit add Read"))
        ])
        let checkIn = try #require(try outbox(database).last?.outgoing.reply?.buttons.first?.first)
        #expect(!checkIn.data.hasPrefix("*|"))
        try dispatcher.apply([press(checkIn.data, from: "bob", language: "ru", key: "tg:2")])
        #expect(
            try outbox(database).last?.outgoing.callbackAnswer?.text
                == "Эта кнопка принадлежит другому человеку.")
        try dispatcher.apply([press(checkIn.data, from: "dan", language: "de", key: "tg:3")])
        #expect(
            try outbox(database).last?.outgoing.callbackAnswer?.text
                == "Diese Schaltfläche gehört jemand anderem.")
    }

    @Test func aFailureIsApologisedForInTheSendersLanguage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        // A real SQLite error on the command's insert.
        try database.failInsertingTodo("boom")
        let dispatcher = Dispatcher(database: database, clock: clock)
        try dispatcher.apply([
            Incoming(
                key: "tg:1", chat: ChatAddress(platform: "telegram", id: "1"),
                sender: Sender(id: "1", displayName: "Ana", languageCode: "es"), kind: .text("/todo add boom")
            )
        ])
        #expect(
            try outbox(database).last?.outgoing.reply?.text.plain
                == "Lo siento, algo salió mal y no se cambió nada. Inténtalo de nuevo.")
    }
}
