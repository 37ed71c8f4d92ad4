import Testing
import TrackerCore

@testable import TrackerCommands

/// The help pages' words come from the catalogs: the English catalog holds exactly what the
/// commands and topics declare, and every line that is more than syntax.
@Suite struct HelpLanguageTests {
    /// Each help line's and topic field's catalog key with its declared English text.
    private static let declared: [String: String] = {
        var texts: [String: String] = [:]
        for topic in [nil] + CommandCatalog.topics.map(Optional.some) {
            for line in CommandCatalog.keyedLines(of: topic) { texts[line.key] = line.text.plain }
        }
        for topic in CommandCatalog.topics {
            texts["helptopic.\(topic.name).title"] = topic.title
            texts["helptopic.\(topic.name).overview"] = topic.overview.plain
            if let intro = topic.intro { texts["helptopic.\(topic.name).intro"] = intro.plain }
            if let footer = topic.footer { texts["helptopic.\(topic.name).footer"] = footer.plain }
        }
        return texts
    }()

    /// The lines made of usage syntax and names alone, and the date forms one types.
    private static let untranslated: Set<String> = [
        "helpline.goal.6", "helpline.check.4", "helpline.todo.3", "helpline.routine.6", "helpline.language.1",
        "helptopic.dates.intro",
    ]

    @Test func theEnglishCatalogSaysWhatTheHelpDeclares() throws {
        let english = Localizer(.english)
        let keys = try #require(Catalog.all[.english]).entries.keys
            .filter { $0.hasPrefix("helpline.") || $0.hasPrefix("helptopic.") }
        for key in keys {
            #expect(english.text(named: key) == Self.declared[key], "\(key)")
        }
        #expect(Set(keys) == Set(Self.declared.keys).subtracting(Self.untranslated))
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyPageKeepsItsCommandsInAnotherLanguage(language: Language) {
        for topic in CommandCatalog.topics {
            let english = HelpReplies.help(topic: topic.name, Localizer(.english)).text
            let page = HelpReplies.help(topic: topic.name, Localizer(language)).text
            #expect(page.plain != english.plain, "\(language.tag): \(topic.name)")
            // The same commands, in the same order, are still there to press.
            let commands = { (text: RichText) in text.spans.filter { $0.style == .command }.map(\.text) }
            #expect(commands(page) == commands(english), "\(language.tag): \(topic.name)")
        }
    }
}
