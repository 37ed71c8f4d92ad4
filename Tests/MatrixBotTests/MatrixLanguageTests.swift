import Foundation
import Matrix
import MatrixTestSupport
import Scheduler
import TestSupport
import Testing
import TrackerCore

/// Languages on Matrix, which tells the bot none: English until `!language` chooses another;
/// then the replies, the choices' labels, a press's edit and the reminders are in it, and a
/// group's summary is in the language its admin chose. Part of the homeserver suite, whose
/// tests take turns with the bot's account.
extension MatrixBotHomeserverTests {
    @Test func aUserAndAGroupChooseTheirLanguagesWithTheLanguageCommand() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aUserAndAGroupChooseTheirLanguages(scene)
        }
    }

    private func aUserAndAGroupChooseTheirLanguages(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let greta = try await Person.register("greta", in: scene)
        let ivan = try await Person.register("ivan", in: scene)
        let clock = ManualClock(Self.dayOne)
        let doorbell = Doorbell()
        let scheduler = ReminderScheduler(
            store: scene.database.store, platform: "matrix", clock: clock, delivery: doorbell, logger: logger)
        var direct = ""
        let group = try await greta.client.createRoom(CreateRoomOptions(invite: [ivan.userID, bot]))
        _ = try await ivan.client.join(roomID: group)
        /// What the bot said of its own accord in `roomID`: every message but the answers.
        func spoken(in roomID: String) -> [String] {
            greta.messages(from: bot, in: roomID).filter { $0.message?.msgtype == .text }
                .compactMap { $0.message?.body }
        }
        /// Fires what is due at `instant` and waits until `roomID` has `count` such messages.
        func fire(at instant: Date, until count: Int, in roomID: String) async throws {
            clock.set(instant)
            #expect(try scheduler.fireDue() >= 1)
            doorbell.ring()
            try await greta.sync.waitUntil { _ in spoken(in: roomID).count >= count }
        }
        var replies: [String: String] = [:]
        var edited = ""
        try await withBot(scene.environment, database: scene.database, clock: clock, doorbell: doorbell) {
            direct = try await greta.client.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            try await greta.sync.waitUntil { _ in !spoken(in: direct).isEmpty }
            for command in ["!habits", "!language de", "!start", "!habit add Lesen for 21 days"] {
                replies[command] = try await greta.ask(command, in: direct, bot: bot).message?.body
            }
            // 09:01 UTC, the default zone's morning: the nudge.
            try await fire(at: Self.dayOne + 3 * 3600 + 60, until: 2, in: direct)

            // The menu's choices carry the languages' own names; a reaction presses one, and
            // the edit is already in the language chosen.
            let menu = try await greta.ask("!language", in: direct, bot: bot)
            replies["!language"] = menu.message?.body
            _ = try await greta.client.react(
                roomID: direct, txnID: UUID().uuidString, to: menu.eventID, key: "🇪")
            func edit() -> String? {
                (greta.sync.timelines[direct] ?? []).last {
                    $0.sender == bot && $0.message?.relatesTo?.isReplacement == true
                        && $0.message?.relatesTo?.eventID == menu.eventID
                }?.message?.newContent?.body
            }
            try await greta.sync.waitUntil { _ in edit() != nil }
            edited = edit() ?? ""

            // The group: English until its admin (greta, who made the room) chooses Spanish.
            try await greta.sync.waitUntil { _ in
                (greta.sync.timelines[group] ?? []).contains {
                    $0.stateKey == bot && $0.member?.membership == .join
                }
            }
            replies["group !language"] = try await greta.ask("!language", in: group, bot: bot).message?.body
            replies["group !language es"] = try await greta.ask("!language es", in: group, bot: bot).message?
                .body
            _ = try await greta.ask("!challenge Leer for 3 days", in: group, bot: bot)
            _ = try await ivan.ask("!join", in: group, bot: bot)
            _ = try await greta.ask("!check", in: group, bot: bot)
            // 21:01 UTC: the group's summary.
            let before = spoken(in: group).count
            try await fire(at: Self.dayOne + 15 * 3600 + 60, until: before + 1, in: group)
        }
        #expect(spoken(in: direct).first?.hasPrefix("👋 Hi") == true, "English before a choice")
        #expect(replies["!habits"]?.hasPrefix("You have no habits yet.") == true)
        #expect(
            replies["!language de"]
                == "Erledigt: Ich spreche jetzt Deutsch mit dir. Zurück zur Sprache deiner App: !language auto"
        )
        let start = replies["!start"] ?? ""
        #expect(start.hasPrefix("👋 Hallo"))
        #expect(start.contains("\n🇦 🎯 Ziele\n🇧 🌱 Gewohnheiten\n🇨 📝 To-dos"), "\(start)")
        #expect(
            replies["!habit add Lesen for 21 days"]?.hasPrefix("🌱 Gewohnheit 1 gestartet: Lesen, 21 Tage.")
                == true)
        #expect(
            spoken(in: direct).dropFirst().first
                == "☀️ Heute ist Lesen dran. Wähle ✅, sobald es erledigt ist.\n\n✅ Lesen")
        let menu = replies["!language"] ?? ""
        #expect(menu.hasPrefix("Ich spreche Deutsch mit dir. Wähle eine andere Sprache:"))
        #expect(
            menu.hasSuffix(
                "\n🇦 English\n🇧 ✓ Deutsch\n🇨 Español\n🇩 Português (Brasil)\n🇪 Русский\n🇫 فارسی\n🇬 Automatisch"
            ), "\(menu)")
        #expect(
            edited
                == "Готово: теперь я говорю с вами на языке: Русский. Вернуться к языку приложения: !language auto"
        )
        #expect(replies["group !language"]?.hasPrefix("This group's language is English.") == true)
        #expect(replies["group !language es"] == "Hecho: el idioma de este grupo ahora es Español.")
        let summary = spoken(in: group).last ?? ""
        #expect(summary.hasPrefix("📣 Reto Leer · "), "\(summary)")
        #expect(summary.hasSuffix("Regístralo con !check, aquí o en privado."), "\(summary)")
    }
}
