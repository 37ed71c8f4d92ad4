import Foundation
import HTTPTestSupport
import TelegramTestSupport
import TestSupport
import Testing
import TrackerCore

@testable import TelegramBot

/// The user's language through the real Telegram loop and a fake Bot API: what the app
/// reports (`from.language_code`) chooses the replies and their buttons, a `/language` choice
/// overrides it, and the messages the bot sends of its own accord follow the same choice.
@Suite(.timeLimit(.minutes(1)))
struct LanguageRunTests {
    private let ana: Int64 = 111
    private let ivan: Int64 = 222
    private let group: Int64 = -100_777

    /// The reply to `/habit add Read for 21 days` and the `/start` buttons in each language.
    private static let expected: [Language: (habit: String, buttons: [String])] = [
        .english: ("🌱 Habit 1 started: <b>Read</b>, 21 days.", ["🎯 Goals", "🌱 Habits", "📝 To-dos"]),
        .german: (
            "🌱 Gewohnheit 1 gestartet: <b>Read</b>, 21 Tage.", ["🎯 Ziele", "🌱 Gewohnheiten", "📝 To-dos"]
        ),
        .spanish: ("🌱 Hábito 1 iniciado: <b>Read</b>, 21 días.", ["🎯 Metas", "🌱 Hábitos", "📝 Tareas"]),
        .portuguese: ("🌱 Hábito 1 iniciado: <b>Read</b>, 21 dias.", ["🎯 Metas", "🌱 Hábitos", "📝 Tarefas"]),
    ]

