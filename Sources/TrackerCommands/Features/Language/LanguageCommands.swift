import TrackerCore

extension Usage {
    /// Choosing the language the bot writes in.
    public static let language: RichText = language(in: .english)
    /// ``language`` in `language`.
    public static func language(in language: Language) -> RichText {
        Localizer(language).rich(.languageUsage, plain: ["codes": LanguageReplies.codes])
    }
}

/// `/language`: the language the bot speaks in this chat.
enum LanguageCommands {
    static let all = [
        Command(
            "language", aliases: ["lang"], place: .anywhere,
            help: [
                .init(nil, "🌐 /language — English, Deutsch, Español, Português, Русский, فارسی"),
                .init(.settings, "\(Usage.language) — the language I speak; auto follows your app"),
            ],
            mayNeedAdmin: true,
            parse: { parser, arguments, _ throws(CommandError) in
                .language(try parser.parseLanguage(arguments.rest))
            })
    ]
}

extension CommandParser {
    /// Nothing (show), `auto`, or a language code or a language's own name (`de`, `pt-br`,
    /// `Deutsch`). The answer to an unknown code is in the user's language, listing the codes.
    fileprivate func parseLanguage(_ text: String) throws(CommandError) -> LanguageAction {
        let word = text.trimmingWhitespace
        if word.isEmpty { return .show }
        if ["auto", "automatic", "default"].contains(word.lowercased()) { return .choose(nil) }
        if let language = Language(code: word)
            ?? Language.allCases.first(where: { $0.nativeName.lowercased() == word.lowercased() })
        {
            return .choose(language)
        }
        let message = Localizer(language).text(
            .languageUnknown, ["code": InputText.clipped(word), "codes": LanguageReplies.codes])
        throw CommandError(RichText(verbatim: message), usage: Usage.language(in: language))
    }
}
