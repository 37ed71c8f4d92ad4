import TrackerCore

/// The help pages, built from the commands' declarations in ``CommandCatalog``, with the
/// pages' own words from the catalogs.
enum HelpReplies {
    /// `/help` in a group: only what works there, whatever the topic. Personal commands
    /// stay in the private chat.
    static func groupHelp(_ localizer: Localizer) -> Reply {
        Reply(
            """
            \(bold: localizer.text(.helpGroupTitle))
            \(lines(translated(CommandCatalog.keyedLines(of: .groups), localizer)))
            \(localizer.rich(.helpGroupPrivate))
            """)
    }

    /// The overview for no topic, a topic's page, or the list of topics for an unknown one.
    static func help(topic word: String?, _ localizer: Localizer) -> Reply {
        guard let word = word.map({ String($0.trimmingPrefix("/")) }) else { return overview(localizer) }
        guard let topic = CommandCatalog.topic(for: word) else {
            let names = CommandCatalog.topics.map(\.name).joined(separator: ", ")
            return Reply(
                localizer.rich(
                    .helpUnknownTopic,
                    [
                        "topic": RichText(verbatim: InputText.clipped(word)),
                        "topics": RichText(verbatim: names),
                    ]))
        }
        return page(topic, localizer)
    }

    /// Each topic's line; the topics without commands of their own (dates) come after the
    /// commands that need no page (tip).
    private static func overview(_ localizer: Localizer) -> Reply {
        let withCommands = CommandCatalog.topics.filter { !CommandCatalog.lines(of: $0).isEmpty }
        let references = CommandCatalog.topics.filter { CommandCatalog.lines(of: $0).isEmpty }
        let overviews = { (topics: [HelpTopic]) in
            topics.map { translated($0, "overview", $0.overview, localizer) }
        }
        let commandLines = translated(CommandCatalog.keyedLines(of: nil), localizer)
        return Reply(
            """
            \(bold: localizer.text(.helpTitle))
            \(lines(overviews(withCommands) + commandLines + overviews(references)))

            \(localizer.rich(.helpNumbers))
            """)
    }

    private static func page(_ topic: HelpTopic, _ localizer: Localizer) -> Reply {
        let intro = topic.intro.map { translated(topic, "intro", $0, localizer) }
        let footer = topic.footer.map { translated(topic, "footer", $0, localizer) }
        let body =
            [intro].compactMap { $0 } + translated(CommandCatalog.keyedLines(of: topic), localizer)
            + [footer].compactMap { $0 }
        return Reply(
            """
            \(bold: translated(topic, "title", RichText(verbatim: topic.title), localizer).plain)
            \(lines(body))
            """)
    }

    /// The declared English lines, or their translations, `helpline.<command>.<n>`, for the
    /// lines a catalog has (the others are syntax alone).
    private static func translated(_ lines: [(key: String, text: RichText)], _ localizer: Localizer)
        -> [RichText]
    {
        lines.map { line in
            guard localizer.language != .english, let text = localizer.text(named: line.key) else {
                return line.text
            }
            return RichText(stringLiteral: text)
        }
    }

    /// A topic's declared English `field` or its translation, `helptopic.<name>.<field>`.
    private static func translated(
        _ topic: HelpTopic, _ field: String, _ english: RichText, _ localizer: Localizer
    ) -> RichText {
        guard localizer.language != .english,
            let text = localizer.text(named: "helptopic.\(topic.name).\(field)")
        else { return english }
        return RichText(stringLiteral: text)
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
