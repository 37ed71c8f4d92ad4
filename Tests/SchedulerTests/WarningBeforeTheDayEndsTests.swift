import Foundation
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// A warning comes before the moment it warns about, and no reminder of a day comes once
/// that day is over: in Berlin with a day boundary of 3, over its real DST nights, and after
/// downtime.
@Suite struct WarningBeforeTheDayEndsTests {
    /// Every message the scheduler sends, ticking every 15 minutes from `start` to `end`.
    private func messages(_ bot: SchedulerHarness, from start: Date, to end: Date) async throws -> [(
        at: Date, text: String
    )] {
        var sent: [(at: Date, text: String)] = []
        var now = start
        while now < end {
            await Task.yield()
            now += 15 * 60
            sent += try bot.reminders(at: now).map { (now, $0.text) }
        }
        return sent
    }

    /// A run of Read with check-ins from `firstDay` through `lastChecked` (Berlin, boundary 3),
    /// warned at 02:30, the last hour of each day.
    private func berlinRun(start: Date, checkInsAt: [Date]) throws -> SchedulerHarness {
        let bot = try SchedulerHarness(at: start)
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/daystart 3")
        try bot.send("/remind off")
        try bot.send("/warn 02:30")
        try bot.send("/habit add Read")
        for instant in checkInsAt {
            bot.clock.set(instant)
            try bot.send("/check")
        }
        return bot
    }

    /// On the spring night 02:30 does not exist and the first minute after the gap is 03:00,
    /// the day's end: no warning that night, only the break, alone.
    @Test func theSpringNightHasNoWarningAtTheDaysEnd() async throws {
        // Checked in on Thursday and Friday, not on Saturday 28 March.
        let bot = try berlinRun(
            start: .iso("2026-03-26T09:00:00Z"),
            checkInsAt: [.iso("2026-03-26T09:00:00Z"), .iso("2026-03-27T09:00:00Z")])
        let sent = try await messages(
            bot, from: .iso("2026-03-27T10:00:00Z"), to: .iso("2026-03-29T12:00:00Z"))
        #expect(!sent.contains { $0.text.contains("breaks at") })
        #expect(sent.map(\.at) == [.iso("2026-03-29T01:00:00Z")])
        #expect(sent.first?.text.hasPrefix("💔 Your 2-day run on Read broke") == true)
    }

    /// On an ordinary night, and on the autumn night when 02:30 comes twice, the warning comes
    /// at 02:30, before the day ends at 03:00, and the break after it.
    @Test func otherNightsWarnBeforeTheDayEnds() async throws {
        for (checkIns, from, warnedAt, brokeAt) in [
            (
                ["2026-03-20T09:00:00Z", "2026-03-21T09:00:00Z"], "2026-03-21T10:00:00Z",
                "2026-03-23T01:30:00Z",
                "2026-03-23T02:00:00Z"
            ),
            (
                ["2026-10-22T09:00:00Z", "2026-10-23T09:00:00Z"], "2026-10-23T10:00:00Z",
                "2026-10-25T00:30:00Z",
                "2026-10-25T02:00:00Z"
            ),
        ] {
            let bot = try berlinRun(start: .iso(checkIns[0]), checkInsAt: checkIns.map { .iso($0) })
            let sent = try await messages(bot, from: .iso(from), to: Date.iso(brokeAt) + 3600)
            #expect(sent.map(\.at) == [.iso(warnedAt), .iso(brokeAt)], "\(from)")
            #expect(sent.first?.text == "⚠️ Your 2-day run on Read breaks at 03:00 unless you check in.")
            #expect(sent.last?.text.hasPrefix("💔 Your 2-day run on Read broke") == true)
        }
    }

    /// After downtime over the day's end, the warning that is still within the grace is not
    /// sent late: its day is over and its ✅ would act on the next one.
    @Test func aWarningIsNotSentLateOnceItsDayIsOver() throws {
        let bot = try berlinRun(
            start: .iso("2026-11-21T09:00:00Z"),
            checkInsAt: [.iso("2026-11-21T09:00:00Z"), .iso("2026-11-22T09:00:00Z")])
        #expect(try bot.reminders(at: .iso("2026-11-22T12:00:00Z")).isEmpty)
        // Down from before the 02:30 warning (01:30 UTC) until after the day ended at 03:00.
        let late = try bot.reminders(at: .iso("2026-11-24T02:10:00Z")).map(\.text)
        #expect(late.count == 1)
        #expect(late.first?.hasPrefix("💔 Your 2-day run on Read broke") == true)
        #expect(!late.contains { $0.contains("breaks at") })
    }

    /// The warning's ✅ checks in on the day it warned about, and once that day is over it
    /// checks in nothing, offering today's check-in instead.
    @Test func aWarningsButtonNeverActsOnAClosedDay() throws {
        let bot = try berlinRun(
            start: .iso("2026-11-21T09:00:00Z"),
            checkInsAt: [.iso("2026-11-21T09:00:00Z"), .iso("2026-11-22T09:00:00Z")])
        let warning = try #require(try bot.reminders(at: .iso("2026-11-24T01:30:00Z")).first)
        #expect(warning.text.hasPrefix("⚠️ Your 2-day run on Read breaks at 03:00"))
        let button = try #require(warning.buttons.first)
        // Pressed at 03:10, in Tuesday: Monday is over.
        bot.clock.set(.iso("2026-11-24T02:10:00Z"))
        let late = try #require(try bot.press(button, on: "9"))
        #expect(
            late.reply?.text.plain
                == "⌛ That button was for Read yesterday, and that day is over: nothing was checked in. "
                + "Check in for today instead?")
        #expect(late.buttonKinds == [.habit(.check(1))])
        #expect(try bot.send("/habit 1").contains("Run broke"))

        // On time, the same kind of button checks in.
        let next = try berlinRun(
            start: .iso("2026-11-21T09:00:00Z"),
            checkInsAt: [.iso("2026-11-21T09:00:00Z"), .iso("2026-11-22T09:00:00Z")])
        let onTime = try #require(try next.reminders(at: .iso("2026-11-24T01:30:00Z")).first?.buttons.first)
        #expect(
            try next.press(onTime, on: "9")?.reply?.text.plain.hasPrefix("✅ Read: day 3 of 21 done.") == true)
    }

    /// A button naming a day no calendar has is not a button.
    @Test func aForgedDayIsRefused() {
        #expect(ButtonCodec.decode("1|h.C:4:9223372036854775807") == nil)
        #expect(ButtonCodec.decode("1|h.C:4:-9223372036854775808") == nil)
    }
}
