import Telegram
import TrackerCommands
import TrackerCore

/// The command menus Telegram shows in the message box, from the commands' declarations, in
/// each language.
enum BotCommands {
    /// The private chats' menu in `language`.
    static func privateChats(_ language: Language) -> [BotCommand] {
        CommandMenu.privateChats(in: language).map { BotCommand($0.name, description: $0.description) }
    }

    /// The groups' menu in `language`.
    static func groups(_ language: Language) -> [BotCommand] {
        CommandMenu.groups(in: language).map { BotCommand($0.name, description: $0.description) }
    }

    /// The two-letter code Telegram's `setMyCommands` takes for `language`: `pt` for
    /// Portuguese (Brazil), the only Portuguese the bot speaks.
    static func languageCode(_ language: Language) -> String {
        String(language.tag.prefix { $0 != "-" })
    }
}
