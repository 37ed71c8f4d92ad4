import Foundation
import HTTPTestSupport
import TelegramTestSupport
import TestSupport
import Testing

/// A reminder that lists several habits stays usable on Telegram: each ✅ marks its habit done
/// in the reminder and takes its button off, and the others stay pressable.
@Suite(.timeLimit(.minutes(2)))
struct ReminderPressRunTests {
    private let alice: Int64 = 111

    @Test func pressingOneHabitOfANudgeKeepsTheOthers() async throws {
        let clock = ManualClock(.iso("2027-01-04T08:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            for text in ["/habit add Read", "/habit add Water", "/habit add Yoga"] {
                await fake.enqueue([FakeTelegram.message(text, from: alice)])
            }
            try await bot.waitUntilIdle()
            clock.set(.iso("2027-01-04T09:00:00Z"))
            bot.scheduler?.ring()
            try await fake.waitFor { $0.contains { $0.text?.contains("Still to check in") == true } }
            try await bot.waitUntilIdle()
            let nudge = try #require(
                await fake.calls("sendMessage").last { $0.text?.contains("Still to check in") == true })
            let id = try #require(nudge.sentMessageID)
            #expect(nudge.buttons.map(\.label) == ["✅ Read", "✅ Water", "✅ Yoga"])
            // Two presses in quick succession: the second builds on the first, not yet sent.
            let read = try #require(nudge.buttons.first { $0.label == "✅ Read" })
            let water = try #require(nudge.buttons.first { $0.label == "✅ Water" })
            await fake.enqueue([
                await fake.press(read.data, by: alice, chat: alice, messageID: id),
                await fake.press(water.data, by: alice, chat: alice, messageID: id),
            ])
            try await bot.waitUntilIdle()
            let edit = try #require(await fake.calls("editMessageText").last { $0.messageID == id })
            #expect(edit.buttons.map(\.label) == ["✅ Yoga"])
            let text = try #require(edit.text)
            #expect(
                text.contains("• ✅ <s>Read</s>") && text.contains("• ✅ <s>Water</s>")
                    && text.contains("• <b>Yoga</b>"))
            #expect(text.hasSuffix("✅ <b>Water</b>: day 1 of 21 done. 20 to go. See you tomorrow!"))
            #expect(!text.contains("<b>Read</b>: day 1"), "only the latest answer is shown")
            #expect(await fake.calls("sendMessage").last?.sentMessageID == id, "no message was added")
            #expect(
                try await bot.read(user: alice) { tx, user in try tx.habits.all(of: user.id!).count } == 3)
            #expect(await fake.rejectedCalls().isEmpty)
        }
    }
}
