import Foundation
import TestSupport
import Testing
import TrackerCore

/// `/export` and `/forget` with its question and both answers, in every language.
struct DataLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["data."]

    /// `/export`, `/forget` kept and `/forget` confirmed, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        for line in ["/goal add Marathon", "/habit add Read", "/habit add Piano", "/todo add Milk"] {
            try console.send(line)
        }
        return try ["/export", "/forget", "b", "/forget", "a"].map(console.send).joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theDataRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.dataConfirmForget), localizer.text(.dataDeleteButton),
            localizer.text(.dataKeepButton),
            localizer.text(.dataForgotten), localizer.count(.dataHabits, 2), localizer.count(.dataTodos, 1),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.translated, in: transcript, language)
    }

    @Test func englishKeepsItsWording() throws {
        let transcript = try Self.transcript(in: .english)
        try LanguageTranscripts.expectEnglish(of: Self.translated, in: transcript)
        #expect(
            transcript.contains(
                "📦 Your data is exported: 1 goal, 2 habits, 1 to-do, 0 routines.\ntrackerbot-export-"))
        #expect(transcript.contains("[a] 🗑 Delete everything   [b] Keep my data"))
    }

    /// The first line of each CSV file `/export` writes in `language`, by file name.
    static func csvHeaders(in language: Language) throws -> [String: String] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        try console.send("/habit add Read")
        try console.send("/export")
        let exports = URL(fileURLWithPath: directory.file("exports"))
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: exports.path).first)
        let files = try FileManager.default.contentsOfDirectory(
            atPath: exports.appendingPathComponent(folder).path)
        var headers: [String: String] = [:]
        for file in files where file.hasSuffix(".csv") {
            let text = try String(
                contentsOf: exports.appendingPathComponent(folder).appendingPathComponent(file),
                encoding: .utf8)
            headers[file] = text.components(separatedBy: "\r\n").first
        }
        return headers
    }

    /// The column names are the JSON document's field names, which scripts and spreadsheets
    /// read by name: they stay the same in every language, as the README promises.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theExportFilesKeepTheirColumnNames(language: Language) throws {
        let english = try Self.csvHeaders(in: .english)
        #expect(english.count == 8)
        #expect(english["habits.csv"]?.hasPrefix("id,name,length,run,") == true)
        #expect(try Self.csvHeaders(in: language) == english)
    }
}
