import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

@Suite struct LanguageCommandTests {
    @Test func theAppsLanguageIsSpokenUntilTheUserChoosesAnother() throws {
        let chat = try GroupChatHarness()
        let menu = try chat.tell("/language", as: "ana", code: "de-DE")
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
            try chat.tell("/language es", as: "ana", code: "de-DE").text.plain
                == "Hecho: ahora hablo contigo en Español. Para volver al idioma de tu app: /language auto")
        let spanish = try chat.tell("/language", as: "ana", code: "de-DE")
        #expect(spanish.text.plain == "Hablo contigo en Español. Elige otro idioma:")
        #expect(spanish.buttons.flatMap { $0 }.map(\.label).contains("✓ Español"))

        // A press on the Russian button.
        let russian = try #require(spanish.buttons.flatMap { $0 }.first { $0.label == "Русский" })
        #expect(
            try #require(chat.press(russian, as: "ana", in: chat.privateChat(of: "ana"), code: "de-DE").reply)
                .text.plain
                == "Готово: теперь я говорю с вами на языке: Русский. Вернуться к языку приложения: /language auto"
        )

        #expect(
            try chat.tell("/language auto", as: "ana", code: "de-DE").text.plain
                == "Erledigt: Ich folge wieder der Sprache deiner App, im Moment Deutsch.")
        let stored = try chat.read { db in
            try Row.fetchOne(db, sql: "SELECT language, platformLanguage FROM user")
        }
        #expect(stored?["language"] == DatabaseValue.null)
        #expect(stored?["platformLanguage"] == "de-DE".databaseValue)
    }

    /// An app set to a language the bot does not speak is said to be so, and where the platform
    /// reports no language (Matrix, the console) no app is spoken of.
    @Test func anUnsupportedAppLanguageIsNamedAsSuchAndNoneIsNotAnApp() throws {
        let chat = try GroupChatHarness()
        #expect(
            try chat.tell("/language", as: "ben", code: "it-IT").text.plain
                == "Your app is set to a language I don't speak yet, so I speak English with you. Choose another language:"
        )
        #expect(
            try chat.tell("/language auto", as: "ben", code: "it-IT").text.plain
                == "Done: I follow your app's language again; I don't speak it yet, so I speak English with you."
        )
        #expect(
            try chat.tell("/language", as: "cy").text.plain
                == "I speak English with you. Choose another language:")
        #expect(
            try chat.tell("/language auto", as: "cy").text.plain
                == "Done: I speak English with you, as I do when no language is chosen.")
    }

    @Test func theLastReportedCodeIsKeptAndAChangeOfTheAppFollowed() throws {
        let chat = try GroupChatHarness()
        try chat.tell("/today", as: "ana", code: "pt-br")
        // Matrix and the console report nothing: the stored code stands.
        #expect(
            try chat.tell("/language", as: "ana").text.plain.hasPrefix("Falo com você em Português (Brasil)"))
        #expect(
            try chat.tell("/language", as: "ana", code: "ru").text.plain.hasPrefix(
                "Я говорю с вами на языке: Русский"))
        #expect(
            try chat.tell("/language", as: "ben", code: "zh-hans").text.plain.hasPrefix(
                "Your app is set to a language I don't speak yet, so I speak English"))
    }

    @Test func helpListsTheCommand() throws {
        let chat = try GroupChatHarness()
        #expect(
            try chat.tell("/help", as: "ana").text.plain.contains("/language — English, Deutsch, Español"))
        #expect(try chat.tell("/help settings", as: "ana").text.plain.contains("/language <code>"))
    }

    @Test func aCodeTooLongToBeALanguageIsNotKept() throws {
        let chat = try GroupChatHarness()
        try chat.tell("/today", as: "ana", code: "de")
        try chat.tell("/today", as: "ana", code: String(repeating: "x", count: 300))
        let stored = try chat.read { db in try String.fetchOne(db, sql: "SELECT platformLanguage FROM user") }
        #expect(stored == "de")
    }

    @Test func anUnknownCodeIsAnsweredInTheUsersLanguageWithTheCodes() throws {
        let chat = try GroupChatHarness()
        let reply = try chat.tell("/language klingon", as: "ana", code: "es-419")
        #expect(
            reply.text.plain.hasPrefix(
                "No hablo «klingon». Envía /language y elige un idioma, o usa un código: en, de, es, pt-BR, ru, fa."
            ))
        #expect(reply.text.plain.contains("/language auto"))
        // A language's own name works as well as its code.
        #expect(try chat.tell("/language Deutsch", as: "ana").text.plain.hasPrefix("Erledigt"))
    }

    @Test func datesAndDaysAreReadInTheUsersLanguage() throws {
        let chat = try GroupChatHarness()
        // The harness starts on Monday 2026-11-23: "freitag" is the 27th, "nächsten Freitag" the 4th.
        try chat.tell("/goal add Marathon by freitag", as: "ana", code: "de")
        try chat.tell("/goal add Berlin by nächsten Freitag", as: "ana", code: "de")
        try chat.tell("/habit add Piano on lun,mié,vie", as: "eva", code: "es-419")
        // English still reads for everyone.
        try chat.tell("/goal add Swim by fri", as: "ana", code: "de")
        let deadlines = try chat.read { db in try Goal.fetchAll(db).map { "\($0.title) \($0.deadline!)" } }
        #expect(deadlines == ["Marathon 2026-11-27", "Berlin 2026-12-04", "Swim 2026-11-27"])
        let piano = try chat.read { db in try Habit.fetchOne(db)?.schedule.frequency }
        #expect(piano == .on(WeekdaySet([.monday, .wednesday, .friday])))
    }

    @Test func onlyAnAdminSetsTheGroupsLanguageWhichEveryoneThenReads() throws {
        let chat = try GroupChatHarness()
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
