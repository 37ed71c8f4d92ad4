import Foundation
import SQLiteStore
import TestSupport
import Testing
import TrackerCommands
import TrackerCore

/// `/progress` and a goal's card carry pictures whose bars are the goals, checkpoints and
/// habits made by commands, with deadlines counted in the user's own today.
struct GoalPictureTests {
    /// A dispatcher on a temporary database, and the last reply it queued for each line typed.
    private final class Chat {
        let directory: TemporaryDirectory
        let database: TrackerDatabase
        let clock: ManualClock
        let dispatcher: Dispatcher
        private var key = 0

        init(at time: String) throws {
            directory = try TemporaryDirectory()
            database = try TrackerDatabase(path: directory.file("bot.sqlite"))
            clock = ManualClock(.iso(time))
            dispatcher = Dispatcher(database: database, clock: clock)
        }

        deinit { directory.remove() }

        @discardableResult
        func say(_ text: String) throws -> Reply? {
            try send(.text(text))?.reply
        }

        /// Presses `button` under message "42" and returns what was queued.
        func press(_ button: Button) throws -> Outgoing? {
            try send(.button(data: button.data, messageID: "42", callbackID: "cb"))
        }

        private func send(_ kind: Incoming.Kind) throws -> Outgoing? {
            key += 1
            try dispatcher.apply([
                Incoming(
                    key: "t:\(key)", chat: ChatAddress(platform: "test", id: "1"),
                    sender: Sender(id: "1", displayName: "Ann"), kind: kind)
            ])
            return try database.read { db in
                try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)?.outgoing
            }
        }
    }

    @Test func progressDrawsEachGoalsCheckpointsAndDaysLeftInTheUsersToday() throws {
        let chat = try Chat(at: "2026-11-20T12:00:00Z")
        try chat.say("/timezone Europe/Berlin")
        try chat.say("/goal add Run a marathon by nov 24")
        // Due sooner, the fence takes number 1 and the marathon becomes 2, as the reply says.
        #expect(
            try chat.say("/goal add Paint the fence by nov 23")?.text.plain.contains("/goal step 1") == true)
        try chat.say("/goal add Learn Swift")
        for step in ["Buy shoes", "Run 10k", "Run 21k"] { try chat.say("/goal step 2 \(step)") }
        try chat.say("/goal tick 2 1")
        // 23:30 in UTC is already 00:30 on the 24th in Berlin: the marathon is due today.
        chat.clock.set(.iso("2026-11-23T23:30:00Z"))
        let reply = try #require(try chat.say("/progress"))
        guard case .goalProgress(let picture)? = reply.picture else {
            Issue.record("/progress has no goal-progress picture")
            return
        }
        #expect(picture.title == "Your progress")
        #expect(picture.moreRows == 0)
        // In the text's order: by deadline, then the goal without one.
        #expect(
            picture.rows == [
                .init(
                    title: "Paint the fence", done: 0, total: 0, detail: "no checkpoints yet",
                    due: "1 day overdue",
                    isLate: true),
                .init(title: "Run a marathon", done: 1, total: 3, detail: "1 of 3", due: "due today"),
                .init(title: "Learn Swift", done: 0, total: 0, detail: "no checkpoints yet"),
            ])
        let text = reply.text.plain
        #expect(text.contains("Paint the fence\nno checkpoints yet · 1 day overdue"))
        #expect(text.contains("Run a marathon\n▓▓▓░░░░░░░ 33% · 1 of 3 checkpoints · due today"))
        #expect(text.contains("Learn Swift\nno checkpoints yet"))
    }

    @Test func progressListsHabitsAfterGoalsAndBoundsTheRowsDrawn() throws {
        let chat = try Chat(at: "2026-11-20T09:00:00Z")
        for index in 1...9 { try chat.say("/goal add Goal \(index)") }
        try chat.say("/habit add Read for 10 days")
        try chat.say("/check read")
        chat.clock.advance(by: 86_400)
        try chat.say("/check read")
        let reply = try #require(try chat.say("/progress"))
        guard case .goalProgress(let picture)? = reply.picture else {
            Issue.record("/progress has no goal-progress picture")
            return
        }
        #expect(picture.rows.count == GoalProgressPicture.maximumRows)
        #expect(picture.rows.map(\.title) == (1...8).map { "Goal \($0)" })
        #expect(picture.moreRows == 2)
        // The text lists every one, the habit with its bar and streak.
        #expect(reply.text.plain.contains("Goal 9\nno checkpoints yet"))
        #expect(reply.text.plain.contains("Read\n▓▓░░░░░░░░ 20% · day 2 of 10 · streak 2 days"))
    }

    @Test func theOneHabitInProgressIsDrawnAsItsRun() throws {
        let chat = try Chat(at: "2026-11-20T09:00:00Z")
        try chat.say("/habit add Read for 10 days")
        try chat.say("/check read")
        chat.clock.advance(by: 86_400)
        let card = try #require(try chat.say("/habit 1"))
        let progress = try #require(try chat.say("/progress"))
        guard case .habitRun(let run)? = progress.picture else {
            Issue.record("/progress of one habit is not its run")
            return
        }
        #expect(progress.picture == card.picture)
        #expect(run.cells.prefix(2) == [.done, .open])
        #expect(progress.text.plain.contains(run.caption.prefix(1).lowercased() + run.caption.dropFirst()))
        // A goal beside it turns the picture back into bars.
        try chat.say("/goal add Learn Swift")
        guard case .goalProgress(let both)? = try chat.say("/progress")?.picture else {
            Issue.record("/progress of a goal and a habit is not bars")
            return
        }
        #expect(both.rows.map(\.title) == ["Learn Swift", "Read"])
        #expect(both.rows[1].done == 1 && both.rows[1].total == 10)
    }

    @Test func theGoalCardDrawsItsCheckpointsAndTickingByButtonRedrawsIt() throws {
        let chat = try Chat(at: "2026-11-20T12:00:00Z")
        try chat.say("/goal add Run a marathon by dec 2")
        for index in 1...12 { try chat.say("/goal step 1 Step \(index)") }
        try chat.say("/goal tick 1 2")
        let card = try #require(try chat.say("/goal 1"))
        guard case .goalCard(let picture)? = card.picture else {
            Issue.record("the goal card has no picture")
            return
        }
        #expect(picture.title == "Run a marathon")
        #expect(picture.segments == [false, true] + Array(repeating: false, count: 10))
        #expect(picture.items.count == GoalCardPicture.maximumRows)
        #expect(picture.items[1] == .init(title: "2. Step 2", isDone: true))
        #expect(picture.moreItems == 2)
        #expect(picture.caption == "Deadline: Wed 2 Dec (12 days left)" && !picture.isLate)
        #expect(card.text.plain.contains(picture.caption) && card.text.plain.contains("12. Step 12"))

        let tick = try #require(card.buttons.joined().first { $0.label.hasPrefix("✅ 1.") })
        let edited = try #require(try chat.press(tick))
        #expect(edited.delivery == .edit(messageID: "42"))
        guard case .goalCard(let after)? = edited.reply?.picture else {
            Issue.record("the edited card has no picture")
            return
        }
        #expect(after.segments.prefix(3) == [true, true, false])
        #expect(after.items[0].isDone)
    }

    @Test func aLateGoalsCardIsMarkedLateInTheUsersToday() throws {
        let chat = try Chat(at: "2026-11-20T12:00:00Z")
        try chat.say("/timezone America/New_York")
        try chat.say("/goal add Paint the fence by nov 20")
        // 03:00 UTC on the 21st is still the 20th in New York: due today, not late.
        chat.clock.set(.iso("2026-11-21T03:00:00Z"))
        guard case .goalCard(let onTheDay)? = try chat.say("/goal 1")?.picture else {
            Issue.record("the goal card has no picture")
            return
        }
        #expect(onTheDay.caption == "Deadline: today" && !onTheDay.isLate)
        #expect(onTheDay.segments.isEmpty)
        chat.clock.set(.iso("2026-11-21T05:30:00Z"))
        let late = try #require(try chat.say("/goal 1"))
        guard case .goalCard(let overdue)? = late.picture else {
            Issue.record("the goal card has no picture")
            return
        }
        #expect(overdue.caption == "Deadline: yesterday (overdue)" && overdue.isLate)
        #expect(late.text.plain.contains(overdue.caption))
    }
}
