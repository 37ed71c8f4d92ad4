import Testing
import TrackerCommands
import TrackerCore

/// The command menus in every language come from the catalogs, which hold exactly the menus'
/// entries, in English as the commands declare them.
@Suite struct CommandMenuLanguageTests {
    private static let menus: [(place: String, entries: [(name: String, description: String)])] = [
        ("private", CommandMenu.privateChats), ("group", CommandMenu.groups),
    ]

    @Test(arguments: Language.allCases)
    func everyMenuEntryIsTranslated(language: Language) throws {
        let catalog = try #require(Catalog.all[language])
        for (place, entries) in Self.menus {
            for entry in entries {
                #expect(
                    catalog.entries["menu.\(place).\(entry.name)"] != nil, "\(language.tag): \(entry.name)")
            }
        }
    }

    @Test func theEnglishCatalogSaysWhatTheCommandsDeclareAndNothingElse() throws {
        let english = try #require(Catalog.all[.english])
        var keys: Set<String> = []
        for (place, entries) in Self.menus {
            let translated =
                place == "private"
                ? CommandMenu.privateChats(in: .english) : CommandMenu.groups(in: .english)
            #expect(translated.map(\.description) == entries.map(\.description))
            keys.formUnion(entries.map { "menu.\(place).\($0.name)" })
        }
        #expect(Set(english.entries.keys.filter { $0.hasPrefix("menu.") }) == keys)
    }

    @Test func aMenuInAnotherLanguageKeepsTheCommandsAndTheirOrder() {
        let german = CommandMenu.privateChats(in: .german)
        #expect(german.map(\.name) == CommandMenu.privateChats.map(\.name))
        #expect(german.first { $0.name == "habits" }?.description == "Deine Gewohnheiten")
        #expect(
            CommandMenu.groups(in: .russian).first { $0.name == "board" }?.description == "Таблица лидеров")
    }
}
