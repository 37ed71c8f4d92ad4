import Foundation
import TestSupport
import Testing

/// Replies word counts, percentages, dates, notes and echoed input one way everywhere.
struct WordingTranscriptTests {
    private static let monday = Date.iso("2026-11-23T09:00:00Z")

    @Test func weeklyTargetsAndOneUnitProgramsReadNaturally() throws {
        let clock = ManualClock(Self.monday)
        let console = try ScriptedConsole(clock: clock)
        #expect(
            try console.send("/habit add Gym once a week for 1 week").contains(
                "\nAny day of your week (from Monday, see /weekstart)."))
        #expect(
            try console.send("/check").hasPrefix(
                "🎉 Gym: 1 week done! You kept your word to yourself all the way."))
        #expect(try console.send("/habits").contains("🏅 1 week done (today)"))
        #expect(try console.send("/habit add Swim twice a week").contains("\nAny 2 days of your week"))
        for day in ["2026-11-23", "2026-11-24", "2026-11-25"] {
            clock.set(.iso(day + "T09:00:00Z"))
            try console.send("/check swim")
        }
        // Past the target the week says so, never "3 of 2".
        for view in ["/habits", "/habit 2", "/progress"] {
            let text = try console.send(view)
            #expect(text.contains("3 this week (2 needed) ✔"), "\(view)")
            #expect(!text.contains("3 of 2"), "\(view)")
        }
    }

    /// 2 of 3 is 67 %, 1 of 8 weeks 13 %: rounded to the nearest, in the text and the bar.
    @Test func percentagesRoundToTheNearest() throws {
        let clock = ManualClock(Self.monday)
        let console = try ScriptedConsole(clock: clock)
        try console.send("/goal add Trip")
        for step in ["a", "b", "c"] { try console.send("/goal step 1 \(step)") }
        try console.send("/goal tick 1 1")
        #expect(try console.send("/goal tick 1 2").contains("▓▓▓▓▓▓░░░░ 67%"))
        try console.send("/habit add Swim twice a week")
        try console.send("/check swim")
        clock.set(.iso("2026-11-24T09:00:00Z"))
        try console.send("/check swim")
        let progress = try console.send("/progress")
        #expect(progress.contains("▓▓▓▓▓▓░░░░ 67% · 2 of 3 checkpoints"))
        #expect(progress.contains("▓░░░░░░░░░ 13% · week 1 of 8"))
    }

    @Test func everyLineOfANoteSitsUnderItsDay() throws {
        let console = try ScriptedConsole(clock: ManualClock(Self.monday))
        try console.send("/habit add Read")
        try console.send("/check read\\\nline one\\\nline two")
        #expect(try console.send("/habit 1").contains("\n• today\n  📝 line one\n     line two\n"))
    }

    /// A long paste is echoed cut, whichever command it reaches.
    @Test func longInputIsNeverEchoedWhole() throws {
        let console = try ScriptedConsole(clock: ManualClock(Self.monday))
        try console.send("/habit add Read")
        try console.send("/goal add Trip")
        try console.send("/goal add Old\n/goal done 2")
        let paste = String(repeating: "x", count: 5_000)
        for command in [
            "/check", "/check read", "/habit", "/habit 1", "/goal", "/goal edit 1 by", "/todo", "/routine",
            "/calendar", "/history", "/remind", "/warn", "/timezone", "/pause until", "/help", "/group",
            "/daystart", "/weekstart", "/goal add Trip by", "/habit add Read on",
        ] {
            let reply = try console.send("\(command) \(paste)")
            #expect(!reply.isEmpty && reply.count < 600, "\(command): \(reply.count) characters")
        }
    }

    /// A reply in a group carries no button that only works in private.
    @Test func aGroupReplyHasNoPersonalButtons() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let group = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(Self.monday), isGroup: true)
        try group.send("/challenge Read for 1 day")
        let done = try group.send("/check")
        #expect(done.hasPrefix("🎉 Alice finished Read: 1 day done!"))
        #expect(!done.contains("New habit"))
    }
}
