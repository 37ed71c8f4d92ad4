import Foundation
import HTTPTestSupport
import SQLiteStore
import TelegramTestSupport
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// The scheduler next to the real Telegram adapter, as `trackerbot run` wires them, against a
/// fake Bot API: a nudge arrives on time, with buttons that check in from the message.
@Suite(.timeLimit(.minutes(1)))
struct TelegramNudgeTests {
    private let alice: Int64 = 111

    @Test func aNudgeArrivesWithButtonsAndAPressEditsIt() async throws {
        let clock = ManualClock(.iso("2026-11-21T08:00:00Z"))
        try await withBot(clock: clock) { bot, fake in
            await fake.enqueue([FakeTelegram.message("/habit add Read", from: alice)])
            try await fake.waitFor { $0.contains { $0.method == "sendMessage" } }
            // The habit's nudge is the first reminder due.
            let next = try await bot.store.read { try $0.reminders.nextFireAt(platform: "telegram") }
            #expect(next == .iso("2026-11-21T09:00:00Z"))

            // 09:00 UTC, the default nudge time in the default zone.
            clock.set(.iso("2026-11-21T09:00:00Z"))
            bot.scheduler?.ring()
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 2 }
            let nudge = try #require(await fake.calls("sendMessage").last)
            #expect(nudge.chatID == alice)
            #expect(nudge.text == "☀️ Time for <b>Read</b> today. Check it in with ✅ once it's done.")
            let markup = try #require(nudge.parameters["reply_markup"]?.jsonText)
            let data = Self.callbackData(in: markup)
            #expect(
                data == [
                    ButtonCodec.encode(.habit(.checkOn(1, day: LocalDate(iso: "2026-11-21")!)), owner: 1)
                ])

            await fake.enqueue([FakeTelegram.press(data[0], by: alice, chat: alice, messageID: 102)])
            try await fake.waitFor { $0.contains { $0.method == "editMessageText" } }
            let edit = try #require(await fake.calls("editMessageText").first)
            #expect(edit.parameters["message_id"]?.int == 102)
            #expect(edit.text == "✅ <b>Read</b>: day 1 of 21 done. 20 to go. See you tomorrow!")
            try await bot.waitUntilIdle()
            #expect(await fake.calls("sendMessage").count == 2, "the nudge came once")
        }
    }

    static func callbackData(in markup: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(markup.utf8)) as? [String: Any],
            let rows = object["inline_keyboard"] as? [[[String: Any]]]
        else { return [] }
        return rows.flatMap { $0 }.compactMap { $0["callback_data"] as? String }
    }
}
