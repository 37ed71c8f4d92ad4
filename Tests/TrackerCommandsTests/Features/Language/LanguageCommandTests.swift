import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// Private chats and a group on one dispatcher, with the language code each message's
/// platform reports.
private final class LanguageHarness {
    let directory: TemporaryDirectory
    let database: TrackerDatabase
    // A Monday: "freitag" is the 27th, "nächsten Freitag" the 4th of December.
    let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
    let dispatcher: Dispatcher
    let group = ChatAddress(platform: "telegram", id: "-100")
    private var sequence = 0

    init() throws {
        directory = try TemporaryDirectory()
        database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        dispatcher = Dispatcher(database: database, clock: clock)
    }

    deinit { directory.remove() }

    /// Sends `text` in the sender's private chat, from an app set to `code`; returns the reply.
    @discardableResult
    func tell(_ text: String, as sender: String = "ana", code: String? = nil) throws -> Reply {
        try apply(.text(text), from: sender, code: code, in: ChatAddress(platform: "telegram", id: sender))
    }

    /// Sends `text` in the group; returns the reply.
    @discardableResult
    func say(_ text: String, as sender: String, code: String? = nil, admin: Bool? = nil) throws -> Reply {
        try apply(.text(text), from: sender, code: code, in: group, admin: admin)
    }

    /// Presses `button` in the sender's private chat; returns the edited message.
    func press(_ button: Button, as sender: String = "ana", code: String? = nil) throws -> Reply {
        try apply(
            .button(data: button.data, messageID: "7", callbackID: "cb"), from: sender, code: code,
            in: ChatAddress(platform: "telegram", id: sender))
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T { try database.read(body) }

    private func apply(
        _ kind: Incoming.Kind, from sender: String, code: String?, in chat: ChatAddress, admin: Bool? = nil
    ) throws -> Reply {
        sequence += 1
        try dispatcher.apply([
            Incoming(
                key: "k\(sequence)", chat: chat, isGroup: chat == group,
                sender: Sender(id: sender, displayName: sender.capitalized, languageCode: code), kind: kind,
                senderIsAdmin: admin)
        ])
        let outgoing = try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing
        }
        return try #require(outgoing?.reply)
    }
}

