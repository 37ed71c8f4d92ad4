import Foundation
import GRDB
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// The daily summary's outbox row carries the board's picture, drawn from the check-ins as
/// they were when the scheduler queued it.
@Suite struct GroupSummaryPictureTests {
    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "reads the SQLite file"))
    func theSummaryStoresTheBoardOfItsDay() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-23T09:00:00Z"))
        try bot.say("/challenge Read for 3 days", from: "1")
        try bot.say("/join", from: "2")
        try bot.say("/join", from: "3")
        try bot.say("/check", from: "3")
        try bot.say("/check", from: "1")
        let summary = try #require(
            try bot.reminders(at: .iso("2026-11-23T21:00:00Z")).first { $0.chat == bot.group })
        // Bob checks in after the summary was queued: its picture stays as it was.
        bot.clock.set(.iso("2026-11-23T21:30:00Z"))
        try bot.say("/check", from: "2")
        let stored = try #require(
            try bot.database.read { db in
                try OutboxEntry.filter(OutboxEntry.Columns.chatID == bot.group.id).fetchAll(db)
            }.map(\.outgoing).first { $0.text.hasPrefix("📣 Read challenge") })
        #expect(stored.reply?.picture == summary.reply?.picture)
        guard case .board(let board)? = stored.reply?.picture else {
            Issue.record("the summary has no picture")
            return
        }
        #expect(
            stored.text == """
                📣 Read challenge · day 1 of 3
                ✅ Alice · 1 check-in · streak 1 day
                ✅ Carol · 1 check-in · streak 1 day
                ⬜ Bob · 0 check-ins
                Check in with /check, here or in private.
                """)
        #expect(board.rows.map(\.name) == ["Alice", "Carol", "Bob"])
        #expect(board.rows.map(\.count) == [1, 1, 0])
        #expect(
            board.rows.map(\.marks) == [
                [.done, .open, .open], [.done, .open, .open], [.open, .open, .open],
            ])
        #expect(board.today == 0)
    }
}
