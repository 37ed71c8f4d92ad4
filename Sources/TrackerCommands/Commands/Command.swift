import TrackerCore

/// One slash command as users see it, declared by the feature it belongs to.
///
/// A declaration is everything the bot knows about a command's name: how it is spelled,
/// where it is offered, what `/help` and the platform's command menu say about it, and how
/// its text becomes an ``Action``. A feature lists its commands in its `<Feature>Commands`
/// file and registers them with its ``Feature``; the parser, the help pages and the menus are
/// all built from them (``CommandCatalog``), so adding a command is adding one there, with its
/// case in the feature's action enum. What an action does once parsed (where it is accepted,
/// whether it moves reminders) is declared beside it by ``ActionTraits``, because button
/// presses make actions too.
struct Command: Sendable {
    /// Reads the command's arguments and the lines below it into an action.
    typealias Parse =
        @Sendable (CommandParser, inout Arguments, _ body: [String]) throws(CommandError) -> Action

    /// The name users type after the slash, in lower case.
    let name: String
    /// Other spellings that do the same (`/tz` for `/timezone`); never listed in help.
    let aliases: [String]
    /// The chats whose help and menus offer it.
    let place: ChatPlace
    /// Its lines in `/help`, in the order they appear on their pages.
    let help: [HelpLine]
    /// Its entries in the platform's command menu (Telegram's `/` list), if any.
    let menu: [MenuEntry]
    /// Whether some of its actions need the sender to be a group admin
    /// (``ActionTraits/needsAdminStatus``), so that its text is read before the event's
    /// transaction, once, to ask the platform; its reading must then depend on no date.
    let mayNeedAdmin: Bool
    let parse: Parse

    init(
        _ name: String, aliases: [String] = [], place: ChatPlace = .privateChat, help: [HelpLine] = [],
        menu: [MenuEntry] = [], mayNeedAdmin: Bool = false, parse: @escaping Parse
    ) {
        self.name = name
        self.aliases = aliases
        self.place = place
        self.help = help
        self.menu = menu
        self.mayNeedAdmin = mayNeedAdmin
        self.parse = parse
    }

    /// A command that takes no arguments: anything after it is ignored, as users expect
    /// of `/today please`.
    init(
        _ name: String, aliases: [String] = [], place: ChatPlace = .privateChat, help: [HelpLine] = [],
        menu: [MenuEntry] = [], action: Action
    ) {
        self.init(name, aliases: aliases, place: place, help: help, menu: menu) { _, _, _ in action }
    }

    /// Every spelling that invokes it.
    var spellings: [String] { [name] + aliases }
}

/// The kinds of chat a command or an action belongs to.
public enum ChatPlace: Sendable, Hashable {
    /// A private chat with the bot: a member's own goals, habits and settings.
    case privateChat
    /// A group chat: its challenge, board and settings.
    case group
    /// Either kind.
    case anywhere

    /// Whether a chat of this kind (`isGroup`) is one of these places.
    func includes(isGroup: Bool) -> Bool {
        switch self {
        case .privateChat: return !isGroup
        case .group: return isGroup
        case .anywhere: return true
        }
    }
}

/// One line of `/help`: on a topic's page, or on the overview when `topic` is `nil`.
struct HelpLine: Sendable {
    let topic: HelpTopic?
    let text: RichText

    init(_ topic: HelpTopic?, _ text: RichText) {
        self.topic = topic
        self.text = text
    }
}

/// A command's entry in a platform's command menu for one kind of chat.
public struct MenuEntry: Sendable, Hashable {
    /// The kind of chat whose menu lists it.
    public let place: ChatPlace
    /// Its position in that menu; lower comes first.
    public let rank: Int
    /// What the menu says it does, a few words.
    public let description: String

    init(_ place: ChatPlace, rank: Int, _ description: String) {
        self.place = place
        self.rank = rank
        self.description = description
    }
}
