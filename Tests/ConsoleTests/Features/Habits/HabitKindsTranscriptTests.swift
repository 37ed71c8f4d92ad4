import Foundation
import TestSupport
import Testing
import TrackerCore

/// Habits of every kind through the console: amounts, take-backs, notes, the card, edits
/// and their refusals. Monday 2026-11-23, UTC.
struct HabitKindsTranscriptTests {
    /// Sends each line and returns `> line` followed by the reply, for the whole script.
    private func transcript(_ console: ScriptedConsole, _ lines: [String]) throws -> String {
        try lines.map { "> \($0)\n\(try console.send($0))" }.joined(separator: "\n")
    }

    @Test func amountsTakeBacksNotesAndTheCard() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        let monday = try transcript(
            console,
            [
                "/habit add Water 8 glasses a day", "/check water 3", "/check water 2\\\nafter lunch",
                "/check water -1",
                "/check water -3", "/check water 2.5", "/check water 6", "/check water 1", "/habit 1", "b",
                "/check water 2\\\nbefore bed", "/check water 1",
            ])
        #expect(
            monday == """
                > /habit add Water 8 glasses a day
                🌱 Habit 1 started: Water, 8 glasses a day for 21 days.
                Every day counts, and a day short of the target breaks the run. Add amounts with /check water 3; a day counts at 8 glasses.
                [a] ✅ Check in now
                > /check water 3
                ➕ Water: 3/8 glasses today — 5 more and the day counts.
                [a] ↩︎ Undo
                > /check water 2\\
                after lunch
                ➕ Water: 5/8 glasses today — 3 more and the day counts.
                📝 Note saved.
                [a] ↩︎ Undo
                > /check water -1
                ↩︎ Took back 2 glasses of Water: 3/8 glasses today.
                > /check water -3
                ↩︎ Took back 3 glasses of Water: 0/8 glasses today.
                > /check water 2.5
                “2.5” is not an amount of Water: give a whole number from 1 to 1,000,000.
                Usage: /check <habit> <amount>, /check <habit> -1 (takes back the last amount)
                > /check water 6
                ➕ Water: 6/8 glasses today — 2 more and the day counts.
                [a] ↩︎ Undo
                > /check water 1
                ➕ Water: 7/8 glasses today — 1 more and the day counts.
                [a] ↩︎ Undo
                > /habit 1
                🌱 Water — 8 glasses a day, 21 days
                Day 1 of 21
                Today: 7/8 glasses
                Recent check-ins
                • today: 6 + 1 = 7 glasses
                [a] ✅ Check in
                [b] ↩︎ Undo today's last
                > b
                ↩︎ Took back 1 glass of Water: 6/8 glasses today.
                > /check water 2\\
                before bed
                ✅ Water: 8/8 glasses — day 1 of 21 done.
                📝 Note saved.
                [a] ↩︎ Undo
                > /check water 1
                ✅ Water: 9/8 glasses today — an extra: the day had already counted.
                [a] ↩︎ Undo
                """)
    }

    @Test func editsKeepTheRunOrSayWhyNot() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        try console.send("/habit add Water 8 glasses a day")
        try console.send("/check water 6")
        try console.send("/check water 2\\\nbefore bed")
        try console.send("/check water 1")
        console.clock.set(.iso("2026-11-24T09:00:00Z"))
        let tuesday = try transcript(
            console,
            [
                "/check water", "/habits", "/habit 1", "/habit edit 1 target 10",
                "/habit edit 1 target 9 cups",
                "/habit edit 1 length 3", "/habit edit 1 length 2", "/habit edit 1 target none",
                "/check water 2",
                "/check water", "/check water\\\nlast one", "/habit 1",
            ])
        #expect(
            tuesday == """
                > /check water
                ➕ Water: 1/8 glasses today — 7 more and the day counts.
                [a] ↩︎ Undo
                > /habits
                Your habits
                1. Water (8 glasses a day) — day 2 of 21, streak 1 day ⬜ 1/8 glasses today
                [a] ✅ 1. Water
                > /habit 1
                🌱 Water — 8 glasses a day, 21 days
                Day 2 of 21 · streak 1 day
                Today: 1/8 glasses
                Recent check-ins
                • today: 1 glass
                • yesterday: 6 + 2 + 1 = 9 glasses
                  📝 before bed
                [a] ✅ Check in
                [b] ↩︎ Undo today's last
                > /habit edit 1 target 10
                ✏️ Water counts 10 glasses a day.
                > /habit edit 1 target 9 cups
                ✏️ Water counts 9 cups a day.
                > /habit edit 1 length 3
                ✏️ Water now lasts 3 days.
                > /habit edit 1 length 2
                ✏️ Water now lasts 2 days.
                > /habit edit 1 target none
                With that change, Water would already have reached 2 days of 2: give it a longer length first.
                Usage: /habit edit <n> name|days|target|length <value>
                > /check water 2
                ➕ Water: 3/9 cups today — 6 more and the day counts.
                [a] ↩︎ Undo
                > /check water
                ➕ Water: 4/9 cups today — 5 more and the day counts.
                [a] ↩︎ Undo
                > /check water\\
                last one
                ➕ Water: 5/9 cups today — 4 more and the day counts.
                📝 Note saved.
                [a] ↩︎ Undo
                > /habit 1
                🌱 Water — 9 cups a day, 2 days
                Day 2 of 2 · streak 1 day
                Today: 5/9 cups
                Recent check-ins
                • today: 1 + 2 + 1 + 1 = 5 cups
                  📝 last one
                • yesterday: 6 + 2 + 1 = 9 cups
                  📝 before bed
                [a] ✅ Check in
                [b] ↩︎ Undo today's last
                """)
    }

    @Test func chosenDaysAndWeeklyTargetsThroughAWeek() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        var days: [String] = []
        days.append(
            try transcript(
                console,
                [
                    "/habit add Piano on mon,wed,fri for 2 weeks",
                    "/habit add Gym 3 times a week for 2 weeks",
                    "/check piano", "/check gym",
                ]))
        console.clock.set(.iso("2026-11-24T09:00:00Z"))
        days.append(
            try transcript(
                console,
                [
                    "/check piano", "/habits", "/habit edit 2 days 4 times a week",
                    "/habit edit 1 days tue,thu",
                ]))
        console.clock.set(.iso("2026-11-26T09:00:00Z"))
        days.append(try transcript(console, ["/habits", "/check gym", "/habit 1", "a"]))
        console.clock.set(.iso("2026-11-29T09:00:00Z"))
        days.append(
            try transcript(console, ["/habits", "/check gym", "/habit edit 2 days daily", "/habit 2"]))
        #expect(
            days.joined(separator: "\n") == """
                > /habit add Piano on mon,wed,fri for 2 weeks
                🌱 Habit 1 started: Piano, on Mon, Wed, Fri for 2 weeks.
                A missed day (Mon, Wed, Fri) breaks the run; a check-in on another day is an extra.
                [a] ✅ Check in now
                > /habit add Gym 3 times a week for 2 weeks
                🌱 Habit 2 started: Gym, 3 times a week for 2 weeks.
                Any 3 days of your week (from Monday, see /weekstart). A week that can no longer reach 3 breaks the run.
                [a] ✅ Check in now
                > /check piano
                ✅ Piano: Monday done, week 1 of 2.
                > /check gym
                ✅ Gym: 1 of 3 this week, 2 more in 6 days (week 1 of 2).
                > /check piano
                ✅ Piano: an extra: Tuesday is not one of your days (Mon, Wed, Fri), so it neither counts nor breaks.
                > /habits
                Your habits
                1. Piano (on Mon, Wed, Fri) — week 1 of 2, streak 1 day ✅ done today
                2. Gym (3 times a week) — week 1 of 2 ⬜ 1 of 3 this week, 2 more in 6 days
                [a] ✅ 2. Gym
                > /habit edit 2 days 4 times a week
                ✏️ Gym is now 4 times a week, for 2 weeks from Mon 30 Nov on; until then it keeps its rules, so nothing already counted changes.
                > /habit edit 1 days tue,thu
                ✏️ Piano is now on Tue, Thu, for 2 weeks from tomorrow on; until then it keeps its rules, so nothing already counted changes.
                > /habits
                Your habits
                1. Piano (on Tue, Thu) — week 1 of 2, streak 1 day ⬜ not checked today
                2. Gym (4 times a week) — week 1 of 2 ⬜ 1 of 3 this week, 2 more in 4 days
                [a] ✅ 1. Piano
                [b] ✅ 2. Gym
                > /check gym
                ✅ Gym: 2 of 3 this week, 1 more in 3 days (week 1 of 2).
                > /habit 1
                🌱 Piano — on Tue, Thu, 2 weeks
                Week 1 of 2 · streak 1 day · 1 extra
                Today: ⬜ not checked in yet
                Recent check-ins
                • Tue 24 Nov
                • Mon 23 Nov
                [a] ✅ Check in
                > a
                ✅ Piano: Thursday done, week 1 of 2. Streak: 2 days.
                > /habits
                Your habits
                1. Piano (on Tue, Thu) — week 1 of 2, streak 2 days · not due today
                2. Gym (4 times a week) — week 1 of 2 ⬜ 2 of 3 this week, 1 more in 1 day
                [a] ✅ 2. Gym
                > /check gym
                ✅ Gym: 3 of 3 this week, week 1 of 2 done.
                > /habit edit 2 days daily
                ✏️ Gym is now every day, for 14 days from tomorrow on; until then it keeps its rules, so nothing already counted changes.
                > /habit 2
                🌱 Gym — every day from tomorrow, 14 days
                Day 7 of 14 · streak 7 days · 3 of 3 this week ✔
                Today: ✅ checked in
                Recent check-ins
                • today
                • Thu 26 Nov
                • Mon 23 Nov
                [a] ↩︎ Undo today's last
                """)
    }
}
