import Foundation
import TestSupport
import Testing
import TrackerCore

/// `/today`, `/progress`, `/calendar` and `/me` with habits of every kind.
struct HabitViewsTranscriptTests {
    private func transcript(_ console: ScriptedConsole, _ lines: [String]) throws -> String {
        try lines.map { "> \($0)\n\(try console.send($0))" }.joined(separator: "\n")
    }

    @Test func viewsKnowEveryKind() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        for line in [
            "/habit add Read", "/habit add Piano on mon,wed,fri", "/habit add Gym 2 times a week",
            "/habit add Water 8 glasses a day", "/check read", "/check piano", "/check gym", "/check water 8",
        ] {
            try console.send(line)
        }
        console.clock.set(.iso("2026-11-24T09:00:00Z"))
        try console.send("/check gym")
        // 3 of 8 glasses is not a day done: /calendar counts it as /calendar year does.
        try console.send("/check water 3")
        #expect(
            try transcript(console, ["/today", "/progress", "/calendar", "/me"]) == """
                > /today
                📅 Today, Tue 24 Nov 2026

                🌱 Habits
                ⬜ Read — day 2 of 21
                · Piano — week 1 of 8, not due today
                ✅ Gym — week 1 of 8, 2 of 2 this week ✔
                ⬜ Water — day 2 of 21, 3/8 glasses today
                [a] ✅ Read
                [b] ✅ Water
                > /progress
                📈 Your progress

                🌱 Habits
                Read
                ░░░░░░░░░░ 5% · day 2 of 21 · streak 1 day
                Piano
                ░░░░░░░░░░ 0% · week 1 of 8 (on Mon, Wed, Fri) · streak 1 day
                Gym
                ▓░░░░░░░░░ 13% · week 1 of 8 (twice a week) · streak 1 week · 2 of 2 this week ✔
                Water
                ░░░░░░░░░░ 5% · day 2 of 21 (8 glasses a day) · streak 1 day
                > /calendar
                📅 November 2026
                Mo   Tu   We   Th   Fr   Sa   Su
                                               1
                 2    3    4    5    6    7    8
                 9   10   11   12   13   14   15
                16   17   18   19   20   21   22
                23 ✓ 24 ✓ 25   26   27   28   29
                30
                * goal reached  + goal set  ✓ habit checked  - paused
                This month: 0 goals set, 0 reached, 5 check-ins.
                [a] « Oct   [b] Dec »
                > /me
                👋 Hi Alice! Here is where you stand.

                🎯 Goals: 0 current, 0 completed
                🌱 Habits: 4 active, 0 finished
                🔁 Routines: 0
                📝 Open to-dos: 0
                🔥 Best streak ever: 1 day, and 1 week of a weekly target
                📅 Member since Mon 23 Nov 2026
                [a] 📅 Today   [b] 📈 Progress
                """)
    }
}
