import Foundation
import TestSupport
import Testing
import TrackerCore

/// Reminders for habits beyond the strict daily program, in UTC from Monday 2026-11-23:
/// nudges only on due days (and for a weekly target only while its week is open), the
/// warning only when today's miss would break the run, and the break reported once.
@Suite struct HabitKindsReminderTests {
    @Test func chosenDaysAreNudgedOnlyOnTheirDays() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.send("/warn off")
        try bot.send("/habit add Piano on mon,wed,fri")
        let monday = try bot.reminders(at: .iso("2026-11-23T09:00:00Z"))
        #expect(monday.map(\.text) == ["☀️ Time for Piano today. Check it in with ✅ once it's done."])
        try bot.send("/check piano")
        #expect(try bot.reminders(at: .iso("2026-11-24T09:00:00Z")).isEmpty)
        #expect(try bot.reminders(at: .iso("2026-11-25T09:00:00Z")).map(\.text) == monday.map(\.text))
    }

    /// Reminders judge a week by the week start it began with: after `/weekstart sun`, Gym's
    /// run (2 of 2 in each Monday week) is not broken for them either, and the next week's
    /// nudge comes.
    @Test func aNewWeekStartDoesNotBreakARunForReminders() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.send("/warn off")
        try bot.send("/habit add Gym 2 times a week")
        for day in ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"] {
            bot.clock.set(.iso("\(day)T10:00:00Z"))
            try bot.send("/check gym")
        }
        bot.clock.set(.iso("2026-12-05T10:00:00Z"))
        try bot.send("/weekstart sun")
        #expect(try bot.reminders(at: .iso("2026-12-06T10:00:00Z")).isEmpty)
        // Monday 7 to Saturday 12 is a short week, before the first Sunday one.
        #expect(
            try bot.reminders(at: .iso("2026-12-07T09:00:00Z")).map(\.text) == [
                "☀️ Time for Gym (0 of 2 this week, 2 more in 6 days) today. Check it in with ✅ once it's done."
            ])
    }

    @Test func aWeeklyTargetIsNudgedWhileItsWeekIsOpen() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.send("/warn off")
        try bot.send("/habit add Gym 2 times a week")
        try bot.send("/habit add Water 8 glasses a day")
        try bot.send("/check water 5")
        #expect(
            try bot.reminders(at: .iso("2026-11-23T09:00:00Z")).map(\.text) == [
                """
                ☀️ Still to check in today:
                • Gym (0 of 2 this week, 2 more in 7 days)
                • Water (5/8 glasses)
                Check each in with ✅ once it's done.
                """
            ])
        try bot.send("/check gym")
        bot.clock.set(.iso("2026-11-24T08:00:00Z"))
        try bot.send("/check gym")
        try bot.send("/check water 8")
        // Two days of two: nothing is asked of Gym until next week.
        #expect(
            try bot.reminders(at: .iso("2026-11-25T09:00:00Z")).map(\.text) == [
                "☀️ Time for Water (0/8 glasses) today. Check it in with ✅ once it's done."
            ])
    }

    @Test func aWeeklyTargetIsWarnedOnTheDayItsWeekWouldBeLost() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.send("/remind off")
        try bot.send("/habit add Gym 3 times a week")
        // Tuesday to Thursday, three days could still make it.
        for day in ["23", "24", "25", "26"] {
            #expect(try bot.reminders(at: .iso("2026-11-\(day)T21:00:00Z")).isEmpty, "\(day)")
        }
        // On Friday evening only Saturday and Sunday would be left.
        #expect(
            try bot.reminders(at: .iso("2026-11-27T21:00:00Z")).map(\.text) == [
                "⚠️ Your run on Gym breaks at midnight unless you check in: this week needs 3 more, and today is the last chance."
            ])
        let broken = try bot.reminders(at: .iso("2026-11-28T00:00:00Z"))
        #expect(
            broken.map(\.text) == [
                """
                💔 Your run on Gym broke: the week could no longer reach 3.
                Reset to start again from week 1: a fresh start counts too.
                """
            ])
        #expect(broken.first?.buttonKinds == [.habit(.reset(1))])
        #expect(try bot.reminders(at: .iso("2026-11-28T21:00:00Z")).isEmpty)
    }

    @Test func anAmountIsWarnedWithHowFarTheDayGot() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.send("/remind off")
        try bot.send("/habit add Water 8 glasses a day")
        try bot.send("/check water 8")
        bot.clock.set(.iso("2026-11-24T08:00:00Z"))
        try bot.send("/check water 5")
        #expect(
            try bot.reminders(at: .iso("2026-11-24T21:00:00Z")).map(\.text) == [
                "⚠️ Your 1-day run on Water breaks at midnight unless you reach 8 glasses today (5 so far)."
            ])
        #expect(
            try bot.reminders(at: .iso("2026-11-25T00:00:00Z")).map(\.text) == [
                """
                💔 Your 1-day run on Water broke: yesterday fell short of 8 glasses.
                Reset to start again from day 1: a fresh start counts too.
                """
            ])
    }
}
