import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// `/calendar year` and `/habit <n> history` carry the year as a heatmap: its squares are the
/// check-ins made on known local days, in the user's time zone and weeks.
struct HeatmapCommandTests {
    /// A user in New York whose weeks start on Sunday, with Read (daily), Piano (Monday,
    /// Wednesday, Friday) and Water (8 glasses a day) added on Thursday 14 May 2026, and
    /// check-ins through Saturday the 16th; the last one at 23:30 local, already the 17th in UTC.
    /// The scene ends on Monday the 18th.
    private final class Scene {
        let conversation: PrivateConversation

        init() throws {
            conversation = try PrivateConversation(at: .iso("2026-05-14T14:00:00Z"))
            for text in [
                "/timezone America/New_York", "/weekstart sun", "/habit add Read for 100 days",
                "/habit add Piano on mon,wed,fri for 8 weeks", "/habit add Water 8 glasses a day",
                "/check read",
            ] {
                try say(text)
            }
            conversation.clock.set(.iso("2026-05-15T14:00:00Z"))
            for text in ["/check read", "/check piano", "/check water 3"] { try say(text) }
            conversation.clock.set(.iso("2026-05-17T03:30:00Z"))
            try say("/check read")
            conversation.clock.set(.iso("2026-05-18T14:00:00Z"))
        }

        /// The reply to `text`.
        @discardableResult
        func say(_ text: String) throws -> Reply {
            try #require(try conversation.say(text))
        }

        /// The heatmap of the reply to `text`, and the grid it should be laid out on.
        func heatmap(_ text: String) throws -> (Reply, HeatmapPicture, YearGrid) {
            let reply = try say(text)
            guard case .heatmap(let heatmap)? = reply.picture else {
                Issue.record("“\(text)” has no heatmap: \(reply.text.plain)")
                throw CancellationError()
            }
            return (reply, heatmap, YearGrid(today: LocalDate(iso: "2026-05-18")!, weekStart: .sunday))
        }
    }

    /// The square of `iso` in `heatmap`.
    private func day(_ iso: String, in heatmap: HeatmapPicture) -> HeatmapPicture.Day? {
        let index = heatmap.first.days(until: LocalDate(iso: iso)!)
        return heatmap.days.indices.contains(index) ? heatmap.days[index] : nil
    }

    @Test func theYearShowsTheShareOfDueHabitsDoneEachDay() throws {
        let scene = try Scene()
        let (reply, heatmap, grid) = try scene.heatmap("/calendar year")
        #expect(heatmap.first == grid.first)
        #expect(heatmap.first.weekday == .sunday)
        #expect(heatmap.days.count == grid.days.count)
        #expect(heatmap.today == grid.index(of: grid.today))
        #expect(heatmap.title == "All habits")
        #expect(day("2026-05-13", in: heatmap) == .blank)
        // Thursday: Read done; Water's first day, skipped, asked for nothing. Friday: Read and
        // Piano done, Water 3 of 8.
        #expect(day("2026-05-14", in: heatmap) == .share(1))
        #expect(day("2026-05-15", in: heatmap) == .share(2.0 / 3))
        // Saturday's check-in at 23:30 in New York. Water's run broke on Friday (3 of 8), so
        // it asks for nothing more until it is reset: Read alone was due, and done.
        #expect(day("2026-05-16", in: heatmap) == .share(1))
        #expect(day("2026-05-17", in: heatmap) == .share(0))
        #expect(day("2026-05-18", in: heatmap) == .share(0))
        #expect(day("2026-05-19", in: heatmap) == .future)
        let text = reply.text.plain
        #expect(text.contains("Your last 12 months (Jun 2025 – May 2026)"))
        #expect(text.contains("\nMay 3/5\n"))
        #expect(text.contains("3 days with a check-in, 2 with every due habit done · best streak 3 days."))
        #expect(text.contains(heatmap.caption))
    }

    @Test func aHabitsHistoryShowsItsOwnDays() throws {
        let scene = try Scene()
        let (reply, piano, _) = try scene.heatmap("/habit 2 history")
        #expect(piano.title == "Piano")
        #expect(day("2026-05-13", in: piano) == .blank)
        #expect(day("2026-05-14", in: piano) == .notDue)
        #expect(day("2026-05-15", in: piano) == .share(1))
        #expect(day("2026-05-17", in: piano) == .notDue)
        #expect(day("2026-05-18", in: piano) == .share(0))
        #expect(reply.text.plain.contains("\nMay 1/2\n"))
        #expect(reply.text.plain.contains("Done on 1 of 2 due days · best streak 1 day."))

        let (water, heatmap, _) = try scene.heatmap("/habit history 3")
        #expect(day("2026-05-15", in: heatmap) == .share(3.0 / 8))
        #expect(water.text.plain.contains("Done on 0 of 1 due day, partly on 1 · best streak 0 days."))

        let (read, readMap, _) = try scene.heatmap("/habit 1 history")
        #expect(day("2026-05-16", in: readMap) == .share(1))
        // Read's run broke on Sunday the 17th: Monday is not due.
        #expect(day("2026-05-18", in: readMap) == .notDue)
        #expect(read.text.plain.contains("\nMay 3/4\n"))
        #expect(readMap.caption == "Done on 3 of 4 due days · best streak 3 days")
    }

    @Test func badInputGetsTheUsualAnswers() throws {
        let scene = try Scene()
        for (text, expected) in [
            ("/calendar yaer", "I couldn't read “yaer” as a month."),
            ("/habit 99 history", "There is no habit 99: your list has 3. See /habits."),
            ("/habit x history", "There is no /habit x."),
        ] {
            let reply = try scene.say(text)
            #expect(reply.text.plain.hasPrefix(expected))
            #expect(reply.picture == nil)
        }
    }

    @Test func aNewUserGetsWordsWithoutAPicture() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let dispatcher = Dispatcher(database: database, clock: ManualClock(.iso("2026-05-14T14:00:00Z")))
        try dispatcher.apply([
            Incoming(
                key: "t:1", chat: ChatAddress(platform: "test", id: "1"),
                sender: Sender(id: "1", displayName: "Ann"), kind: .text("/cal year"))
        ])
        let reply = try database.read { db in
            try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing.reply
        }
        #expect(reply?.text.plain.contains("No habits yet") == true)
        #expect(reply?.picture == nil)
    }
}
