import Foundation
import TestSupport
import Testing
import TrackerCore

/// Input that once took the whole bot down, through the console adapter and the dispatcher.
struct HostileInputTranscriptTests {
    @Test func listNumbersOutsideTheListGetAReplyNotACrash() throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        try console.send("/habit add Read")
        for line in ["/check 0", "/check -1", "/check #0", "/check -9223372036854775808"] {
            #expect(try console.send(line).hasPrefix("Numbers in lists start at 1."), "\(line)")
        }
        #expect(try console.send("/check 99999999999999999999").hasPrefix("No list of yours is that long."))
        #expect(try console.send("/check 2") == "There is no habit 2: your list has 1. See /habits.")
        // A bare number beyond Int with buttons on screen is no button press.
        try console.send("/habits")
        for line in ["-9223372036854775808", "0", "99999999999999999999"] {
            #expect(!(try console.send(line)).isEmpty)
        }
        #expect(try console.send("/check 1").hasPrefix("✅"))
    }
}
