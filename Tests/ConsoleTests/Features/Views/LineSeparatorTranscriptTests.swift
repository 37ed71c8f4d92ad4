import Foundation
import TestSupport
import Testing
import TrackerCore

/// The parts of one line stand apart as each language writes it: Persian writes zero as a
/// dot, so its lines use a comma where others use " · " ("۳۰ · " would read as 300).
struct LineSeparatorTranscriptTests {
    @Test(arguments: [(Language.english, " · "), (.persian, "، "), (.german, " · ")])
    func aLinesPartsStandApartAsTheLanguageWrites(language: Language, separator: String) throws {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        try console.send("/habit add Read for 30 days")
        try console.send("/check")
        let progress = try console.send("/progress")
        #expect(progress.contains(separator), "\(language.tag): \(progress)")
        if language == .persian { #expect(!progress.contains("·"), "\(progress)") }
    }
}
