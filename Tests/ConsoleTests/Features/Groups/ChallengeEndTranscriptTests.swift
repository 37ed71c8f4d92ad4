import Foundation
import TestSupport
import Testing
import TrackerCore

/// Ending with no challenge running starts none.
struct ChallengeEndTranscriptTests: ConsoleOnNovember21 {
    @Test func endingWithoutAChallengeStartsNone() throws {
        let console = try makeConsole(isGroup: true)
        #expect(
            try console.send("/challenge end now").hasPrefix("To end the challenge, send /challenge end."))
        #expect(try console.send("/challenge stop").hasPrefix("No challenge is running here."))
        #expect(try console.send("/challenge").hasPrefix("No challenge is running here."))
    }
}
