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
        BotCommand("check", description: "Check in today"),
        BotCommand("challenge", description: "The group's challenge, or start one"),
        BotCommand("join", description: "Join the challenge"),
        BotCommand("board", description: "The leaderboard"),
        BotCommand("nudgeme", description: "Mention me before the day ends (on/off)"),
        BotCommand("leave", description: "Leave the challenge"),
        BotCommand("group", description: "The group's settings"),
        BotCommand("help", description: "What I can do"),
    ]
}
