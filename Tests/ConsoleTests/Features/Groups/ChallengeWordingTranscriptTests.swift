import Foundation
import TestSupport
import Testing

/// A challenge whose starter cannot join still starts and says why they are not in it.
struct ChallengeWordingTranscriptTests {
    @Test func aChallengeItsStarterCannotJoinStillStartsAndSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let clock = ManualClock(.iso("2026-11-23T09:00:00Z"))
        let alone = try ScriptedConsole(databasePath: directory.file("bot.sqlite"), clock: clock)
        let group = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, isGroup: true)
        try alone.send("/habit add Read")
        let started = try group.send("/challenge Read 3 times a week for 2 weeks")
        #expect(started.hasPrefix("📣 Alice started a challenge: Read (3 times a week) for 2 weeks"))
        #expect(
            started.contains(
                "⚠️ Alice, you're not in it yet. Your habit Read is every day, and this challenge is 3 times a week."
            ))
        #expect(!started.contains("again"))
        // The challenge exists: /challenge shows it, and nobody is in it yet.
        #expect(try group.send("/challenge").hasPrefix("📣 Read challenge"))
        // Renaming the private habit lets Alice join.
        try alone.send("/habits")
        try alone.send("/habit edit 1 name Read alone")
        // The announcement shows her among its members, then the join is answered.
        let joined = try group.send("/join")
        #expect(joined.hasPrefix("📣 Alice started a challenge") && joined.contains("\nMembers: Alice\n"))
        #expect(joined.contains("\n\n🙋 Alice joined the Read challenge"))
    }
}
