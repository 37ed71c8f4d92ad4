import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// A group's summary and last call: at the group's local time, once per group day, late
/// within the grace after downtime, and the last day's celebration that ends the challenge.
@Suite struct GroupSummaryTests {
    /// What the scheduler sent to the group at `instant`.
    private func groupMessages(_ bot: SchedulerHarness, at instant: Date) throws -> [Outgoing] {
        try bot.reminders(at: instant).filter { $0.chat == bot.group }
    }

    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func theSummaryComesAtTheGroupsTimeAndEachMemberCountsTheirOwnDay() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T14:00:00Z"))
        try bot.send("/timezone America/New_York", from: "1")
        #expect(
            try bot.say("/group timezone America/New_York").hasPrefix(
                "🌍 The group's time zone is America/New_York"))
        try bot.say("/challenge Read for 3 days", from: "1")
        try bot.say("/join", from: "2")
        #expect(try bot.say("/check", from: "1").hasPrefix("✅ Read: day 1 of 3 done."))

        // 21:00 in New York is 02:00 UTC; Bob's day (UTC) has turned already by then.
        #expect(try groupMessages(bot, at: .iso("2026-11-24T01:59:00Z")).isEmpty)
        let summary = try groupMessages(bot, at: .iso("2026-11-24T02:00:00Z"))
        #expect(
            summary.map(\.text) == [
                "📣 Read challenge · day 1 of 3\n✅ Alice · 1 check-in · streak 1 day\n⬜ Bob · 0 check-ins\nCheck in with /check, here or in private."
            ])
        #expect(try groupMessages(bot, at: .iso("2026-11-24T02:30:00Z")).isEmpty, "once per group day")
        #expect(
            try bot.database.read { db in try GroupSchedule.rows(of: bot.group, in: db) }[.summary]?.fireAt
                == .iso("2026-11-25T02:00:00Z"))
    }

    /// At 22:00 in Berlin, Moscow's day has turned and New York's is still the same: each
    /// member is judged on the group's day the summary names, as the picture shows them.
    @Test func theSummaryJudgesMembersEastAndWestOnTheGroupsDay() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T07:00:00Z"))
        try bot.say("/group timezone Europe/Berlin")
        try bot.send("/timezone Europe/Berlin", from: "1")
        try bot.send("/timezone Europe/Moscow", from: "2")
        try bot.send("/timezone America/New_York", from: "3")
        try bot.say("/challenge Read for 5 days", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/join", from: "3")
        try bot.say("/group time 22:00", from: "1")
        bot.clock.set(.iso("2026-11-23T15:00:00Z"))
        for member in ["1", "2", "3"] { try bot.say("/check", from: member) }
        let first = try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z")).map(\.text)
        #expect(
            first == [
                "📣 Read challenge · day 1 of 5\n✅ Alice · 1 check-in · streak 1 day\n✅ Bob · 1 check-in · streak 1 day\n✅ Carol · 1 check-in · streak 1 day"
            ])
        bot.clock.set(.iso("2026-11-24T15:00:00Z"))
        for member in ["1", "2", "3"] { try bot.say("/check", from: member) }
        let second = try groupMessages(bot, at: .iso("2026-11-24T21:00:00Z")).map(\.text)
        #expect(second.first?.contains("✅ Bob · 2 check-ins · streak 2 days") == true)
    }

    /// A member on a pause is shown paused, as the picture's pause bar shows them, and not
    /// asked to check in.
    @Test func theSummaryShowsAPausedMemberAsPaused() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read for 5 days", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/check", from: "1")
        try bot.say("/check", from: "2")
        bot.clock.set(.iso("2026-11-24T09:00:00Z"))
        try bot.say("/check", from: "1")
        try bot.send("/pause until nov 25", from: "2")
        let summary = try groupMessages(bot, at: .iso("2026-11-24T21:00:00Z")).map(\.text)
        #expect(
            summary == [
                "📣 Read challenge · day 2 of 5\n✅ Alice · 2 check-ins · streak 2 days\n⏸ Bob · 1 check-in · paused today"
            ])
    }

    @Test func afterDowntimeASummaryComesLateWithinTheGraceAndIsSkippedBeyondIt() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read for 5 days", from: "1")
        #expect(
            try groupMessages(bot, at: .iso("2026-11-23T22:59:00Z")).map(\.text).first?.hasPrefix(
                "📣 Read challenge · day 1 of 5") == true)
        #expect(try groupMessages(bot, at: .iso("2026-11-24T23:01:00Z")).isEmpty, "over two hours late")
        #expect(
            try groupMessages(bot, at: .iso("2026-11-25T21:00:00Z")).map(\.text).first?.hasPrefix(
                "📣 Read challenge · day 3 of 5") == true)
    }

    @Test func theLastCallMentionsOnlyMembersWhoAgreedAndHaveNotCheckedIn() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/join", from: "3")
        try bot.say("/nudgeme on", from: "2")
        try bot.say("/nudgeme on", from: "3")
        try bot.say("/check", from: "3")
        #expect(try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z")).count == 1, "the summary")
        let calls = try groupMessages(bot, at: .iso("2026-11-23T23:00:00Z"))
        #expect(
            calls.map(\.text) == [
                "⏰ The group's day ends in an hour, and Read is still open for Bob. Check in with /check, here or in private."
            ])
        #expect(calls.first?.reply?.text.spans.contains(.mention("Bob", userID: "2")) == true)
        // Alice never opted in, so she is not called; once the others check in, nobody is.
        bot.clock.set(.iso("2026-11-24T10:00:00Z"))
        try bot.say("/check", from: "2")
        try bot.say("/check", from: "3")
        #expect(try groupMessages(bot, at: .iso("2026-11-24T21:00:00Z")).count == 1, "the summary")
        #expect(try groupMessages(bot, at: .iso("2026-11-24T23:00:00Z")).isEmpty)
    }

    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func theLastDaysSummaryCelebratesAndEndsTheChallenge() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read for 2 days", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/check", from: "1")
        try bot.say("/check", from: "2")
        #expect(try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z")).count == 1)
        bot.clock.set(.iso("2026-11-24T09:00:00Z"))
        try bot.say("/check", from: "1")
        let final = try groupMessages(bot, at: .iso("2026-11-24T21:00:00Z"))
        #expect(
            final.map(\.text) == [
                """
                🏁 Read · day 2 of 2: that's a wrap!
                🏆 Finished, every single day: Alice 🎉
                ⬜ Bob: check in before the day ends to finish too.
                Start the next one: /challenge <habit> [for <N> days]
                """
            ])
        #expect(try bot.database.read { db in try Challenge.running(in: bot.group, db: db) } == nil)
        #expect(try bot.database.read { db in try GroupSchedule.rows(of: bot.group, in: db) }.isEmpty)
        #expect(try groupMessages(bot, at: .iso("2026-11-25T21:00:00Z")).isEmpty)
    }

    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func aGroupThatRemovedTheBotHearsNothingWhileItsDaysGoOn() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read", from: "1")
        try bot.database.write { db in
            try ChatState.setActive(false, bot.group, at: .iso("2026-11-23T10:00:00Z"), in: db)
        }
        #expect(try groupMessages(bot, at: .iso("2026-11-23T21:00:00Z")).isEmpty)
        #expect(
            try bot.database.read { db in try GroupSchedule.rows(of: bot.group, in: db) }[.summary]?
                .lastFiredOn
                == LocalDate(iso: "2026-11-23"))
    }
}
