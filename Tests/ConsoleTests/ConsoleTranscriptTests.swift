import Foundation
import TestSupport
import Testing
import TrackerCore

/// Scripted conversations through the console adapter, on a real database file.
struct ConsoleTranscriptTests {
    @Test func goalsFromAddToReached() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))

        #expect(
            try console.send("/goal add Run a marathon by june 1\\\nTo feel strong") == """
                🎯 Goal 1 added: Run a marathon
                Deadline: Tue 1 Jun 2027 (192 days left)
                Break it into checkpoints: /goal step 1 <text>
                [a] Open goal
                """)
        try console.send("/goal step 1 Buy shoes")
        #expect(
            try console.send("/goal step 1 Run 10k") == """
                Checkpoint 2 added.

                🎯 Run a marathon (goal 1)
                Why: To feel strong
                Deadline: Tue 1 Jun 2027 (192 days left)

                Checkpoints 0/2:
                ⬜ 1. Buy shoes
                ⬜ 2. Run 10k
                ░░░░░░░░░░ 0%
                [a] ✅ 1. Buy shoes   [b] ✅ 2. Run 10k
                [c] « Goals   [d] Delete
                """)
        #expect(
            try console.send("/goal done 1") == """
                Run a marathon still has 2 open checkpoints:
                ⬜ 1. Buy shoes
                ⬜ 2. Run 10k
                Tick them with /goal tick <n> <k> first.
                """)
        // The buttons under the last card still work: the refusal printed none.
        try console.send("/goal 1")
        #expect(try console.send("a").hasPrefix("Ticked “Buy shoes”."))
        let last = try console.send("/goal tick 1 2")
        #expect(last.hasPrefix("That was the last checkpoint! Mark the goal as reached?"))
        #expect(last.hasSuffix("[a] 🏆 Goal reached\n[b] « Goals   [c] Delete"))
        #expect(try console.send("a") == "🏆 Goal reached: Run a marathon! Well done!\n[a] « Goals")
        let reached = try console.send("/goal 1")
        #expect(reached.hasPrefix("🏆 Run a marathon\nWhy: To feel strong\nReached today."))
        #expect(reached.hasSuffix("[a] Reopen\n[b] « Goals   [c] Delete"))
        #expect(try console.send("a").hasPrefix("Reopened.\n\n🎯 Run a marathon (goal 1)"))
        #expect(try console.send("/goal done 1").hasPrefix("🏆 Goal reached"))
        #expect(
            try console.send("/goals")
                == "You have no open goals. Set one: /goal add Run a marathon by june 1")
    }

    @Test func goalsListGroupedByDeadlineMonth() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/goal add Learn Swift")
        try console.send("/goal add Ship the bot by jan 10")
        try console.send("/goal add Write the report by dec 31")
        try console.send("/goal add Buy gifts by dec 20")
        #expect(
            try console.send("/goals")
                == """
                Your goals

                December 2026
                1. Buy gifts — Sun 20 Dec
                2. Write the report — Thu 31 Dec

                January 2027
                3. Ship the bot — Sun 10 Jan 2027

                No deadline
                4. Learn Swift

                Open one with /goal <n> or a button.
                [a] 1   [b] 2   [c] 3   [d] 4   [e] 5
                """.replacingOccurrences(of: "   [e] 5", with: ""))
        // Numbers refer to the list just shown, not to the order of creation.
        #expect(try console.send("/goal 1").contains("🎯 Buy gifts (goal 1)"))
        #expect(try console.send("/goal edit 4 by next friday").hasPrefix("Deadline changed."))
        #expect(try console.send("/goal 4").contains("Deadline: Fri 27 Nov (6 days left)"))
        #expect(try console.send("/goal delete 2").hasSuffix("[a] 🗑 Delete   [b] Keep it"))
        #expect(try console.send("b") == "OK, nothing changed.")
        try console.send("/goal delete 2")
        #expect(try console.send("a") == "Deleted the goal Write the report.")
        // The deleted goal's number stays a gap until the list is shown again.
        #expect(try console.send("/goal 3").contains("Ship the bot (goal 3)"))
        #expect(try console.send("/goal 2") == "That goal no longer exists. See /goals.")
        #expect(try console.send("/goal 9") == "There is no goal 9: your list has 4. See /goals.")
    }

    @Test func habitsDayByDayUntilTheProgramCompletes() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/habit add Floss for 3 days").hasPrefix("🌱 Habit 1 started: Floss, 3 days."))
        #expect(
            try console.send("/habit add floss").hasPrefix("You already have an active habit called Floss."))
        #expect(try console.send("/check") == "✅ Floss: day 1 of 3 done. 2 to go. See you tomorrow!")
        #expect(try console.send("/check") == "You already checked in Floss today. Next check-in: tomorrow.")
        clock.advance(by: 86_400)
        #expect(
            try console.send("/check floss") == "✅ Floss: day 2 of 3 done. Streak: 2 days. One day to go!")
        clock.advance(by: 86_400)
        #expect(
            try console.send("/check 1") == """
                🎉 Floss: all 3 days done! You kept your word to yourself every single day.
                [a] ↺ Start again   [b] 🌱 New habit
                """)
        #expect(try console.send("/habits").contains("1. Floss — 🏅 all 3 days done (today)"))
        #expect(try console.send("/check").hasPrefix("All your programs are complete."))
    }

    @Test func severalHabitsOfferAChoiceAndAMissBreaksTheRun() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        try console.send("/habit add Run")
        #expect(try console.send("/check") == "Which habit do you check in?\n[a] ✅ Read\n[b] ✅ Run")
        #expect(try console.send("b") == "✅ Run: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(try console.send("/check") == "Which habit do you check in?\n[a] ✅ Read")
        clock.advance(by: 2 * 86_400)
        #expect(
            try console.send("/check run") == """
                Your run of Run broke yesterday: no check-in that day. Nothing counts until you reset it.
                [a] ↺ Reset Run
                """)
        #expect(try console.send("a") == "↺ Run starts over: day 1 of 21 is today.\n[a] ✅ Check in now")
        #expect(try console.send("a") == "✅ Run: day 1 of 21 done. 20 to go. See you tomorrow!")
        #expect(
            try console.send("/habits") == """
                Your habits
                1. Read — run broke yesterday; reset to start over
                2. Run — day 1 of 21, streak 1 day ✅ checked today
                [a] ↺ Reset Read
                """)
    }

    @Test func aHabitAcrossBerlinsSpringForwardWithDayStartThree() throws {
        let clock = ManualClock(.iso("2026-03-27T10:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/timezone Berlin").hasPrefix(
                "🌍 Time zone set to Europe/Berlin. It is 11:00 there now."))
        try console.send("/daystart 3")
        try console.send("/habit add Read")
        try console.send("/check")
        // 01:30 CET on Sunday the 29th still counts for Saturday the 28th.
        clock.set(.iso("2026-03-29T00:30:00Z"))
        #expect(
            try console.send("/check")
                == "✅ Read: day 2 of 21 done. Streak: 2 days. 19 to go. See you tomorrow!")
        // Sunday (23 hours long) passes without a check-in; it ends at 03:00 CEST on Monday.
        clock.set(.iso("2026-03-30T00:59:59Z"))
        #expect(try console.send("/habits").contains("Read — day 3 of 21, streak 2 days ⬜ not checked today"))
        clock.set(.iso("2026-03-30T01:00:00Z"))
        #expect(try console.send("/check").hasPrefix("Your run of Read broke yesterday"))
    }

    @Test func todosWithButtonsAndStableNumbers() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("/todo add Buy milk\\\nCall mom\\\nPay rent") == """
                📝 Added 3 to-dos:
                1. Buy milk
                2. Call mom
                3. Pay rent
                """)
        #expect(try console.send("/todo done 2").hasPrefix("✅ Done: Call mom"))
        #expect(
            try console.send("/todos") == """
                Your to-dos
                1. ⬜ Buy milk
                2. ⬜ Pay rent
                3. ✅ Call mom

                2 open, 1 done. /todo clear removes the done ones.
                [a] ✅ 1   [b] ✅ 2
                """)
        // Pressing a button keeps the numbers on screen, so the next press hits what it shows.
        #expect(
            try console.send("a").hasPrefix("✅ Done: Buy milk\n\nYour to-dos\n1. ✅ Buy milk\n2. ⬜ Pay rent"))
        #expect(try console.send("/todo undo 1").hasPrefix("↺ Open again: Buy milk"))
        #expect(try console.send("/todo delete 2") == "🗑 Deleted: Pay rent")
        #expect(try console.send("/todo clear") == "🧹 Cleared 1 done to-do.")
        #expect(try console.send("/todo clear") == "No done to-dos to clear.")
        #expect(try console.send("/todo done 7") == "There is no to-do 7: your list has 3. See /todos.")
    }

    @Test func badInputGetsAShortAnswerWithUsage() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        #expect(
            try console.send("hello")
                == "I understand commands like /goals, /habits or /todos. Send /help to see them all.")
        #expect(try console.send("/dance") == "I don't know /dance. Send /help to see what I can do.")
        #expect(try console.send("/goal tick 1 1") == "You have no goals yet.")
        #expect(
            try console.send("/todo done")
                == "Which one? Give its number from the list.\nUsage: /todo done <n>")
        #expect(
            try console.send("g")
                == "There is no button g there: the last message has no buttons. Type /help for commands.")
        #expect(
            try console.send("7")
                == "A number alone does nothing: give it to a command, such as /todo done 7 or /check 7.")
        #expect(try console.send("/daystart 9").hasSuffix("Usage: /daystart <hour 0-6>"))
        #expect(
            try console.send("/help nothing")
                == "There is no help on “nothing”. Topics: goals, habits, todos, routines, views, settings, data, groups, dates."
        )
        #expect(try console.send("/todo add <b>bold</b> & co") == "📝 Added to-do 1: <b>bold</b> & co")
    }

    @Test func helpCoversEveryTopic() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        let overview = try console.send("/help")
        for command in [
            "/routines", "/today", "/me", "/progress", "/calendar", "/history", "/settings", "/export",
            "/challenge", "/join", "/board",
        ] {
            #expect(overview.contains(command), "\(command)")
        }
        let topics = [
            ("routines", "/routine add <title> on <days> at <HH:MM>"), ("views", "/calendar [month]"),
            ("settings", "/pause until <date>"), ("settings", "/remind <HH:MM|on|off>"),
            ("settings", "/weekstart mon|sun"),
            ("data", "/forget"), ("pause", "/resume"), ("groups", "/challenge <habit> [for <N> days]"),
            ("groups", "/nudgeme on|off"),
        ]
        for (topic, line) in topics {
            #expect(try console.send("/help \(topic)").contains(line), "\(topic)")
        }
    }

    @Test func everythingSurvivesARestart() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        do {
            let console = try ScriptedConsole(databasePath: path, clock: clock)
            try console.send("/timezone America/New_York")
            try console.send("/goal add Learn Swift by dec 31")
            try console.send("/habit add Read")
            try console.send("/check")
            try console.send("/todo add Buy milk")
        }
        let restarted = try ScriptedConsole(databasePath: path, clock: clock)
        #expect(try restarted.send("/goals").contains("1. Learn Swift — Thu 31 Dec"))
        #expect(try restarted.send("/habits").contains("Read — day 1 of 21, streak 1 day ✅ checked today"))
        #expect(try restarted.send("/todos").contains("1. ⬜ Buy milk"))
        #expect(try restarted.send("/start").contains("Your time zone is America/New_York"))
    }
}

