import Foundation
import TestSupport
import Testing
import TrackerCore

/// The views over everything a user has: /me, /today, /history, /calendar and /progress.
struct ViewTranscriptTests {
    @Test func meGreetsByNameAndCountsEverything() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/goal add Run a marathon")
        try console.send("/goal add Learn Swift")
        try console.send("/goal add Read a book")
        try console.send("/goal done 3")
        try console.send("/habit add Read")
        try console.send("/habit add Floss for 2 days")
        try console.send("/check read")
        try console.send("/check floss")
        try console.send("/todo add Buy milk\\\nCall mom")
        try console.send("/todo done 2")
        try console.send("/routine add Morning on daily at 7\\\nWater")
        clock.advance(by: 86_400)
        try console.send("/check read")
        try console.send("/check floss")
        clock.advance(by: 86_400)
        try console.send("/check read")
        #expect(
            try console.send("/me") == """
                👋 Hi Alice! Here is where you stand.

                🎯 Goals: 2 current, 1 completed
                🌱 Habits: 1 active, 1 finished
                🔁 Routines: 1
                📝 Open to-dos: 1
                🔥 Best streak ever: 3 days
                📅 Member since Sat 21 Nov 2026
                [a] 📅 Today   [b] 📈 Progress
                """)
    }

    @Test func todayListsTheAgendaAndChecksInFromIt() throws {
        let clock = ManualClock(.iso("2026-11-23T07:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/today") == """
                📅 Today, Mon 23 Nov 2026

                Nothing planned. Enjoy the day, or set something up: /goal add, /habit add, /todo add.
                """)
        try console.send("/habit add Read")
        try console.send("/habit add Run")
        try console.send("/check read")
        try console.send("/routine add Morning on weekdays at 7:00\\\nWater\\\nStretch")
        try console.send("/routine 1")
        try console.send("a")
        try console.send("/routine add Gym on weekends at 10:00\\\nPack bag")
        try console.send("/todo add Buy milk\\\nCall mom")
        try console.send("/todo done 2")
        try console.send("/goal add Ship the bot by friday")
        try console.send("/goal add Tax return by dec 31")
        try console.send("/goal add Book flights by tomorrow")
        #expect(
            try console.send("/today") == """
                📅 Today, Mon 23 Nov 2026

                🌱 Habits
                ✅ Read — day 1 of 21 done
                ⬜ Run — day 1 of 21

                🔁 Routines
                07:00 Morning — 1/2: Stretch

                📝 To-dos
                ⬜ Buy milk

                🎯 Due within 7 days
                Book flights — tomorrow
                Ship the bot — Fri 27 Nov (4 days left)
                [a] ✅ Run
                [b] 🔁 Morning
                """)
        let checked = try console.send("a")
        #expect(
            checked.hasPrefix(
                """
                ✅ Run: day 1 of 21 done. 20 to go. See you tomorrow!

                📅 Today, Mon 23 Nov 2026

                🌱 Habits
                ✅ Read — day 1 of 21 done
                ✅ Run — day 1 of 21 done
                """))
        #expect(checked.hasSuffix("\n[a] 🔁 Morning"))
        #expect(try console.send("a").hasPrefix("🔁 Morning (routine 1)\nWeekdays at 07:00\n✅ 1. Water"))
        try console.send("/pause until tomorrow")
        #expect(
            try console.send("/today").hasPrefix(
                "📅 Today, Mon 23 Nov 2026\n⏸ On a pause until tomorrow: nothing breaks, /resume to end it.\n")
        )
    }

    /// Deadlines are said once ("today", not "today (due today)"), overdue goals have their
    /// own heading, and `next friday` follows the user's week.
    @Test func overdueGoalsAndDeadlinesInWords() throws {
        // Sunday 22 November 2026.
        let clock = ManualClock(.iso("2026-11-22T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/weekstart sun")
        #expect(
            try console.send("/goal add Trip by next friday").contains("Deadline: Fri 4 Dec (12 days left)"))
        #expect(try console.send("/goal add Taxes by today").contains("\nDeadline: today\n"))
        try console.send("/goal add Gift by tomorrow")
        clock.advance(by: 2 * 86_400)
        #expect(try console.send("/goal 1").contains("\nDeadline: Sun 22 Nov (2 days overdue)\n"))
        #expect(try console.send("/goal 2").contains("\nDeadline: yesterday (overdue)\n"))
        #expect(
            try console.send("/today") == """
                📅 Today, Tue 24 Nov 2026

                ⏰ Overdue
                Taxes — Sun 22 Nov (2 days overdue)
                Gift — yesterday (overdue)
                """)
    }

    @Test func historySearchesTitleAndWhyAndPages() throws {
        let clock = ManualClock(.iso("2026-11-19T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/history") == "No completed goals yet. Reach one and it shows up here: /goals")
        try console.send("/goal add Run a marathon\\\nTo get fit")
        try console.send("/goal add Learn Swift\\\nTo RUN my own bot")
        try console.send("/goal add Read 12 books")
        try console.send("/goal done 1")
        clock.advance(by: 86_400)
        try console.send("/goal done 2")
        clock.advance(by: 86_400)
        try console.send("/goal done 3")
        #expect(
            try console.send("/history") == """
                🏆 Completed goals
                1. Read 12 books — reached today
                2. Learn Swift — reached yesterday
                3. Run a marathon — reached Thu 19 Nov

                3 goals reached. Choose one to open it; /goal reopen <n> reopens one by its number here.
                [a] 🏆 1. Read 12 books
                [b] 🏆 2. Learn Swift
                [c] 🏆 3. Run a marathon
                """)
        #expect(
            try console.send("/history run") == """
                🏆 Completed goals matching “run”
                1. Learn Swift — reached yesterday
                2. Run a marathon — reached Thu 19 Nov

                2 goals found. Choose one to open it; /goal reopen <n> reopens one by its number here.
                [a] 🏆 1. Learn Swift
                [b] 🏆 2. Run a marathon
                """)
        #expect(
            try console.send("/history swim")
                == "No completed goals match “swim”. Try /history without a search.")

        for number in 1...11 {
            // The only open goal: its number is 1, as the reply says.
            #expect(try console.send("/goal add Run \(number)").contains("/goal step 1 <text>"))
            try console.send("/goal done 1")
        }
        let first = try console.send("/history RUN")
        #expect(
            first.hasPrefix("🏆 Completed goals matching “RUN” · Page 1 of 2\n1. Run 11 — reached today\n"))
        #expect(
            first.hasSuffix(
                "\n10. Run 2 — reached today\n\n13 goals found. Choose one to open it; /goal reopen <n> reopens one by its number here.\n"
                    + "[a] 🏆 1. Run 11\n[b] 🏆 2. Run 10\n[c] 🏆 3. Run 9\n[d] 🏆 4. Run 8\n[e] 🏆 5. Run 7\n"
                    + "[f] 🏆 6. Run 6\n[g] 🏆 7. Run 5\n[h] 🏆 8. Run 4\n[i] 🏆 9. Run 3\n[j] 🏆 10. Run 2\n"
                    + "[k] Next »"))
        #expect(
            try console.send("k") == """
                🏆 Completed goals matching “RUN” · Page 2 of 2
                11. Run 1 — reached today
                12. Learn Swift — reached yesterday
                13. Run a marathon — reached Thu 19 Nov

                13 goals found. Choose one to open it; /goal reopen <n> reopens one by its number here.
                [a] 🏆 11. Run 1
                [b] 🏆 12. Learn Swift
                [c] 🏆 13. Run a marathon
                [d] « Prev
                """)
        #expect(try console.send("d").hasPrefix("🏆 Completed goals matching “RUN” · Page 1 of 2\n"))
    }

    /// A completed goal is reached from /history, also after other lists were shown since:
    /// its button opens the card, whose Reopen button works.
    @Test func aGoalInTheHistoryCanBeReopened() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-19T09:00:00Z")))
        try console.send("/goal add Run a marathon")
        try console.send("/goal add Learn Swift")
        try console.send("/goal done 1")
        try console.send("/goal done 2")
        try console.send("/history")
        try console.send("/habit add Read")
        try console.send("/goals")
        let history = try console.send("/history")
        #expect(history.hasSuffix("[a] 🏆 1. Learn Swift\n[b] 🏆 2. Run a marathon"))
        let card = try console.send("b")
        #expect(card.hasPrefix("🏆 Run a marathon\nReached today."))
        #expect(card.contains("[a] Reopen"))
        #expect(try console.send("a").hasPrefix("Reopened.\n\n🎯 Run a marathon"))
        #expect(try console.send("/goals").contains("1. Run a marathon"))
    }

    /// March 2026 in Berlin: the clocks spring forward on the 29th, so instants just after
    /// midnight local time are still the previous day in UTC.
    @Test func aCalendarMonthAcrossBerlinsSpringForward() throws {
        let clock = ManualClock(.iso("2026-03-01T10:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        try console.send("/timezone Berlin")
        try console.send("/goal add Spring")
        clock.set(.iso("2026-03-27T10:00:00Z"))
        try console.send("/habit add Read")
        try console.send("/check")
        clock.set(.iso("2026-03-28T10:00:00Z"))
        try console.send("/check")
        // 00:30 CET on the 29th.
        clock.set(.iso("2026-03-28T23:30:00Z"))
        try console.send("/goal add Late")
        // 23:30 CEST, still the 29th.
        clock.set(.iso("2026-03-29T21:30:00Z"))
        try console.send("/check")
        // 00:30 CEST on the 30th.
        clock.set(.iso("2026-03-29T22:30:00Z"))
        #expect(try console.send("/goal done 1").hasPrefix("🏆 Goal reached: Spring!"))
        clock.set(.iso("2026-03-30T10:00:00Z"))
        try console.send("/check")
        try console.send("/pause until tomorrow")
        clock.set(.iso("2026-04-02T10:00:00Z"))
        #expect(
            try console.send("/calendar march") == """
                📅 March 2026
                Mo   Tu   We   Th   Fr   Sa   Su
                                               1+
                 2    3    4    5    6    7    8
                 9   10   11   12   13   14   15
                16   17   18   19   20   21   22
                23   24   25   26   27 ✓ 28 ✓ 29+✓
                30*✓ 31 -
                * goal reached  + goal set  ✓ habit checked  - paused
                This month: 2 goals set, 1 reached, 4 check-ins.
                [a] « Feb   [b] Apr »
                """)
        #expect(try console.send("a").hasPrefix("📅 February 2026\nMo   Tu   We   Th   Fr   Sa   Su\n"))
        try console.send("/weekstart sun")
        #expect(
            try console.send("/calendar 2026-03").hasPrefix(
                """
                📅 March 2026
                Su   Mo   Tu   We   Th   Fr   Sa
                 1+   2    3    4    5    6    7
                 8    9   10   11   12   13   14
                15   16   17   18   19   20   21
                22   23   24   25   26   27 ✓ 28 ✓
                29+✓ 30*✓ 31 -
                """))
        #expect(try console.send("/calendar").hasPrefix("📅 April 2026\n"))
        #expect(try console.send("/calendar someday").hasPrefix("I couldn't read “someday” as a month."))
    }

    @Test func progressShowsABarPerGoalAndHabit() throws {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/progress")
                == "Nothing in progress yet. Set a goal with /goal add or start a habit with /habit add.")
        try console.send("/goal add Run a marathon")
        try console.send("/goal step 1 Buy shoes")
        try console.send("/goal step 1 Run 10k")
        try console.send("/goal step 1 Run 21k")
        try console.send("/goal tick 1 1")
        try console.send("/goal add Learn Swift")
        try console.send("/habit add Read for 10 days")
        try console.send("/habit add Run")
        try console.send("/check read")
        for _ in 1...2 {
            clock.advance(by: 86_400)
            try console.send("/check read")
        }
        clock.advance(by: 86_400)
        #expect(
            try console.send("/progress") == """
                📈 Your progress

                🎯 Goals
                Run a marathon
                ▓▓▓░░░░░░░ 33% · 1 of 3 checkpoints
                Learn Swift
                no checkpoints yet

                🌱 Habits
                Read
                ▓▓▓░░░░░░░ 30% · day 4 of 10 · streak 3 days
                Run
                run broke on Sun 22 Nov; /habits to reset
                """)
    }
}
