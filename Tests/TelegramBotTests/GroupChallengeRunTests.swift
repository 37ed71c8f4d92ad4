import Foundation
import GRDB
import HTTPTestSupport
import SQLiteStore
import TelegramTestSupport
import TestSupport
import TestWaiting
import Testing
import TrackerCore
import TrackerStore

@testable import TelegramBot

/// A group challenge through the real run loop, the scheduler and a fake Bot API, with days
/// passing on a manual clock.
@Suite(.timeLimit(.minutes(1)))
struct GroupChallengeRunTests {
    private let alice: Int64 = 111
    private let bob: Int64 = 222
    private let carol: Int64 = 333
    private let basicGroup: Int64 = -555
    private let supergroup: Int64 = -100_555

    /// Three friends through a 3-day challenge: Carol misses day 2 and restarts, the group
    /// becomes a supergroup on day 2, and day 3 ends with the celebration.
    @Test func threeFriendsThroughAThreeDayChallenge() async throws {
        let clock = ManualClock(.iso("2026-11-23T08:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            await fake.setMemberStatus("administrator", for: alice)
            let inGroup = { (text: String, user: Int64, name: String) in
                FakeTelegram.message(text, from: user, name: name, chat: self.basicGroup, chatType: "group")
            }

            // Added to the group: one welcome. Alice starts the challenge and is in.
            await fake.enqueue([
                FakeTelegram.botMembership(
                    chat: basicGroup, chatType: "group", from: alice, old: "left", new: "member")
            ])
            let welcome = try await nextText(to: basicGroup, after: 0, fake)
            #expect(welcome.hasPrefix("👋 Hi everyone! I help friends keep each other on track."))
            await fake.enqueue([inGroup("/challenge Read for 3 days", alice, "Alice")])
            let announcement = try await nextText(to: basicGroup, after: 1, fake)
            #expect(
                announcement.hasPrefix(
                    "📣 Alice started a challenge: <b>Read</b> for 3 days, until Wed 25 Nov."))
            let join = try #require(await buttons(ofSend: 1, fake).first)
            #expect(join.hasPrefix("*|"))

            // Bob presses Join; Carol types /join, and her reply's ✅ is for anyone in it.
            await fake.enqueue([
                FakeTelegram.press(join, by: bob, name: "Bob", chat: basicGroup, messageID: 102)
            ])
            try await fake.waitFor { $0.contains { $0.method == "editMessageText" } }
            let joined = try #require(await fake.calls("editMessageText").last)
            #expect(joined.text?.hasSuffix("Members: <b>Alice</b>, <b>Bob</b>") == true)
            #expect(
                await fake.calls("answerCallbackQuery").last?.parameters["text"]?.string
                    == "You're in! Check in once a day with /check.")
            await fake.enqueue([inGroup("/join", carol, "Carol")])
            #expect(
                try await nextText(to: basicGroup, after: 2, fake)
                    == "🙋 Carol joined the <b>Read</b> challenge: day 1 of 3 is today. Check in once a day with /check, here or in private."
            )
            let carolsCheckIn = try #require(await buttons(ofSend: 2, fake).first)
            // Her typed join shows the announcement's members anew, as Bob's press did.
            try await fake.waitFor { $0.filter { $0.method == "editMessageText" }.count == 2 }
            let rewritten = try #require(await fake.calls("editMessageText").last)
            #expect(rewritten.text?.hasSuffix("Members: <b>Alice</b>, <b>Bob</b>, <b>Carol</b>") == true)
            #expect(rewritten.parameters["message_id"] == joined.parameters["message_id"])

