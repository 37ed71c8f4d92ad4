import Foundation
import TestSupport
import Testing
import TrackerCore

/// Every tip agrees with the strict rule of a run, and tips do not repeat until all were shown.
struct TipTranscriptTests: ConsoleOnNovember21 {
    @Test func everyTipAgreesWithTheStrictRule() throws {
        let console = try makeConsole()
        let tips = try (0..<24).map { _ in try console.send("/tip") }
        #expect(Set(tips).count == 24)
        #expect(!tips.contains { $0.localizedCaseInsensitiveContains("miss twice") })
        // A tip that speaks of a missed day says what it does here: it breaks the run.
        for tip in tips where tip.contains("missed day") {
            #expect(tip.contains("breaks the run") || tip.contains("If a run breaks"), "\(tip)")
        }
    }

    @Test func tipsDoNotRepeatUntilAllWereShown() throws {
        let console = try ScriptedConsole(clock: ManualClock(RoutineTranscriptTests.monday))
        let creation = try console.send("/routine add Morning on daily at 7\\\nWater")
        let tips =
            try [creation.components(separatedBy: "\n")[3]]
            + (1..<24).map { _ in try console.send("/tip").components(separatedBy: "\n")[0] }
        #expect(tips.allSatisfy { $0.hasPrefix("💡 ") })
        #expect(Set(tips).count == 24)
        #expect(try console.send("/tip") == tips[0] + "\nAnother one: /tip")
    }
}
