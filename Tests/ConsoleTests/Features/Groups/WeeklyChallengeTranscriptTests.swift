import Foundation
import TestSupport
import Testing
import TrackerCore

/// A group challenge with a weekly target: its announcement, check-ins, the summary and the
/// board count weeks. Monday 2026-11-23, UTC.
struct WeeklyChallengeTranscriptTests {
    private func transcript(_ console: ScriptedConsole, _ lines: [String]) throws -> String {
        try lines.map { "> \($0)\n\(try console.send($0))" }.joined(separator: "\n")
    }

    @Test func aThreeTimesAWeekChallenge() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")), isGroup: true)
        var parts: [String] = []
        parts.append(
            try transcript(
                console,
                ["/challenge Gym 3 times a week for 2 weeks", "/group time 20:00", "/check", "/board"]))
        parts.append("~ summary\n" + (try console.wait(until: .iso("2026-11-23T20:00:00Z"))))
        console.clock.set(.iso("2026-11-24T09:00:00Z"))
        parts.append(try transcript(console, ["/check", "/challenge"]))
        console.clock.set(.iso("2026-11-25T09:00:00Z"))
        parts.append(try transcript(console, ["/check", "/check"]))
        parts.append("~ summary\n" + (try console.wait(until: .iso("2026-11-25T20:00:00Z"))))
        parts.append(try transcript(console, ["/board"]))
        #expect(
            parts.joined(separator: "\n") == """
                > /challenge Gym 3 times a week for 2 weeks
                📣 Alice started a challenge: Gym (3 times a week) for 2 weeks, until Sun 6 Dec.
                Choose Join or send /join to take part, then check in with /check on 3 days of each week, here or in private. Fall short of 3 in a week and your run starts over.
                Members: Alice
                [a] 🙋 Join
                > /group time 20:00
                🕘 The daily summary now comes at 20:00 (UTC).
                > /check
                ✅ Gym: 1 of 3 this week, 2 more in 6 days (week 1 of 2).
                > /board
                🏆 Gym · week 1 of 2
                1. Alice · streak 0 weeks · 1 check-in ✅
                ~ summary
                📣 Gym challenge · week 1 of 2
                ✅ Alice · 1 check-in · 1 of 3 this week, 2 more in 6 days · streak 0 weeks
                > /check
                ✅ Gym: 2 of 3 this week, 1 more in 5 days (week 1 of 2).
                > /challenge
                📣 Gym challenge · week 1 of 2
                ✅ Alice · 2 check-ins · 2 of 3 this week, 1 more in 5 days · streak 0 weeks
                > /check
                ✅ Gym: 3 of 3 this week, week 1 of 2 done.
                > /check
                You already checked in Gym today.
                ~ summary
                📣 Gym challenge · week 1 of 2
                ✅ Alice · 3 check-ins · 3 of 3 this week ✔ · streak 1 week
                > /board
                🏆 Gym · week 1 of 2
                1. Alice · streak 1 week · 3 check-ins ✅
                """)
    }
}
