import Foundation
import TestSupport
import Testing

/// A rename names the old and the new name.
struct HabitRenameTranscriptTests {
    @Test func aRenameNamesTheOldAndTheNewName() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-23T09:00:00Z")))
        try console.send("/habit add Meditate")
        try console.send("/habits")
        #expect(try console.send("/habit edit 1 name Zen") == "✏️ Renamed Meditate → Zen.")
        #expect(try console.send("/habits").contains("Zen"))
    }
}
