import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// `/board` carries the group board's picture: its rows are the text's members in the text's
/// order, marked from their check-ins, with the counts the text says.
struct GroupBoardPictureTests {
    private let group = ChatAddress(platform: "telegram", id: "-100")

    @Test func theBoardDrawsEachMembersDaysInTheLeaderboardsOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let dispatcher = Dispatcher(database: database, clock: clock)
        var key = 0
        @discardableResult
        func say(_ text: String, as name: String) throws -> Reply? {
            key += 1
            try dispatcher.apply([
                Incoming(
                    key: "k\(key)", chat: group, isGroup: true, sender: Sender(id: name, displayName: name),
                    kind: .text(text))
            ])
            return try database.read { db in
                try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing.reply
            }
        }
        try say("/challenge Read for 5 days", as: "Alice")
        try say("/join", as: "Bob")
        try say("/check", as: "Alice")
        try say("/check", as: "Bob")
        clock.advance(by: 86_400)
        try say("/check", as: "Alice")
        try say("/join", as: "Carol")
        clock.advance(by: 86_400)
        try say("/check", as: "Alice")
        let reply = try #require(try say("/board", as: "Bob"))
        guard case .board(let board)? = reply.picture else {
            Issue.record("the board has no picture")
            return
        }
        #expect(
            reply.text.plain == """
                🏆 Read · day 3 of 5
                1. Alice · streak 3 · 3 check-ins ✅
                2. Bob · run broke · 1 check-in 💔
                3. Carol · streak 0 · 0 check-ins ⬜
                """)
        #expect(board.title == "Read")
        #expect(board.rows.map(\.name) == ["Alice", "Bob", "Carol"])
        #expect(board.rows.map(\.count) == [3, 1, 0])
        #expect(
            board.rows.map(\.marks) == [
                [.done, .done, .done, .open, .open],
                [.done, .missed, .open, .open, .open],
                [.none, .rest, .open, .open, .open],
            ])
        #expect((board.firstDay, board.today, board.more) == (1, 2, 0))
        #expect(board.caption == "Days 1–5 of 5 · 23 Nov – 27 Nov")

        // Ended, the board stays as it was on its last day.
        try say("/challenge end", as: "Alice")
        clock.advance(by: 86_400)
        try say("/check", as: "Bob")
        let final = try #require(try say("/board", as: "Bob"))
        guard case .board(let ended)? = final.picture else {
            Issue.record("the final board has no picture")
            return
        }
        #expect(ended.rows.map(\.count) == [3, 1, 0])
        #expect(ended.rows.map(\.marks.count) == [3, 3, 3], "days up to the one it ended on")
        #expect(ended.caption == "Days 1–3 of 5 · 23 Nov – 25 Nov")
    }
}
