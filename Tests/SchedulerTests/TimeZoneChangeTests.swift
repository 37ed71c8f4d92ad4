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
