import Foundation
import TestSupport
import Testing
import TrackerCore

/// One week with a habit of each kind, Monday 2026-11-23 to Monday 2026-11-30 in UTC, with
/// the reminders that come meanwhile: what a user sees, day by day.
struct HabitWeekTranscriptTests {
    /// Lines typed (`> …`), or time passing until a moment (`@ …`), with what was printed.
    private final class Week {
        let console: ScriptedConsole
        var text: [String] = []

        init(_ console: ScriptedConsole) { self.console = console }

        func type(_ lines: String...) throws {
            for line in lines { text.append("> \(line)\n\(try console.send(line))") }
        }

        func wait(until instant: String) throws {
            let printed = try console.wait(until: .iso(instant))
            text.append("@ \(instant)\n\(printed.isEmpty ? "(nothing)" : printed)")
        }

        func at(_ instant: String) { console.clock.set(.iso(instant)) }
    }

    @Test func aWeekWithEveryKind() throws {
        let week = Week(try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T08:00:00Z"))))
        try week.type(
            "/habit add Read for 30 days", "/habit add Piano on mon,wed,fri for 4 weeks",
            "/habit add Gym 3 times a week for 4 weeks", "/habit add Water 8 glasses a day",
            "/habit add Run 5 km 3 times a week for 4 weeks")
        // Monday
        try week.wait(until: "2026-11-23T09:00:00Z")
        try week.type("/check read", "/check piano\\\nscales, slowly", "/check water 3", "/check water 5")
        try week.wait(until: "2026-11-23T21:00:00Z")
        // Tuesday
        try week.wait(until: "2026-11-24T09:00:00Z")
        try week.type(
            "/check read", "/check gym", "/check run 6\\\neasy 6k", "/check water 8", "/check piano")
        try week.wait(until: "2026-11-24T21:00:00Z")
        // Wednesday
        try week.wait(until: "2026-11-25T09:00:00Z")
        try week.type("/check read", "/check piano", "/check water 10", "/check water -1", "/habits")
        try week.wait(until: "2026-11-25T21:00:00Z")
        // Thursday: Wednesday's water was taken back and never added again.
        try week.wait(until: "2026-11-26T00:00:00Z")
        try week.wait(until: "2026-11-26T09:00:00Z")
        try week.type(
            "/check read", "/check gym", "/check run 3", "/check run 2", "/check water 8", "/habit reset 4",
            "/check water 8")
        try week.wait(until: "2026-11-26T21:00:00Z")
        // Friday: Piano is missed.
        try week.wait(until: "2026-11-27T09:00:00Z")
        try week.type("/check read", "/check water 8", "/today")
        try week.wait(until: "2026-11-27T21:00:00Z")
        // Saturday
        try week.wait(until: "2026-11-28T00:00:00Z")
        try week.wait(until: "2026-11-28T09:00:00Z")
        try week.type("/check read", "/check run 5", "/check water 4", "/check water 4")
        try week.wait(until: "2026-11-28T21:00:00Z")
        // Sunday: Gym needs its third day.
        try week.wait(until: "2026-11-29T09:00:00Z")
        try week.type("/check read", "/check water 8")
        try week.wait(until: "2026-11-29T21:00:00Z")
        try week.type("/check gym")
        // Monday: a new week.
        try week.wait(until: "2026-11-30T00:00:00Z")
        try week.wait(until: "2026-11-30T09:00:00Z")
        try week.type("/habits", "/habit 2", "/habit 5", "/progress", "/me")
        #expect(
            week.text.joined(separator: "\n") == """
                > /habit add Read for 30 days
                🌱 Habit 1 started: Read, 30 days.
                Check in once every day with /check. Miss a day and the run starts over, so keep it small enough to do on your worst day.
                [a] ✅ Check in now
                > /habit add Piano on mon,wed,fri for 4 weeks
                🌱 Habit 2 started: Piano, on Mon, Wed, Fri for 4 weeks.
                A missed day (Mon, Wed, Fri) breaks the run; a check-in on another day is an extra.
                [a] ✅ Check in now
                > /habit add Gym 3 times a week for 4 weeks
                🌱 Habit 3 started: Gym, 3 times a week for 4 weeks.
                Any 3 days of your week (from Monday, see /weekstart). A week that can no longer reach 3 breaks the run.
                [a] ✅ Check in now
                > /habit add Water 8 glasses a day
                🌱 Habit 4 started: Water, 8 glasses a day for 21 days.
                Every day counts, and a day short of the target breaks the run. Add amounts with /check water 3; a day counts at 8 glasses.
                [a] ✅ Check in now
                > /habit add Run 5 km 3 times a week for 4 weeks
                🌱 Habit 5 started: Run, 5 km, 3 times a week for 4 weeks.
                Any 3 days of your week (from Monday, see /weekstart). A week that can no longer reach 3 breaks the run. Add amounts with /check run 3; a day counts at 5 km.
                [a] ✅ Check in now
                @ 2026-11-23T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Piano
                • Gym (0 of 3 this week, 3 more in 7 days)
                • Water (0/8 glasses)
                • Run (0 of 3 this week, 3 more in 7 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Piano
                [c] ✅ Gym
                [d] ✅ Water
                [e] ✅ Run
                > /check read
                ✅ Read: day 1 of 30 done. 29 to go. See you tomorrow!
                > /check piano\\
                scales, slowly
                ✅ Piano: Monday done, week 1 of 4.
                📝 Note saved.
                > /check water 3
                ➕ Water: 3/8 glasses today — 5 more and the day counts.
                [a] ↩︎ Undo
                > /check water 5
                ✅ Water: 8/8 glasses — day 1 of 21 done.
                [a] ↩︎ Undo
                @ 2026-11-23T21:00:00Z
                (nothing)
                @ 2026-11-24T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Gym (0 of 3 this week, 3 more in 6 days)
                • Water (0/8 glasses)
                • Run (0 of 3 this week, 3 more in 6 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Gym
                [c] ✅ Water
                [d] ✅ Run
                > /check read
                ✅ Read: day 2 of 30 done. Streak: 2 days. 28 to go. See you tomorrow!
                > /check gym
                ✅ Gym: 1 of 3 this week, 2 more in 5 days (week 1 of 4).
                > /check run 6\\
                easy 6k
                ✅ Run: 6/5 km — 1 of 3 this week, 2 more in 5 days (week 1 of 4).
                📝 Note saved.
                [a] ↩︎ Undo
                > /check water 8
                ✅ Water: 8/8 glasses — day 2 of 21 done. Streak: 2 days.
                [a] ↩︎ Undo
                > /check piano
                ✅ Piano: an extra: Tuesday is not one of your days (Mon, Wed, Fri), so it neither counts nor breaks.
                @ 2026-11-24T21:00:00Z
                (nothing)
                @ 2026-11-25T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Piano
                • Gym (1 of 3 this week, 2 more in 5 days)
                • Water (0/8 glasses)
                • Run (1 of 3 this week, 2 more in 5 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Piano
                [c] ✅ Gym
                [d] ✅ Water
                [e] ✅ Run
                > /check read
                ✅ Read: day 3 of 30 done. Streak: 3 days. 27 to go. See you tomorrow!
                > /check piano
                ✅ Piano: Wednesday done, week 1 of 4. Streak: 2 days.
                > /check water 10
                ✅ Water: 10/8 glasses — day 3 of 21 done. Streak: 3 days.
                [a] ↩︎ Undo
                > /check water -1
                ↩︎ Took back 10 glasses of Water: 0/8 glasses today.
                > /habits
                Your habits
                1. Read — day 3 of 30, streak 3 days ✅ checked today
                2. Piano (on Mon, Wed, Fri) — week 1 of 4, streak 2 days ✅ done today
                3. Gym (3 times a week) — week 1 of 4 ⬜ 1 of 3 this week, 2 more in 5 days
                4. Water (8 glasses a day) — day 3 of 21, streak 2 days ⬜ 0/8 glasses today
                5. Run (5 km, 3 times a week) — week 1 of 4 ⬜ 0/5 km today; 1 of 3 this week, 2 more in 5 days
                [a] ✅ 3. Gym
                [b] ✅ 4. Water
                [c] ✅ 5. Run
                @ 2026-11-25T21:00:00Z
                ⚠️ Your 2-day run on Water breaks at midnight unless you reach 8 glasses today (0 so far).
                [a] ✅ Water
                @ 2026-11-26T00:00:00Z
                💔 Your 2-day run on Water broke: yesterday fell short of 8 glasses.
                Reset to start again from day 1: a fresh start counts too.
                [a] ↺ Reset Water
                @ 2026-11-26T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Gym (1 of 3 this week, 2 more in 4 days)
                • Run (1 of 3 this week, 2 more in 4 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Gym
                [c] ✅ Run
                > /check read
                ✅ Read: day 4 of 30 done. Streak: 4 days. 26 to go. See you tomorrow!
                > /check gym
                ✅ Gym: 2 of 3 this week, 1 more in 3 days (week 1 of 4).
                > /check run 3
                ➕ Run: 3/5 km today — 2 more and the day counts.
                [a] ↩︎ Undo
                > /check run 2
                ✅ Run: 5/5 km — 2 of 3 this week, 1 more in 3 days (week 1 of 4).
                [a] ↩︎ Undo
                > /check water 8
                Your run of Water broke yesterday: that day fell short of 8 glasses. Nothing counts until you reset it.
                [a] ↺ Reset Water
                > /habit reset 4
                ↺ Water starts over: day 1 of 21 is today.
                [a] ✅ Check in now
                > /check water 8
                ✅ Water: 8/8 glasses — day 1 of 21 done.
                [a] ↩︎ Undo
                @ 2026-11-26T21:00:00Z
                (nothing)
                @ 2026-11-27T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Piano
                • Gym (2 of 3 this week, 1 more in 3 days)
                • Water (0/8 glasses)
                • Run (2 of 3 this week, 1 more in 3 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Piano
                [c] ✅ Gym
                [d] ✅ Water
                [e] ✅ Run
                > /check read
                ✅ Read: day 5 of 30 done. Streak: 5 days. 25 to go. See you tomorrow!
                > /check water 8
                ✅ Water: 8/8 glasses — day 2 of 21 done. Streak: 2 days.
                [a] ↩︎ Undo
                > /today
                📅 Today, Fri 27 Nov 2026

                🌱 Habits
                ✅ Read — day 5 of 30 done
                ⬜ Piano — week 1 of 4, not checked today
                ⬜ Gym — week 1 of 4, 2 of 3 this week, 1 more in 3 days
                ✅ Water — day 2 of 21, done today (8/8 glasses)
                ⬜ Run — week 1 of 4, 0/5 km today; 2 of 3 this week, 1 more in 3 days
                [a] ✅ Piano
                [b] ✅ Gym
                [c] ✅ Run
                @ 2026-11-27T21:00:00Z
                ⚠️ Your 2-day run on Piano breaks at midnight unless you check in.
                [a] ✅ Piano
                @ 2026-11-28T00:00:00Z
                💔 Your 2-day run on Piano broke: no check-in yesterday.
                Reset to start again from day 1: a fresh start counts too.
                [a] ↺ Reset Piano
                @ 2026-11-28T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Gym (2 of 3 this week, 1 more in 2 days)
                • Water (0/8 glasses)
                • Run (2 of 3 this week, 1 more in 2 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Gym
                [c] ✅ Water
                [d] ✅ Run
                > /check read
                ✅ Read: day 6 of 30 done. Streak: 6 days. 24 to go. See you tomorrow!
                > /check run 5
                ✅ Run: 5/5 km — 3 of 3 this week, week 1 of 4 done.
                [a] ↩︎ Undo
                > /check water 4
                ➕ Water: 4/8 glasses today — 4 more and the day counts.
                [a] ↩︎ Undo
                > /check water 4
                ✅ Water: 8/8 glasses — day 3 of 21 done. Streak: 3 days.
                [a] ↩︎ Undo
                @ 2026-11-28T21:00:00Z
                (nothing)
                @ 2026-11-29T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Gym (2 of 3 this week, 1 more in 1 day)
                • Water (0/8 glasses)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Gym
                [c] ✅ Water
                > /check read
                ✅ Read: day 7 of 30 done. Streak: 7 days. 23 to go. See you tomorrow!
                > /check water 8
                ✅ Water: 8/8 glasses — day 4 of 21 done. Streak: 4 days.
                [a] ↩︎ Undo
                @ 2026-11-29T21:00:00Z
                ⚠️ Your run on Gym breaks at midnight unless you check in: this week needs 1 more, and today is the last chance.
                [a] ✅ Gym
                > /check gym
                ✅ Gym: 3 of 3 this week, week 1 of 4 done.
                @ 2026-11-30T00:00:00Z
                (nothing)
                @ 2026-11-30T09:00:00Z
                ☀️ Still to check in today:
                • Read
                • Gym (0 of 3 this week, 3 more in 7 days)
                • Water (0/8 glasses)
                • Run (0 of 3 this week, 3 more in 7 days)
                Check each in with ✅ once it's done.
                [a] ✅ Read
                [b] ✅ Gym
                [c] ✅ Water
                [d] ✅ Run
                > /habits
                Your habits
                1. Read — day 8 of 30, streak 7 days ⬜ not checked today
                2. Piano (on Mon, Wed, Fri) — run broke on Fri 27 Nov; reset to start over
                3. Gym (3 times a week) — week 2 of 4, streak 1 week ⬜ 0 of 3 this week, 3 more in 7 days
                4. Water (8 glasses a day) — day 5 of 21, streak 4 days ⬜ 0/8 glasses today
                5. Run (5 km, 3 times a week) — week 2 of 4, streak 1 week ⬜ 0/5 km today; 0 of 3 this week, 3 more in 7 days
                [a] ✅ 1. Read
                [b] ↺ Reset Piano
                [c] ✅ 3. Gym
                [d] ✅ 4. Water
                [e] ✅ 5. Run
                > /habit 2
                🌱 Piano — on Mon, Wed, Fri, 4 weeks
                Run broke on Fri 27 Nov; reset to start over.
                Recent check-ins
                • Wed 25 Nov
                • Tue 24 Nov
                • Mon 23 Nov
                  📝 scales, slowly
                [a] ↺ Reset Piano
                > /habit 5
                🌱 Run — 5 km, 3 times a week, 4 weeks
                Week 2 of 4 · streak 1 week · 0 of 3 this week, 3 more in 7 days
                Today: 0/5 km
                Recent check-ins
                • Sat 28 Nov: 5 km
                • Thu 26 Nov: 3 + 2 = 5 km
                • Tue 24 Nov: 6 km
                  📝 easy 6k
                [a] ✅ Check in
                > /progress
                📈 Your progress

                🌱 Habits
                Read
                ▓▓░░░░░░░░ 23% · day 8 of 30 · streak 7 days
                Piano
                run broke on Fri 27 Nov; /habits to reset
                Gym
                ▓▓░░░░░░░░ 25% · week 2 of 4 (3 times a week) · streak 1 week · 0 of 3 this week, 3 more in 7 days
                Water
                ▓░░░░░░░░░ 19% · day 5 of 21 (8 glasses a day) · streak 4 days
                Run
                ▓▓░░░░░░░░ 25% · week 2 of 4 (5 km, 3 times a week) · streak 1 week · 0 of 3 this week, 3 more in 7 days
                > /me
                👋 Hi Alice! Here is where you stand.

                🎯 Goals: 0 current, 0 completed
                🌱 Habits: 5 active, 0 finished
                🔁 Routines: 0
                📝 Open to-dos: 0
                🔥 Best streak ever: 7 days, and 1 week of a weekly target
                📅 Member since Mon 23 Nov 2026
                [a] 📅 Today   [b] 📈 Progress
                """)
    }
}
