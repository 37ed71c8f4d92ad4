import Foundation
import GRDB
import HTTPTestSupport
import SQLiteStore
import TelegramTestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import TelegramBot

/// Habits of every kind through the real Telegram loop: weekly targets, amounts, notes and
/// the Undo button.
@Suite(.timeLimit(.minutes(1)))
struct HabitKindsRunTests {
    private let alice: Int64 = 111

    @Test func weeklyTargetsAmountsNotesAndUndoOnTelegram() async throws {
        try await withBot { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/habit add Gym 3 times a week", from: alice),
                FakeTelegram.message("/habit add Water 8 glasses a day", from: alice),
                FakeTelegram.message("/check gym\nlegs & <core>", from: alice),
                FakeTelegram.message("/check water 3", from: alice),
            ])
            try await fake.waitFor(4, "sendMessage")
            let texts = await bot.sentTexts(to: alice)
            #expect(texts[0].hasPrefix("🌱 Habit 1 started: <b>Gym</b>, 3 times a week"))
            #expect(texts[1].hasPrefix("🌱 Habit 2 started: <b>Water</b>, 8 glasses a day"))
            #expect(texts[2].contains("1 of 3 this week") && texts[2].contains("📝 Note saved."))
            #expect(texts[3].hasPrefix("➕ <b>Water</b>: 3/8 glasses today"))
            // The amount's reply carries an Undo button; pressing it takes the 3 glasses back.
            let sends = await fake.calls("sendMessage")
            let markup = try #require(sends[3].parameters["reply_markup"]?.jsonText)
            let undo = try #require(RunLoopTests.callbackData(in: markup).first)
            await fake.enqueue([FakeTelegram.press(undo, by: alice, chat: alice, messageID: 104)])
            try await fake.waitFor { $0.contains { $0.method == "editMessageText" } }
            let edit = try #require(await fake.calls("editMessageText").first)
            #expect(edit.text?.hasPrefix("↩︎ Took back 3 glasses of <b>Water</b>") == true)
            let checkIns = try await bot.read(user: alice) { tx, user in
                try tx.habits.all(of: user.id ?? 0).flatMap {
                    try tx.habits.recentCheckIns(of: $0, limit: 10)
                }
            }
            #expect(checkIns?.map(\.amount) == [1])
            #expect(checkIns?.compactMap(\.note) == ["legs & <core>"])
        }
    }
}