/// Habit runs: starting over asks first while the run goes well, and no check-in lands
/// before the day a run started.
struct HabitRunTranscriptTests {
    @Test func resettingAHealthyRunAsksFirst() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/habit add Read")
        // Nothing checked in yet: nothing to lose, so it starts over at once.
        #expect(try console.send("/habit reset 1").hasPrefix("↺ Read starts over: day 1 of 21 is today."))
        try console.send("/check")
        clock.advance(by: 86_400)
        try console.send("/check")
        #expect(
            try console.send("/habit reset 1") == """
                Start Read over at day 1? You're on day 2 of 21 with a 2-day streak, and a new run counts none of it.
                [a] ↺ Start over   [b] Keep going
                """)
        #expect(try console.send("b") == "OK, nothing changed.")
        #expect(try console.send("/habits").contains("day 2 of 21, streak 2 days ✅ checked today"))
        try console.send("/habit reset 1")
        #expect(try console.send("a") == "↺ Read starts over: day 1 of 21 is today.\n[a] ✅ Check in now")
        #expect(try console.send("/habits").contains("day 1 of 21 ⬜ not checked today"))
        // A broken run starts over without a question.
        clock.advance(by: 2 * 86_400)
        #expect(try console.send("/habit reset 1").hasPrefix("↺ Read starts over"))
    }

    @Test func noCheckInBeforeTheRunStarts() throws {
        // 10:30 UTC is 00:30 on the 22nd in Kiritimati (UTC+14), but 22:30 on the 20th at UTC-12.
        let clock = ManualClock(.iso("2026-11-21T10:30:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/timezone Pacific/Kiritimati")
        try console.send("/habit add Read for 3 days")
        try console.send("/timezone UTC-12")
        #expect(
            try console.send("/check")
                == "Read's run starts on Sun 22 Nov in your time zone. Check in from that day on.")
        #expect(try console.send("/habits").contains("day 1 of 3 ⬜ not checked today"))
        // From the run's first day on, check-ins count as usual, and the streak starts there.
        clock.set(.iso("2026-11-22T12:30:00Z"))
        #expect(try console.send("/check") == "✅ Read: day 1 of 3 done. 2 to go. See you tomorrow!")
    }
}
