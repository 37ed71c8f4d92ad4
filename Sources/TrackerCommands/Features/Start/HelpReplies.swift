import TrackerCore

/// The help pages, built from the commands' declarations in ``CommandCatalog``.
enum HelpReplies {
    /// `/help` in a group: only what works there, whatever the topic. Personal commands
    /// stay in the private chat.
    static let groupHelp = Reply(
        """
        \(bold: "What I can do in this group")
        \(lines(CommandCatalog.lines(of: .groups)))
        Goals, habits, to-dos and settings are private: send /help to me in a private chat.
        """)

    /// The overview for no topic, a topic's page, or the list of topics for an unknown one.
    static func help(topic word: String?) -> Reply {
        guard let word = word.map({ String($0.trimmingPrefix("/")) }) else { return overview }
        guard let topic = CommandCatalog.topic(for: word) else {
            let names = CommandCatalog.topics.map(\.name).joined(separator: ", ")
            return Reply("There is no help on “\(InputText.clipped(word))”. Topics: \(names).")
        }
        return page(topic)
    }

    /// Each topic's line; the topics without commands of their own (dates) come after the
    /// commands that need no page (tip).
    private static let overview: Reply = {
        let withCommands = CommandCatalog.topics.filter { !CommandCatalog.lines(of: $0).isEmpty }
        let references = CommandCatalog.topics.filter { CommandCatalog.lines(of: $0).isEmpty }
        return Reply(
            """
            \(bold: "What I can do")
            \(lines(withCommands.map(\.overview) + CommandCatalog.lines(of: nil) + references.map(\.overview)))

            Numbers like <n> are the ones in your last list.
            """)
    }()

    private static func page(_ topic: HelpTopic) -> Reply {
        let body =
            [topic.intro].compactMap { $0 } + CommandCatalog.lines(of: topic)
            + [topic.footer].compactMap { $0 }
        return Reply(
            """
            \(bold: topic.title)
            \(lines(body))
            """)
    }

    private static func lines(_ lines: [RichText]) -> RichText {
        var text: RichText = ""
        for (index, line) in lines.enumerated() {
            if index > 0 { text.append("\n") }
            text.append(line)
        }
        return text
    }
}
