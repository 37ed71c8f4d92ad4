import Foundation
import TestSupport
import Testing
import TrackerCore

/// The help overview and every topic page.
struct HelpTranscriptTests {
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
}
