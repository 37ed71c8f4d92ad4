import TrackerCore

/// Every command and help topic the bot has, gathered from the features that declare them
/// (``Features/all``).
///
/// The order of ``commands`` is the order of their lines on help pages (the features' order);
/// the order of ``topics`` is the order of the overview (their ranks).
enum CommandCatalog {
    static let commands: [Command] = Features.all.flatMap { $0.commands }

    static let topics: [HelpTopic] = Features.all.flatMap { $0.topics }.sorted { $0.rank < $1.rank }

    /// Each spelling's command. Building it traps at the first use if two commands claim one
    /// spelling, which `CommandCatalogTests` catches before any user could.
    private static let bySpelling: [String: Command] = Dictionary(
        uniqueKeysWithValues: commands.flatMap { command in command.spellings.map { ($0, command) } })

    /// The command spelled `name` (lower case, without the slash), if there is one.
    static func command(named name: String) -> Command? { bySpelling[name] }

    /// The topic `/help <word>` opens: by the topic's name or words, or the first topic on
    /// which the command named `word` has a line.
    static func topic(for word: String) -> HelpTopic? {
        if let topic = topics.first(where: { $0.name == word || $0.words.contains(word) }) { return topic }
        return commands.first { $0.name == word }?.help.lazy.compactMap(\.topic).first
    }

    /// The lines commands declare for `topic`, or for the overview when it is `nil`.
    static func lines(of topic: HelpTopic?) -> [RichText] {
        keyedLines(of: topic).map(\.text)
    }

    /// ``lines(of:)`` with each line's catalog key, `helpline.<command>.<n>` for the command's
    /// n-th line, under which the catalogs translate the lines that are more than syntax.
    static func keyedLines(of topic: HelpTopic?) -> [(key: String, text: RichText)] {
        commands.flatMap { command in
            command.help.enumerated().filter { $0.element.topic == topic }
                .map { ("helpline.\(command.name).\($0.offset + 1)", $0.element.text) }
        }
    }

    /// The menu a platform shows in chats of kind `place` (``ChatPlace/privateChat`` or
    /// ``ChatPlace/group``): each command's name and description, in rank order.
    static func menu(for place: ChatPlace) -> [(name: String, description: String)] {
        commands.flatMap { command in
            command.menu.filter { $0.place == place }.map { (entry: $0, name: command.name) }
        }
        .sorted { $0.entry.rank < $1.entry.rank }
        .map { ($0.name, $0.entry.description) }
    }
}

/// The command menus for platforms that show one, from the commands' declarations.
public enum CommandMenu {
    /// The commands a private chat's menu lists, in order, with a few words on each.
    public static var privateChats: [(name: String, description: String)] {
        CommandCatalog.menu(for: .privateChat)
    }

    /// The commands a group's menu lists, in order, with a few words on each.
    public static var groups: [(name: String, description: String)] { CommandCatalog.menu(for: .group) }
}
