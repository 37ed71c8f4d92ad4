import Foundation
import TestSupport
import Testing
import TrackerCore

/// The evening warning before a run breaks, and the message once it broke, with a day
/// boundary of 3 in Berlin (UTC+1 in November).
@Suite struct WarningAndBreakTests {
    /// Read, started and checked in on Saturday 21 November in Berlin, with no nudge or
    /// warning: the run breaks on Sunday, and Monday begins by saying so.
    private func readOnSaturdayOnly() throws -> SchedulerHarness {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/remind off")
        try bot.send("/warn off")
        try bot.send("/habit add Read")
        try bot.send("/check")
        return bot
    }

    @Test func warnsBeforeTheBoundaryThenReportsTheBreakOnce() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/daystart 3")
        try bot.send("/remind off")
        try bot.send("/habit add Read")
        try bot.send("/check")
        bot.clock.set(.iso("2026-11-22T10:00:00Z"))
        try bot.send("/check")

        let warning = try bot.reminders(at: .iso("2026-11-23T20:00:00Z"))
        try #require(warning.count == 1)
        #expect(warning[0].text == "⚠️ Your 2-day run on Read breaks at 03:00 unless you check in.")
        #expect(warning[0].buttonKinds == [.habit(.checkOn(1, day: LocalDate(iso: "2026-11-23")!))])

        // 02:30 on Tuesday still belongs to Monday: nothing yet.
        #expect(try bot.reminders(at: .iso("2026-11-24T01:30:00Z")).isEmpty)
        let broken = try bot.reminders(at: .iso("2026-11-24T02:00:00Z"))
        try #require(broken.count == 1)
        #expect(
            broken[0].text == """
                💔 Your 2-day run on Read broke: no check-in yesterday.
                Reset to start again from day 1: a fresh start counts too.
                """)
        #expect(broken[0].buttonKinds == [.habit(.reset(1))])
        // Said once: not again the next day, nor in the warning.
        #expect(try bot.reminders(at: .iso("2026-11-24T20:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-25T02:00:00Z")).isEmpty)
    }

    /// A run's first day may be skipped, so a habit added today is not warned about.
    @Test func aNewRunIsNotAtRiskOnItsFirstDay() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        #expect(try bot.reminders(at: .iso("2026-11-21T20:00:00Z")).isEmpty)
        let sunday = try bot.reminders(at: .iso("2026-11-22T20:00:00Z"))
        #expect(sunday.map(\.text) == ["⚠️ Your run on Read breaks at midnight unless you check in."])
    }

    /// A run that broke the day before a pause is told of on the pause's first day: the pause
    /// mutes what it asks for, not the news of what happened before it.
    @Test func aBreakTheDayBeforeAPauseIsStillReported() throws {
        let bot = try readOnSaturdayOnly()
        bot.clock.set(.iso("2026-11-22T10:00:00Z"))
        try bot.send("/pause from 2026-11-23 until 2026-11-25")
        let broken = try bot.reminders(at: .iso("2026-11-22T23:00:00Z"))
        #expect(
            broken.map(\.text) == [
                "💔 Your 1-day run on Read broke: no check-in yesterday.\nReset to start again from day 1: a fresh start counts too."
            ])
        #expect(try bot.reminders(at: .iso("2026-11-23T23:00:00Z")).isEmpty, "nothing else during the pause")
    }

    /// A break that was told stays true: moving the day boundary back over the night it was
    /// told does not make the missed day today again, and the break is told once.
    @Test func aToldBreakIsNotReopenedByALaterDayBoundary() throws {
        let bot = try readOnSaturdayOnly()
        // Nothing on Sunday; Monday begins at 00:00 in Berlin.
        let broken = try bot.reminders(at: .iso("2026-11-22T23:00:00Z"))
        #expect(broken.map { $0.reply?.text.plain.hasPrefix("💔 Your 1-day run on Read broke") } == [true])
        bot.clock.set(.iso("2026-11-22T23:00:15Z"))
        try bot.send("/daystart 3")
        #expect(try bot.send("/check").hasPrefix("Your run of Read broke yesterday"))
        #expect(try bot.send("/habit 1").contains("Run broke yesterday"), "the card says so too")
        #expect(try bot.reminders(at: .iso("2026-11-23T02:30:00Z")).isEmpty, "told once")
    }
}