            // Settings: Carol is no admin (asked once, then cached); Alice is.
            await fake.enqueue([
                inGroup("/group time 08:00", carol, "Carol"), inGroup("/group time 07:00", carol, "Carol"),
                inGroup("/group timezone Europe/Berlin", alice, "Alice"),
                inGroup("/nudgeme on", alice, "Alice"),
                inGroup("/nudgeme on", carol, "Carol"),
            ])
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 8 }
            let settings = await sentTexts(to: basicGroup, fake).suffix(5)
            #expect(
                Array(settings.prefix(3)) == [
                    "🔒 Only the group's admins can change its settings.",
                    "🔒 Only the group's admins can change its settings.",
                    "🌍 The group's time zone is <b>Europe/Berlin</b>; it is 09:00 there now. The summary comes at 21:00 there.",
                ])
            let lookups = await fake.calls("getChatMember").map { $0.parameters["user_id"]?.int }
            #expect(lookups == [carol, alice])

            // Day 1: a check-in in the group, one in private, one from the ✅ under Carol's
            // join, answered under it by name while her message stays.
            await fake.enqueue([
                inGroup("/check", alice, "Alice"), FakeTelegram.message("/check", from: bob, name: "Bob"),
                FakeTelegram.press(carolsCheckIn, by: carol, name: "Carol", chat: basicGroup, messageID: 103),
            ])
            try await fake.waitFor { calls in
                calls.filter { $0.method == "sendMessage" }.count >= 11
                    && calls.filter { $0.method == "answerCallbackQuery" }.count >= 2
            }
            let dayOne = "✅ <b>Read</b>: day 1 of 3 done. 2 to go. See you tomorrow!"
            #expect(
                Array(await sentTexts(to: basicGroup, fake).suffix(2)) == [dayOne, "<b>Carol</b>: \(dayOne)"])
            #expect(await sentTexts(to: bob, fake) == [dayOne])
            #expect(await fake.calls("editMessageText").count == 2, "only the joins edited the announcement")

            // 21:00 in Berlin: everyone is in.
            let sentBefore = await sentTexts(to: basicGroup, fake).count
            try await pass(to: "2026-11-23T20:00:00Z", clock, bot)
            #expect(
                try await nextText(to: basicGroup, after: sentBefore, fake)
                    == "📣 <b>Read</b> challenge · day 1 of 3\n✅ <b>Alice</b> · 1 check-in · streak 1 day\n✅ <b>Bob</b> · 1 check-in · streak 1 day\n✅ <b>Carol</b> · 1 check-in · streak 1 day"
            )

            // Day 2: the group becomes a supergroup, and everything follows. Carol misses the day.
            clock.set(.iso("2026-11-24T08:00:00Z"))
            let inSupergroup = { (text: String, user: Int64, name: String) in
                FakeTelegram.message(
                    text, from: user, name: name, chat: self.supergroup, chatType: "supergroup")
            }
            await fake.enqueue([
                FakeTelegram.migration(from: basicGroup, to: supergroup, by: alice),
                inSupergroup("/check", alice, "Alice"),
                FakeTelegram.message("/check", from: bob, name: "Bob"),
                inSupergroup("/board", bob, "Bob"),
            ])
            let board = try await nextText(to: supergroup, after: 1, fake)
            #expect(
                await sentTexts(to: supergroup, fake).first
                    == "✅ <b>Read</b>: day 2 of 3 done. Streak: 2 days. One day to go!")
            #expect(
                board
                    == "🏆 <b>Read</b> · day 2 of 3\n1. <b>Alice</b> · streak 2 · 2 check-ins ✅\n2. <b>Bob</b> · streak 2 · 2 check-ins ✅\n3. <b>Carol</b> · streak 1 · 1 check-in ⬜"
            )
            try await pass(to: "2026-11-24T20:00:00Z", clock, bot)
            #expect(
                try await nextText(to: supergroup, after: 2, fake)
                    == "📣 <b>Read</b> challenge · day 2 of 3\n✅ <b>Alice</b> · 2 check-ins · streak 2 days\n✅ <b>Bob</b> · 2 check-ins · streak 2 days\n⬜ <b>Carol</b> · 1 check-in\nCheck in with /check, here or in private."
            )
            try await pass(to: "2026-11-24T22:00:00Z", clock, bot)
            #expect(
                try await nextText(to: supergroup, after: 3, fake)
                    == #"⏰ The group's day ends in an hour, and <b>Read</b> is still open for <a href="tg://user?id=333">Carol</a>. Check in with /check, here or in private."#
            )
            #expect(
                await sentTexts(to: basicGroup, fake).count == sentBefore + 1, "nothing more to the old id")

            // Day 3: Carol's run broke; she joins again to restart. Alice and Bob finish.
            clock.set(.iso("2026-11-25T08:00:00Z"))
            await fake.enqueue([
                inSupergroup("/check", carol, "Carol"), inSupergroup("/join", carol, "Carol"),
                inSupergroup("/check", carol, "Carol"), inSupergroup("/check", alice, "Alice"),
                FakeTelegram.message("/check", from: bob, name: "Bob"),
            ])
            _ = try await nextText(to: supergroup, after: 7, fake)
            let dayThree = await sentTexts(to: supergroup, fake).suffix(4)
            #expect(
                Array(dayThree) == [
                    "Your run of <b>Read</b> broke yesterday: no check-in that day. Nothing counts until you reset it.",
                    "↺ Carol starts <b>Read</b> over: day 1 of 3 is today.",
                    "✅ <b>Read</b>: day 1 of 3 done. 2 to go. See you tomorrow!",
                    "🎉 <b>Alice</b> finished <b>Read</b>: all 3 days done! You kept your word to yourself every single day.",
                ])
            // Resetting a broken run and starting a finished one again are for the private
            // chat: those replies carry no buttons in the group (Carol's restart has the ✅
            // anyone in the challenge may press, as her join had).
            let dayThreeMarkups = await fake.calls("sendMessage").filter { $0.chatID == supergroup }.suffix(4)
                .map { $0.parameters["reply_markup"]?.jsonText == nil }
            #expect(dayThreeMarkups == [true, false, true, true])
            try await pass(to: "2026-11-25T20:00:00Z", clock, bot)
            #expect(
                try await nextText(to: supergroup, after: 8, fake) == """
                    🏁 <b>Read</b> · day 3 of 3: that's a wrap!
                    🏆 Finished, every single day: <b>Alice</b>, <b>Bob</b> 🎉
                    Still going on their own: <b>Carol</b> (day 1 of 3)
                    Start the next one: /challenge &lt;habit&gt; [for &lt;N&gt; days]
                    """)
            let chat = ChatAddress(platform: "telegram", id: String(supergroup))
            let (messages, running) = try await bot.store.read { tx in
                (
                    try tx.reminders.dueGroupMessages(chat, now: .distantFuture),
                    try tx.groups.running(in: chat)
                )
            }
            #expect(messages.isEmpty && running == nil)
        }
    }

    /// Removed, the group hears nothing while its days pass; added back, it gets a welcome
    /// that picks the challenge up, and the summaries again.
    @Test func removedAndAddedBack() async throws {
        let clock = ManualClock(.iso("2026-11-23T08:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            await fake.enqueue([
                FakeTelegram.botMembership(chat: supergroup, from: alice, old: "left", new: "member"),
                FakeTelegram.message(
                    "/challenge Run for 5 days", from: alice, chat: supergroup, chatType: "supergroup"),
                FakeTelegram.botMembership(chat: supergroup, from: alice, old: "member", new: "left"),
            ])
            _ = try await nextText(to: supergroup, after: 1, fake)
            try await waitUntil {
                try bot.store.read { tx in
                    try tx.chats.isActive(ChatAddress(platform: "telegram", id: "-100555"))
                } == false
            }

            clock.set(.iso("2026-11-23T21:00:00Z"))
            bot.scheduler?.ring()
            try await waitUntil {
                try bot.store.read { tx in
                    try tx.reminders.dueGroupMessages(
                        ChatAddress(platform: "telegram", id: "-100555"), now: .distantFuture
                    ).contains { $0.timing.lastFiredOn == LocalDate(iso: "2026-11-23") }
                }
            }
            try await bot.waitUntilIdle()
            #expect(await sentTexts(to: supergroup, fake).count == 2, "nothing while removed")

            // Back on day 2, as an admin; a later demotion is no new arrival.
            clock.set(.iso("2026-11-24T08:00:00Z"))
            await fake.enqueue([
                FakeTelegram.botMembership(
                    chat: supergroup, from: alice, old: "kicked", new: "administrator"),
                FakeTelegram.botMembership(
                    chat: supergroup, from: alice, old: "administrator", new: "member"),
            ])
            #expect(
                try await nextText(to: supergroup, after: 2, fake)
                    == "👋 I'm back! The <b>Run</b> challenge goes on: day 2 of 5. /challenge shows where everyone stands."
            )
            try await pass(to: "2026-11-24T21:00:00Z", clock, bot)
            #expect(
                try await nextText(to: supergroup, after: 3, fake)
                    == "📣 <b>Run</b> challenge · day 2 of 5\n⬜ <b>Alice</b> · 0 check-ins\nCheck in with /check, here or in private."
            )
            try await bot.waitUntilIdle()
            #expect(await sentTexts(to: supergroup, fake).count == 4)
        }
    }

    // MARK: Helpers

    /// Moves the clock and has the scheduler look at once.
    private func pass(to instant: String, _ clock: ManualClock, _ bot: BotHarness) async throws {
        clock.set(.iso(instant))
        bot.scheduler?.ring()
    }

    /// Texts sent to `chat`, in order.
    private func sentTexts(to chat: Int64, _ fake: FakeTelegram) async -> [String] {
        await fake.calls("sendMessage").filter { $0.chatID == chat }.compactMap(\.text)
    }

    /// Waits for the text sent to `chat` after the first `count` ones, and returns it.
    private func nextText(to chat: Int64, after count: Int, _ fake: FakeTelegram) async throws -> String {
        try await fake.waitFor { calls in
            calls.filter { $0.method == "sendMessage" && $0.chatID == chat }.count > count
        }
        return await sentTexts(to: chat, fake)[count]
    }

    /// The callback data of the buttons under the `index`th message sent (to any chat).
    private func buttons(ofSend index: Int, _ fake: FakeTelegram) async -> [String] {
        let sends = await fake.calls("sendMessage")
        guard sends.indices.contains(index), let markup = sends[index].parameters["reply_markup"]?.jsonText
        else {
            return []
        }
        return RunLoopTests.callbackData(in: markup)
    }

    private struct TimedOut: Error {}

    private func waitUntil(_ condition: () async throws -> Bool) async throws {
        var patience = Patience(.seconds(10))
        while try await !condition() {
            guard !patience.isExhausted else { throw TimedOut() }
            try await patience.pause(for: .milliseconds(10))
        }
    }
}
