import TestSupport
import TrackerCore

/// A transcript whose console starts on Saturday 21 November 2026 at 09:00 UTC.
protocol ConsoleOnNovember21 {}

extension ConsoleOnNovember21 {
    func makeConsole(isGroup: Bool = false) throws -> ScriptedConsole {
        try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")), isGroup: isGroup)
    }
}
