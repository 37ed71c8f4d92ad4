import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// Downtime and crashes: a reminder is sent late within the grace, skipped beyond it, and
/// never twice.
@Suite struct CatchUpTests {
    private func user(_ bot: SchedulerHarness) throws {
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
    }

    @Test func downtimeWithinTheGraceSendsOnceLate() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try user(bot)
        // Down from 08:30 to 10:59 Berlin time; the 09:00 nudge is 1 h 59 min late.
        let late = try bot.reminders(at: .iso("2026-11-21T09:59:00Z"))
        #expect(late.map(\.text) == ["☀️ Time for Read today. Check it in with ✅ once it's done."])
        #expect(try bot.reminders(at: .iso("2026-11-21T10:00:00Z")).isEmpty)
    }

    @Test func downtimeBeyondTheGraceSkipsToTheNextDay() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try user(bot)
        #expect(try bot.reminders(at: .iso("2026-11-21T10:01:00Z")).isEmpty)
        #expect(try bot.rows().first { $0.kind == .nudge }?.fireAt == .iso("2026-11-22T08:00:00Z"))
        #expect(try bot.reminders(at: .iso("2026-11-22T08:00:00Z")).count == 1)
    }

    /// Three days down: one message for today's nudge, nothing for the days missed.
    @Test func daysOfDowntimeEndInOneMessage() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/warn off")
        try bot.send("/goal add Marathon by 2026-11-25")
        let sent = try bot.reminders(at: .iso("2026-11-24T09:00:00Z"))
        #expect(sent.map(\.text) == ["🎯 Marathon is due tomorrow (Wed 25 Nov)."])
    }

    /// A crash after the reminder was queued but before it was sent: the outbox entry
    /// survives the restart, and the restarted scheduler does not queue it again.
    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func aCrashBetweenQueueingAndSendingRepeatsNothing() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try user(bot)
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).count == 1)
        try bot.restart()
        bot.clock.set(.iso("2026-11-21T08:00:05Z"))
        #expect(try bot.scheduler.fireDue() == 0)
        let pending = try bot.database.read { db in
            try OutboxEntry.pending(platform: SchedulerHarness.platform, in: db)
        }
        let nudges = pending.filter { $0.outgoing.text.hasPrefix("☀️") }
        #expect(nudges.map(\.outgoing.text) == ["☀️ Time for Read today. Check it in with ✅ once it's done."])
    }

    /// Users from before the schedule existed get their reminders when the scheduler starts.
    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func existingUsersAreScheduledOnStart() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try user(bot)
        try bot.database.write { db in try db.execute(sql: "DELETE FROM reminder") }
        try bot.scheduler.backfill()
        #expect(try bot.rows().map(\.kind) == [.nudge, .warning, .dayEnd])
        #expect(try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).count == 1)
    }
}
