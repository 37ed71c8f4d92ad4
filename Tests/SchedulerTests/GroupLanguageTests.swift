import Foundation
import TestSupport
import Testing
import TrackerCore

/// What the scheduler writes to a group is in the group's language, whatever its members
/// speak: the daily summary with its picture, the last call and the celebration that ends a
/// challenge.
@Suite struct GroupLanguageTests {
    /// What the scheduler sent to the group at `instant`.
    private func groupMessages(_ bot: SchedulerHarness, at instant: Date) throws -> [Outgoing] {
        try bot.reminders(at: instant).filter { $0.chat == bot.group }
    }

    @Test func aGermanGroupGetsItsSummaryLastCallAndCelebrationInGerman() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        // Alice reads Russian in private; the group's own language is what it hears.
        try bot.send("/language ru", from: "1")
        try bot.say("/language de", from: "1")
        try bot.say("/challenge Lesen for 2 days", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/join", from: "3")
        try bot.say("/nudgeme on", from: "2")
        try bot.say("/check", from: "1")

        let summary = try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z"))
        #expect(
            summary.map(\.text) == [
                """
                📣 Challenge Lesen · Tag 1 von 2
                ✅ Alice · 1 Check-in · Serie 1 Tag
                ⬜ Bob · 0 Check-ins
                ⬜ Carol · 0 Check-ins
                Check-in mit /check, hier oder privat.
                """
            ])
        let picture = try #require(summary.first?.reply?.picture)
        #expect(picture.language == .german)
        guard case .board(let board) = picture else {
            Issue.record("not a board: \(picture)")
            return
        }
        #expect(board.caption == "Tage 1–2 von 2 · 23. Nov. – 24. Nov.")

        let calls = try groupMessages(bot, at: .iso("2026-11-23T23:00:00Z"))
        #expect(
            calls.map(\.text) == [
                "⏰ Der Tag der Gruppe endet in einer Stunde, und Lesen ist noch offen für Bob. Check-in mit /check, hier oder privat."
            ])
        #expect(calls.first?.reply?.text.spans.contains(.mention("Bob", userID: "2")) == true)

        bot.clock.set(.iso("2026-11-24T09:00:00Z"))
        try bot.say("/check", from: "1")
        try bot.say("/check", from: "2")
        let final = try groupMessages(bot, at: .iso("2026-11-24T21:00:00Z"))
        #expect(
            final.map(\.text) == [
                """
                🏁 Lesen · Tag 2 von 2: geschafft, das war's!
                🏆 Geschafft, jeden einzelnen Tag: Alice 🎉
                Machen allein weiter: Bob (Tag 1 von 2), Carol (Tag 1 von 2)
                Starte die nächste: /challenge <habit> [for <N> days]
                """
            ])
    }

    @Test func aGroupWithoutAChoiceStaysEnglishForARussianMember() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.send("/language ru", from: "1")
        try bot.say("/challenge Read for 3 days", from: "1")
        let summary = try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z"))
        #expect(
            summary.map(\.text) == [
                "📣 Read challenge · day 1 of 3\n⬜ Alice · 0 check-ins\nCheck in with /check, here or in private."
            ])
        #expect(summary.first?.reply?.picture?.language == .english)
    }
}
