import Telegram
import TrackerCommands

/// The command menus Telegram shows in the message box, from the commands' declarations.
enum BotCommands {
    static let privateChats = CommandMenu.privateChats.map {
        BotCommand($0.name, description: $0.description)
    }

    static let groups = CommandMenu.groups.map { BotCommand($0.name, description: $0.description) }
}
