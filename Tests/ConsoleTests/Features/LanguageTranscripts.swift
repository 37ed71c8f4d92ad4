import TestSupport
import Testing
import TrackerCore

/// The English sentences of catalog messages, and the two checks each language's transcript
/// makes with them: none of them in another language's replies, each of them in English.
enum LanguageTranscripts {
    /// A private chat and a group on one database in `directory`, each switched to
    /// `language` with `/language` unless it is English.
    static func privateAndGroup(
        in language: Language, clock: ManualClock, directory: TemporaryDirectory
    ) throws -> (private: ScriptedConsole, group: ScriptedConsole) {
        let person = try ScriptedConsole(databasePath: directory.file("bot.sqlite"), clock: clock)
        let group = try ScriptedConsole(
            databasePath: directory.file("bot.sqlite"), clock: clock, isGroup: true)
        if language != .english {
            try person.send("/language \(language.tag)")
            try group.send("/language \(language.tag)")
        }
        return (person, group)
    }

    /// The English texts of the messages whose keys start with one of `prefixes`, cut at
    /// placeholders and punctuation: what a translated reply must not contain. Pieces of
    /// command syntax (`<date>`, `[for 8 weeks]`, `on|off`) stay as typed in every language.
    static func englishSentences(of prefixes: [String]) throws -> [String] {
        let english = try #require(Catalog.all[.english])
        let texts = english.entries.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }
            .flatMap { $0.value.templates.map { $0.filled([:]) } }
        let pieces = texts.flatMap { text in
            text.replacing(/\{[A-Za-z0-9_.]+\}/, with: "\n").split { ".;:!?—\n".contains($0) }
        }
        return pieces.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.contains(where: { "<[|".contains($0) }) }
            .filter { $0.split(separator: " ").filter { $0.contains(/^[A-Za-z-]+$/) }.count >= 3 }
    }

    /// Expects no English sentence of `prefixes`' messages in `transcript`, written in
    /// `language`, but those in `typedAsIs` (what the user typed, kept in every language).
    static func expectNoEnglish(
        of prefixes: [String], in transcript: String, _ language: Language,
        except typedAsIs: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for sentence in try englishSentences(of: prefixes) where !typedAsIs.contains(sentence) {
            #expect(
                !transcript.contains(sentence), "\(language.tag): “\(sentence)”",
                sourceLocation: sourceLocation)
        }
    }

    /// Expects each English sentence of `prefixes`' messages in the English `transcript`, but
    /// those in `unreached` (messages the transcript cannot bring about).
    static func expectEnglish(
        of prefixes: [String], in transcript: String, except unreached: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for sentence in try englishSentences(of: prefixes) where !unreached.contains(sentence) {
            #expect(transcript.contains(sentence), "“\(sentence)”", sourceLocation: sourceLocation)
        }
    }
}
