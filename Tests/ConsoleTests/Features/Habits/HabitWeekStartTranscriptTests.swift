import Foundation
import TestSupport
import Testing
import TrackerCore

/// `/weekstart` and the habits whose weeks it shapes: a week a habit had begun keeps its
/// start, and a habit made after the choice follows it on all its days.
struct HabitWeekStartTranscriptTests {
    /// On Sunday 22 November, `/weekstart sun`, then Yoga three times a week, checked in on
    /// Sunday, Monday and Tuesday: its first week runs from that Sunday and is reached, though
    /// Gym, made before the choice, keeps the Monday week it was in.
    @Test func aWeekStartChosenBeforeAHabitAppliesToAllOfIt() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-22T09:00:00Z")))
        try console.send("/remind off")
        try console.send("/warn off")
        try console.send("/habit add Gym once a week")
        #expect(try console.send("/check gym").hasPrefix("✅ Gym"))
        #expect(try console.send("/weekstart sun").contains("follow the new start from tomorrow"))
        try console.send("/habit add Yoga 3 times a week")
        for day in ["22", "23", "24"] {
            console.clock.set(.iso("2026-11-\(day)T10:00:00Z"))
            #expect(try console.send("/check yoga").hasPrefix("✅ Yoga"), "\(day)")
        }
        console.clock.set(.iso("2026-11-29T10:00:00Z"))
        let yoga = try console.send("/habit 2")
        #expect(yoga.contains("\nWeek 2 of 8 · streak 1 week · 0 of 3 this week"), "\(yoga)")
    }
}
