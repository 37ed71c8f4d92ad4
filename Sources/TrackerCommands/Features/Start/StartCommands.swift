import TrackerCore

extension HelpTopic {
    /// The date forms every command that takes a date reads.
    static let dates = HelpTopic(
        "dates", rank: 9, words: ["date"], title: "Dates", overview: "🗓 Dates I understand — /help dates",
        intro: """
            2026-12-31, 31.12.2026, dec 31, 31 december, today, tomorrow, friday (the coming one), \
            next friday (next week's), next week (its first day), next month, next year, in 3 days, \
            in 3 weeks, in 2 months, end of week, end of month, end of year, end of next week
            """)
}

/// `/start` and `/help`: the welcome and the help pages, in private chats and groups alike.
enum StartCommands {
    static let all = [
        Command("start", place: .anywhere, action: .start),
        Command(
            "help", place: .anywhere,
            menu: [
                .init(.privateChat, rank: 6, "Everything I can do"), .init(.group, rank: 8, "What I can do"),
            ],
            parse: { _, arguments, _ throws(CommandError) in
                .help(topic: arguments.isEmpty ? nil : arguments.rest.lowercased())
            }),
    ]
}
