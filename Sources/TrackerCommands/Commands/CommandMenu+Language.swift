import TrackerCore

extension CommandMenu {
    /// The private chats' menu with each description in `language`: the catalog's
    /// `menu.private.<command>`, else the declared English words.
    public static func privateChats(in language: Language) -> [(name: String, description: String)] {
        translated(privateChats, place: "private", language)
    }

    /// The groups' menu with each description in `language`: the catalog's
    /// `menu.group.<command>`, else the declared English words.
    public static func groups(in language: Language) -> [(name: String, description: String)] {
        translated(groups, place: "group", language)
    }

    /// The catalog key of a menu entry's description.
    static func key(of command: String, place: String) -> String { "menu.\(place).\(command)" }

    private static func translated(
        _ menu: [(name: String, description: String)], place: String, _ language: Language
    ) -> [(name: String, description: String)] {
        let localizer = Localizer(language)
        return menu.map { entry in
            (entry.name, localizer.text(named: key(of: entry.name, place: place)) ?? entry.description)
        }
    }
}
