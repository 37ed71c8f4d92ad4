import Foundation
import Testing

@testable import TrackerCore

@Suite struct CatalogTests {
    /// The catalog files in the repository, by language tag.
    private static let files: [String: String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Catalogs")
        var files: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasSuffix(".json") {
            files[String(name.dropLast(5))] = try? String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }()

    @Test func thereIsOneFilePerLanguage() {
        #expect(Set(Self.files.keys) == Set(Language.allCases.map(\.tag)))
    }

    @Test func theBuiltInCatalogsAreTheFilesAsTheyAreNow() {
        for (tag, text) in Self.files {
            let embedded = EmbeddedCatalogs.files[tag]
            #expect(
                embedded?.trimmingCharacters(in: .newlines) == text.trimmingCharacters(in: .newlines),
                "Catalogs/\(tag).json changed: run scripts/catalogs.sh")
        }
        #expect(Set(EmbeddedCatalogs.files.keys) == Set(Self.files.keys))
    }

    @Test(arguments: Language.allCases)
    func everyCatalogReads(language: Language) throws {
        let catalog = try Catalog(json: try #require(EmbeddedCatalogs.files[language.tag]))
        #expect(!catalog.entries.isEmpty)
    }

    /// Only the console's own messages speak of the console: everything else is shown on
    /// Telegram and Matrix too, where advice for the terminal is no use.
    @Test func onlyTheConsolesMessagesSpeakOfIt() throws {
        let words = ["console", "konsole", "консол", "کنسول", "consola"]
        for (tag, key, text) in try Self.messages() where !key.hasPrefix("console.") {
            #expect(!words.contains { text.lowercased().contains($0) }, "\(tag): \(key): \(text)")
        }
    }

    /// A choice is a button on Telegram, a reaction on Matrix and a letter in the console: no
    /// message but the console's tells the user to tap or press one.
    @Test func noMessageButTheConsolesSaysToTapOrPress() throws {
        let words = [
            "tap ", "tap,", "taps ", "press", "tipp auf", "tippe", "tipp dar", "drück", "pulsa", "tócalo",
            "toca un", "toque", "clique", "нажм", "нажим", "را بزنید", "رویش", "روی یکی", "می‌زنند",
        ]
        for (tag, key, text) in try Self.messages() where !key.hasPrefix("console.") {
            #expect(!words.contains { text.lowercased().contains($0) }, "\(tag): \(key): \(text)")
        }
    }

    /// Every message text of every catalog file, each plural form on its own.
    private static func messages() throws -> [(tag: String, key: String, text: String)] {
        var messages: [(tag: String, key: String, text: String)] = []
        for (tag, text) in files {
            let catalog = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            for (key, value) in catalog {
                let texts =
                    (value as? String).map { [$0] }
                    ?? ((value as? [String: String]).map { Array($0.values) } ?? [])
                messages += texts.map { (tag, key, $0) }
            }
        }
        return messages
    }

    /// The menus' and help pages' keys are checked against the commands' declarations in the
    /// commands' tests.
    @Test func everyKeyTheCodeUsesIsInEnglishAndEveryEnglishKeyIsUsed() throws {
        let english = try #require(Catalog.all[.english])
        let messages = english.entries.keys.filter {
            !$0.hasPrefix("menu.") && !$0.hasPrefix("helpline.") && !$0.hasPrefix("helptopic.")
        }
        #expect(Set(messages) == Set(MessageKey.allCases.map(\.rawValue)))
    }

    @Test(arguments: Language.allCases)
    func everyCatalogHasEveryKeyWithEnglishPlaceholders(language: Language) throws {
        let english = try #require(Catalog.all[.english])
        let catalog = try #require(Catalog.all[language])
        #expect(Set(catalog.entries.keys) == Set(english.entries.keys))
        for (key, entry) in catalog.entries {
            guard let original = english.entries[key] else { continue }
            let expected = original.templates.reduce(into: Set<String>()) { $0.formUnion($1.placeholders) }
            for template in entry.templates {
                #expect(template.placeholders == expected, "\(language.tag): \(key)")
            }
            switch (original, entry) {
            case (.text, .text): break
            case (.plural, .plural(let forms)):
                #expect(Set(forms.keys) == Set(language.pluralCategories), "\(language.tag): \(key)")
            default:
                Issue.record("\(language.tag): \(key) is counted in one catalog and not in the other")
            }
        }
    }

    @Test func aMissingTranslationFallsBackToEnglishAndAMissingKeyShowsItsName() throws {
        let english = try Catalog(
            json:
                #"{"language.set": "Now {language}.", "unit.days": {"one": "{count} day", "other": "{count} days"}}"#
        )
        let german = try Catalog(json: #"{"language.current": "Jetzt {language}."}"#)
        let localizer = Localizer(.german, catalogs: [.english: english, .german: german])
        #expect(localizer.text(.languageCurrent, ["language": "Deutsch"]) == "Jetzt Deutsch.")
        #expect(localizer.text(.languageSet, ["language": "Deutsch"]) == "Now Deutsch.")
        #expect(localizer.text(.languageUnknown, ["code": "xx"]) == "language.unknown")
        // The English form chosen by English's rule: 0 is "other" there.
        #expect(localizer.count(.unitDays, 1) == "1 day")
        #expect(localizer.count(.unitDays, 1_000) == "1.000 days")
    }

    @Test func aPlaceholderWithoutItsArgumentStaysVisible() {
        let template = MessageTemplate("Added {title} for {date}.")
        #expect(template.placeholders == ["title", "date"])
        #expect(template.filled(["title": "Run", "extra": "x"]) == "Added Run for {date}.")
    }

    @Test(arguments: [
        ("{", "{"), ("}", "}"), ("{}", "{}"), ("a {b c} d", "a {b c} d"), ("{{x}}", "{X}"), ("{x", "{x"),
        ("{é}", "{é}"), ("{x}{x}", "XX"), ("", ""),
    ])
    func bracesThatAreNoPlaceholderAreText(source: String, filled: String) {
        #expect(MessageTemplate(source).filled(["x": "X"]) == filled)
    }

    @Test(arguments: [#"[]"#, #"{"a": 1}"#, #"{"a": {"several": "x"}}"#, #"{"a": {"one": 2}}"#, "", "{"])
    func malformedCatalogsAreRefused(json: String) {
        #expect(throws: Catalog.FormatError.self) { try Catalog(json: json) }
    }
}
