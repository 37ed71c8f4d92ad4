import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// The daily nudge: one message for every habit not yet checked in, a ✅ button per habit.
@Suite struct NudgeTests {
    /// Saturday 2026-11-21, 08:00 in Berlin (UTC+1).
    private let morning = Date.iso("2026-11-21T07:00:00Z")

    private func berlinUser(_ bot: SchedulerHarness) throws {
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        try bot.send("/habit add Run")
        try bot.send("/habit add Write")
        try bot.send("/check Run")
    }

    @Test func oneMessageForAllUncheckedHabitsWithAButtonEach() throws {
        let bot = try SchedulerHarness(at: morning)
        try berlinUser(bot)
        #expect(try bot.reminders(at: .iso("2026-11-21T07:59:59Z")).isEmpty)
        let sent = try bot.reminders(at: .iso("2026-11-21T08:00:00Z"))
        try #require(sent.count == 1)
        #expect(sent[0].chat == bot.chat())
        #expect(
            sent[0].text == """
                ☀️ Still to check in today:
                • Read
                • Write
                Check each in with ✅ once it's done.
                """)
        let saturday = try #require(LocalDate(iso: "2026-11-21"))
        #expect(
            sent[0].buttonKinds == [.habit(.checkOn(1, day: saturday)), .habit(.checkOn(3, day: saturday))])
        #expect(sent[0].buttons.map(\.label) == ["✅ Read", "✅ Write"])
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:30Z")).isEmpty)

        // Pressing a button checks the habit in and edits the nudge.
        let pressed = try #require(try bot.press(sent[0].buttons[0], on: "77"))
        #expect(pressed.delivery == .edit(messageID: "77"))
        #expect(pressed.text == "✅ Read: day 1 of 21 done. 20 to go. See you tomorrow!")
    }

    @Test func nothingWhenEverythingIsDoneOrPaused() throws {
        let bot = try SchedulerHarness(at: morning)
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        try bot.send("/check")
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-21T20:00:00Z")).isEmpty, "no warning for a checked habit")
        try bot.send("/pause until tomorrow")
        #expect(try bot.reminders(at: .iso("2026-11-22T08:00:00Z")).isEmpty, "Sunday is paused")
        #expect(try bot.reminders(at: .iso("2026-11-22T20:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-23T00:00:00Z")).isEmpty, "the paused day broke nothing")
        let monday = try bot.reminders(at: .iso("2026-11-23T08:00:00Z"))
        #expect(monday.map(\.text) == ["☀️ Time for Read today. Check it in with ✅ once it's done."])
    }

    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func aChatThatBlockedTheBotGetsNothing() throws {
        let bot = try SchedulerHarness(at: morning)
        try berlinUser(bot)
        let chat = bot.chat()
        try bot.database.write { db in
            try ChatState.setActive(false, chat, at: Date.iso("2026-11-21T07:30:00Z"), in: db)
        }
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).isEmpty)
        // The reminder still moved on to tomorrow.
        let nudge = try #require(try bot.rows().first { $0.kind == .nudge })
        #expect(nudge.fireAt == .iso("2026-11-22T08:00:00Z"))
        #expect(nudge.lastFiredOn == LocalDate(iso: "2026-11-21"))
    }

    @Test func remindersDueTogetherShareOneMessage() throws {
        let bot = try SchedulerHarness(at: morning)
        try berlinUser(bot)
        try bot.send("/routine add Morning on daily at 09:00\nStretch")
        let sent = try bot.reminders(at: .iso("2026-11-21T08:00:00Z"))
        try #require(sent.count == 1)
        #expect(sent[0].text.hasPrefix("🔁 Time for Morning (09:00)\n⬜ 1. Stretch\n0/1 done today\n\n☀️ Still"))
        #expect(sent[0].buttons.map(\.label) == ["⬜ 1. Stretch", "✅ Read", "✅ Write"])
    }

    @Test func settingsMoveTheNudgeAndWakeTheScheduler() throws {
        let bot = try SchedulerHarness(at: morning)
        try berlinUser(bot)
        let before = bot.scheduleChanges
        try bot.send("/remind 10:30")
        #expect(bot.scheduleChanges == before + 1)
        #expect(try bot.rows().first { $0.kind == .nudge }?.fireAt == .iso("2026-11-21T09:30:00Z"))
        try bot.send("/todo add milk")
        #expect(bot.scheduleChanges == before + 1, "a to-do changes no reminder")
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-21T09:30:00Z")).count == 1)
        try bot.send("/remind off")
        #expect(try bot.rows().map(\.kind) == [.warning, .dayEnd])
        try bot.send("/warn off")
        #expect(try bot.rows().map(\.kind) == [.dayEnd])
    }
}
