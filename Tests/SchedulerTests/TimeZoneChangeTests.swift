import Foundation
import TestSupport
import Testing
import TrackerCore

/// A new zone moves future reminders, and never fires one twice on a local day.
@Suite struct TimeZoneChangeTests {
    @Test func movingWestMidDayDoesNotRepeatTodaysNudge() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).count == 1)
        bot.clock.set(.iso("2026-11-21T09:00:00Z"))
        try bot.send("/timezone America/New_York")
        // 09:00 in New York is still Saturday there: already nudged for Saturday.
        #expect(try bot.reminders(at: .iso("2026-11-21T14:00:00Z")).isEmpty)
        #expect(try bot.rows().first { $0.kind == .nudge }?.fireAt == .iso("2026-11-22T14:00:00Z"))
        #expect(try bot.reminders(at: .iso("2026-11-22T14:00:00Z")).count == 1)
    }

    @Test func movingEastFiresForTheNextLocalDayAtItsTime() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).count == 1)
        bot.clock.set(.iso("2026-11-21T09:00:00Z"))
        try bot.send("/timezone Asia/Tokyo")
        // 09:00 on Sunday in Tokyo is 00:00 UTC.
        #expect(try bot.rows().first { $0.kind == .nudge }?.fireAt == .iso("2026-11-22T00:00:00Z"))
        #expect(try bot.reminders(at: .iso("2026-11-22T00:00:00Z")).count == 1)
    }

    /// At 04:00 in New York the day's nudge is still to come; moving to Berlin, where it is
    /// 10:00 and 09:00 has passed, sends that day's nudge now rather than dropping it.
    @Test func movingEastPastTheNudgeTimeSendsTheDaysNudgeNow() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T20:00:00Z"))
        try bot.send("/timezone America/New_York")
        try bot.send("/habit add Read")
        bot.clock.set(.iso("2026-11-24T09:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        let nudge = try bot.rows().first { $0.kind == .nudge }
        #expect(nudge?.dueDay == LocalDate(iso: "2026-11-24"))
        #expect(try bot.reminders(at: .iso("2026-11-24T09:00:00Z")).count == 1)
        // And only once that day: the next is Wednesday's, at 09:00 in Berlin.
        #expect(try bot.reminders(at: .iso("2026-11-24T14:00:00Z")).isEmpty)
        #expect(try bot.rows().first { $0.kind == .nudge }?.fireAt == .iso("2026-11-25T08:00:00Z"))
    }

    /// Zone after zone on one day: each nudge is for a later local day than the one before.
    @Test func changingBackAndForthNeverRepeatsALocalDay() async throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T00:00:00Z"))
        try bot.send("/timezone Asia/Kolkata")
        try bot.send("/habit add Read")
        let zones = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"]
        var nudgedDays: [LocalDate] = []
        for step in 0..<(36 * 3) {
            await Task.yield()
            let now = Date.iso("2026-11-21T00:00:00Z").addingTimeInterval(TimeInterval(step * 20 * 60))
            let nudges = try bot.reminders(at: now).filter { $0.text.hasPrefix("☀️") }
            if !nudges.isEmpty {
                #expect(nudges.count == 1)
                nudgedDays += try bot.rows().compactMap { $0.kind == .nudge ? $0.lastFiredOn : nil }
                try bot.send("/check")
            }
            if step % 5 == 0 { try bot.send("/timezone \(zones[step / 5 % zones.count])") }
        }
        #expect(nudgedDays.count >= 2)
        #expect(nudgedDays == nudgedDays.sorted() && Set(nudgedDays).count == nudgedDays.count)
    }
}
