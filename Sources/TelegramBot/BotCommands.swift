import Telegram

/// The command menus Telegram shows in the message box.
enum BotCommands {
    static let privateChats: [BotCommand] = [
        BotCommand("today", description: "Your habits and to-dos for today"),
        BotCommand("check", description: "Check in a habit"),
        BotCommand("habits", description: "Your habits"),
        BotCommand("goals", description: "Your goals"),
        BotCommand("todos", description: "Your to-dos"),
        BotCommand("help", description: "Everything I can do"),
    ]

    static let groups: [BotCommand] = [
        BotCommand("check", description: "Check in a habit"),
        BotCommand("help", description: "What I can do"),
    ]
}
