import TrackerCore

extension HelpTopic {
    static let data = HelpTopic(
        "data", rank: 7, words: ["privacy"], title: "Your data",
        overview: "📦 Your data: /export, /forget — /help data"
    )
}

/// `/export` and `/forget`: a user's data as a whole, to take away or to erase.
enum DataCommands {
    static let all = [
        Command(
            "export",
            help: [
                .init(
                    .data,
                    "/export — everything as one JSON file plus a CSV file per kind, in a private folder")
            ],
            action: .data(.export)),
        Command(
            "forget", aliases: ["forgetme"],
            help: [.init(.data, "/forget — delete everything I know about you, after you confirm")],
            action: .data(.forget)),
    ]
}

extension DataAction: ActionTraits {
    var place: ChatPlace { .privateChat }

    /// Forgetting removes every reminder with everything else.
    var changesReminders: Bool {
        switch self {
        case .confirmForget: return true
        case .export, .forget: return false
        }
    }
}