    /// Each form of `language_code` Telegram sends: a bare language, a region, a script, an
    /// unknown language and an empty code (the negotiation itself: `LanguageNegotiationTests`).
    @Test(arguments: [
        ("de", Language.german), ("pt-br", .portuguese), ("es-419", .spanish), ("en-US", .english),
        ("zh-hans", .english), ("", .english),
    ])
    func theAppsLanguageChoosesTheRepliesAndTheirButtons(code: String, language: Language) async throws {
        try await withBot { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/start", from: ana, name: "Ana", languageCode: code),
                FakeTelegram.message(
                    "/habit add Read for 21 days", from: ana, name: "Ana", languageCode: code),
            ])
            try await fake.waitFor(2, "sendMessage")
            let texts = await bot.sentTexts(to: ana)
            let expected = try #require(Self.expected[language])
            #expect(texts[0].hasPrefix(Localizer(language).text(.startWelcome).prefix { $0 != "{" }))
            #expect(try await buttonLabels(ofSend: 0, fake) == expected.buttons)
            #expect(texts[1].hasPrefix(expected.habit))
        }
    }

    /// `/language` overrides the app's language, also for a button's edit; `auto` returns to it.
    @Test func aChoiceOverridesTheAppsLanguageUntilAuto() async throws {
        try await withBot { bot, fake in
            let german = { (text: String) in
                FakeTelegram.message(text, from: ana, name: "Ana", languageCode: "de")
            }
            await fake.enqueue([german("/language")])
            try await fake.waitFor(1, "sendMessage")
            #expect(
                await bot.sentTexts(to: ana)
                    == [
                        "Ich spreche Deutsch mit dir, so wie deine App eingestellt ist. Wähle eine andere Sprache:"
                    ])
            #expect(
                try await buttonLabels(ofSend: 0, fake) == [
                    "English", "Deutsch", "Español", "Português (Brasil)", "Русский", "فارسی",
                    "✓ Automatisch",
                ])

            // Pressing Русский edits the menu, in Russian, and Russian stays while the app says German.
            let sends = await fake.calls("sendMessage")
            let markup = try #require(sends[0].parameters["reply_markup"]?.jsonText)
            let russian = RunLoopTests.callbackData(in: markup)[4]
            await fake.enqueue([
                FakeTelegram.press(
                    russian, by: ana, name: "Ana", chat: ana, messageID: 101, languageCode: "de")
            ])
            try await fake.waitFor(1, "editMessageText")
            #expect(
                await fake.calls("editMessageText").first?.text
                    == "Готово: теперь я говорю с вами на языке: Русский. Вернуться к языку приложения: /language auto"
            )
            await fake.enqueue([german("/habit add Read for 21 days")])
            try await fake.waitFor(2, "sendMessage")
            #expect(await bot.sentTexts(to: ana)[1].hasPrefix("🌱 Привычка 1 начата: <b>Read</b>, 21 день."))

            await fake.enqueue([german("/language auto"), german("/habits")])
            try await fake.waitFor(4, "sendMessage")
            let back = await bot.sentTexts(to: ana)
            #expect(back[2] == "Erledigt: Ich folge wieder der Sprache deiner App, im Moment Deutsch.")
            #expect(back[3].contains(Localizer(.german).text(.habitListTitle)))
        }
    }

    /// A reminder the scheduler sends goes out in the language the user's app last reported.
    @Test func aDailyReminderIsInTheUsersLanguage() async throws {
        // 09:00 in São Paulo is 12:00 UTC.
        let clock = ManualClock(.iso("2026-11-23T10:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            let portuguese = { (text: String) in
                FakeTelegram.message(text, from: ana, name: "Ana", languageCode: "pt-br")
            }
            await fake.enqueue([portuguese("/timezone America/Sao_Paulo"), portuguese("/habit add Ler")])
            try await fake.waitFor(2, "sendMessage")
            try await bot.waitUntilIdle()
            clock.set(.iso("2026-11-23T12:01:00Z"))
            bot.scheduler?.ring()
            try await fake.waitFor(3, "sendMessage")
            let nudge = try #require(await bot.sentTexts(to: ana).last)
            #expect(nudge == "☀️ Hoje é dia de <b>Ler</b>. Escolha ✅ quando terminar.")
            #expect(try await buttonLabels(ofSend: 2, fake) == ["✅ Ler"])
        }
    }

    /// A group's summary is in the language its admin chose, whatever its members' apps say.
    @Test func aGroupsSummaryIsInTheGroupsLanguage() async throws {
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            await fake.setMemberStatus("administrator", for: ana)
            let inGroup = { (text: String, user: Int64, name: String, code: String) in
                FakeTelegram.message(
                    text, from: user, name: name, chat: self.group, chatType: "supergroup", languageCode: code
                )
            }
            await fake.enqueue([
                inGroup("/language es", ana, "Ana", "de"),
                inGroup("/challenge Leer for 3 days", ana, "Ana", "de"),
                inGroup("/join", ivan, "Ivan", "ru"), inGroup("/check", ana, "Ana", "de"),
            ])
            try await fake.waitFor {
                $0.filter { $0.method == "sendMessage" && $0.chatID == self.group }.count >= 4
            }
            try await bot.waitUntilIdle()
            let before = await bot.sentTexts(to: group)
            #expect(before[0] == "Hecho: el idioma de este grupo ahora es Español.")
            // Ivan's reply to joining carries the ✅ anyone in the challenge may press: Ana's
            // press is answered under it by name, for the group, in the group's language.
            let sends = await fake.calls("sendMessage")
            let markup = try #require(sends[2].parameters["reply_markup"]?.jsonText)
            let checkIn = try #require(RunLoopTests.callbackData(in: markup).first)
            await fake.enqueue([
                FakeTelegram.press(
                    checkIn, by: ana, name: "Ana", chat: group, messageID: 103, languageCode: "de")
            ])
            try await fake.waitFor {
                $0.filter { $0.method == "sendMessage" && $0.chatID == self.group }.count >= 5
            }
            #expect(
                await bot.sentTexts(to: group).last
                    == "<b>Ana</b>: Ya registraste <b>Leer</b> hoy. Próximo registro: mañana.")
            try await bot.waitUntilIdle()
            clock.set(.iso("2026-11-23T21:00:00Z"))
            bot.scheduler?.ring()
            try await fake.waitFor {
                $0.filter { $0.method == "sendMessage" && $0.chatID == self.group }.count >= 6
            }
            let summary = try #require(await bot.sentTexts(to: group).last)
            #expect(
                summary
                    == "📣 Reto <b>Leer</b> · día 1 de 3\n✅ <b>Ana</b> · 1 registro · racha de 1 día\n⬜ <b>Ivan</b> · 0 registros\nRegístralo con /check, aquí o en privado."
            )
        }
    }

    /// The labels of the buttons under the `index`th message sent, in reading order.
    private func buttonLabels(ofSend index: Int, _ fake: FakeTelegram) async throws -> [String] {
        let sends = await fake.calls("sendMessage")
        guard sends.indices.contains(index), let markup = sends[index].parameters["reply_markup"]?.jsonText
        else { return [] }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(markup.utf8)) as? [String: Any])
        let rows = try #require(object["inline_keyboard"] as? [[[String: Any]]])
        return rows.flatMap { $0 }.compactMap { $0["text"] as? String }
    }
}