@Suite struct LanguageCommandTests {
    @Test func theAppsLanguageIsSpokenUntilTheUserChoosesAnother() throws {
        let chat = try LanguageHarness()
        let menu = try chat.tell("/language", code: "de-DE")
        #expect(
            menu.text.plain
                == "Ich spreche Deutsch mit dir, so wie deine App eingestellt ist. Wähle eine andere Sprache:"
        )
        #expect(
            menu.buttons.flatMap { $0 }.map(\.label) == [
                "English", "Deutsch", "Español", "Português (Brasil)", "Русский", "فارسی", "✓ Automatisch",
            ])

        // The answer to a choice is already in the chosen language.
        #expect(
            try chat.tell("/language es", code: "de-DE").text.plain
                == "Hecho: ahora hablo contigo en Español. Para volver al idioma de tu app: /language auto")
        let spanish = try chat.tell("/language", code: "de-DE")
        #expect(spanish.text.plain == "Hablo contigo en Español. Elige otro idioma:")
        #expect(spanish.buttons.flatMap { $0 }.map(\.label).contains("✓ Español"))

        // A press on the Russian button.
        let russian = try #require(spanish.buttons.flatMap { $0 }.first { $0.label == "Русский" })
        #expect(
            try chat.press(russian, code: "de-DE").text.plain
                == "Готово: теперь я говорю с вами на языке: Русский. Вернуться к языку приложения: /language auto"
        )

        #expect(
            try chat.tell("/language auto", code: "de-DE").text.plain
                == "Erledigt: Ich folge wieder der Sprache deiner App, im Moment Deutsch.")
        let stored = try chat.read { db in
            try Row.fetchOne(db, sql: "SELECT language, platformLanguage FROM user")
        }
        #expect(stored?["language"] == DatabaseValue.null)
        #expect(stored?["platformLanguage"] == "de-DE".databaseValue)
    }

    @Test func theLastReportedCodeIsKeptAndAChangeOfTheAppFollowed() throws {
        let chat = try LanguageHarness()
        try chat.tell("/today", code: "pt-br")
        // Matrix and the console report nothing: the stored code stands.
        #expect(try chat.tell("/language").text.plain.hasPrefix("Falo com você em Português (Brasil)"))
        #expect(
            try chat.tell("/language", code: "ru").text.plain.hasPrefix("Я говорю с вами на языке: Русский"))
        #expect(
            try chat.tell("/language", as: "ben", code: "zh-hans").text.plain.hasPrefix("I speak English"))
    }

    @Test func helpListsTheCommand() throws {
        let chat = try LanguageHarness()
        #expect(try chat.tell("/help").text.plain.contains("/language — English, Deutsch, Español"))
        #expect(try chat.tell("/help settings").text.plain.contains("/language <code>"))
    }

    @Test func aCodeTooLongToBeALanguageIsNotKept() throws {
        let chat = try LanguageHarness()
        try chat.tell("/today", code: "de")
        try chat.tell("/today", code: String(repeating: "x", count: 300))
        let stored = try chat.read { db in try String.fetchOne(db, sql: "SELECT platformLanguage FROM user") }
        #expect(stored == "de")
    }

    @Test func anUnknownCodeIsAnsweredInTheUsersLanguageWithTheCodes() throws {
        let chat = try LanguageHarness()
        let reply = try chat.tell("/language klingon", code: "es-419")
        #expect(
            reply.text.plain.hasPrefix(
                "No hablo «klingon». Envía /language y pulsa un botón, o usa un código: en, de, es, pt-BR, ru, fa."
            ))
        #expect(reply.text.plain.contains("/language auto"))
        // A language's own name works as well as its code.
        #expect(try chat.tell("/language Deutsch").text.plain.hasPrefix("Erledigt"))
    }

    @Test func datesAndDaysAreReadInTheUsersLanguage() throws {
        let chat = try LanguageHarness()
        try chat.tell("/goal add Marathon by freitag", code: "de")
        try chat.tell("/goal add Berlin by nächsten Freitag", code: "de")
        try chat.tell("/habit add Piano on lun,mié,vie", as: "eva", code: "es-419")
        // English still reads for everyone.
        try chat.tell("/goal add Swim by fri", code: "de")
        let deadlines = try chat.read { db in try Goal.fetchAll(db).map { "\($0.title) \($0.deadline!)" } }
        #expect(deadlines == ["Marathon 2026-11-27", "Berlin 2026-12-04", "Swim 2026-11-27"])
        let piano = try chat.read { db in try Habit.fetchOne(db)?.schedule.frequency }
        #expect(piano == .on(WeekdaySet([.monday, .wednesday, .friday])))
    }

    @Test func onlyAnAdminSetsTheGroupsLanguageWhichEveryoneThenReads() throws {
        let chat = try LanguageHarness()
        #expect(
            try chat.say("/language", as: "ana", code: "de").text.plain.hasPrefix(
                "This group's language is English."))
        #expect(
            try chat.say("/language de", as: "ana", code: "de", admin: false).text.plain
                == "🔒 Only the group's admins can change its settings.")
        #expect(try chat.say("/language de", as: "ana", admin: nil).text.plain.contains("admin"))
        #expect(
            try chat.say("/language de", as: "bob", code: "en", admin: true).text.plain
                == "Erledigt: Die Sprache dieser Gruppe ist jetzt Deutsch.")
        // A Russian member reads the group's language there, and their own in private.
        #expect(
            try chat.say("/language", as: "ivan", code: "ru").text.plain.hasPrefix(
                "Die Sprache dieser Gruppe ist Deutsch."))
        #expect(try chat.tell("/language", as: "ivan", code: "ru").text.plain.hasPrefix("Я говорю"))
        #expect(
            try chat.say("/language auto", as: "bob", admin: true).text.plain
                == "Done: this group has no language of its own any more; I write in English here.")
        let stored = try chat.read { db in try GroupChat.language(of: chat.group, in: db) }
        #expect(stored == nil)
    }
}
