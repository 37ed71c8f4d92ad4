import Foundation
import HTTPTestSupport
import TelegramTestSupport
import TestSupport
import Testing
import TrackerCore

/// Every request of a long run is one Telegram accepts: the fake Bot API checks each against
/// the method's parameters and Telegram's documented limits (``BotAPIRules``), and edits
/// against the message they edit, and answers 400 where Telegram would.
@Suite(.timeLimit(.minutes(3)))
struct BotAPIConformanceTests {
    private let alice: Int64 = 111
    private let bruno: Int64 = 222
    private let group: Int64 = -1001

    /// Commands that between them send every kind of view: cards, lists, pictures, long
    /// help, settings, files, group boards, and the choices under them.
    private var commands: [(user: Int64, chat: Int64, text: String)] {
        let mine = [
            "/start", "/help", "/help habits", "/help dates",
            "/goal add Run a marathon by june 1\nTo feel strong",
            "/goal step 1 Buy shoes", "/goal step 1 Run <10k> & rest", "/goal 1", "/goals",
            "/habit add Read", "/habit add Water 8 glasses a day", "/habit add Yoga 3 times a week",
            "/habits", "/check", "/check water 3", "/habit 1", "/habit 2 history", "/today", "/calendar",
            "/calendar year", "/progress", "/me", "/todo add Buy milk\nCall mom\nFix the <bike>",
            "/todos", "/routine add Morning on weekdays at 07:00\nStretch\nShower", "/routine 1",
            "/routines", "/settings", "/timezone Berlin", "/language", "/tip", "/history", "/export",
            "/nonsense", String(repeating: "/todo add x ", count: 40),
        ]
        let bruno = ["/start", "/language de", "/habit add Lesen", "/habits", "/today", "/settings"]
        let group = ["/challenge Push-ups for 7 days", "/join", "/check", "/challenge", "/board", "/group"]
        return mine.map { (alice, alice, $0) } + bruno.map { (self.bruno, self.bruno, $0) }
            + group.enumerated().map { index, text in (index % 2 == 0 ? alice : self.bruno, self.group, text)
            }
    }

    @Test func everyCallOfALongRunIsOneTelegramAccepts() async throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_798_794_000))  // 2027-01-01 08:20 UTC
        try await withBot(clock: clock, drawPicture: drawPictureAsJSON) { bot, fake in
            for (user, chat, text) in commands {
                let update =
                    chat == user
                    ? FakeTelegram.message(text, from: user)
                    : FakeTelegram.message(text, from: user, chat: chat, chatType: "supergroup")
                await fake.enqueue([update])
                try await bot.waitUntilIdle()
            }
            // Every button of every message, in the order they came, then each message's
            // first button again: the double tap of an impatient thumb.
            try await pressEverything(bot, fake)
            // A day later: the reminders, and their buttons.
            clock.advance(by: 86_400)
            bot.scheduler?.ring()
            try await bot.waitUntilIdle()
            try await pressEverything(bot, fake, sentAfter: 0)

            let calls = await fake.calls()
            #expect(calls.filter { $0.method.hasPrefix("edit") }.count > 20)
            #expect(
                calls.contains { $0.method == "sendPhoto" } && calls.contains { $0.method == "sendDocument" })
            let rejected = await fake.rejectedCalls().map { "\($0.method): \($0.rejection ?? "")" }
            #expect(rejected.isEmpty, "\(rejected)")
        }
    }

    /// Presses every button of the messages sent so far (from the `sentAfter`th send on), once
    /// each, then the first of each again.
    private func pressEverything(_ bot: BotHarness, _ fake: FakeTelegram, sentAfter: Int = 0) async throws {
        let sent = await fake.calls().filter { $0.sentMessageID != nil }.dropFirst(sentAfter)
        for round in 0..<2 {
            for message in sent {
                guard let id = message.sentMessageID, let chat = message.chatID else { continue }
                let buttons = round == 0 ? message.buttons : Array(message.buttons.prefix(1))
                for button in buttons {
                    let user =
                        chat == bruno || (chat == group && button.label.contains("Join")) ? bruno : alice
                    await fake.enqueue([await fake.press(button.data, by: user, chat: chat, messageID: id)])
                }
            }
            try await bot.waitUntilIdle()
        }
    }
}
