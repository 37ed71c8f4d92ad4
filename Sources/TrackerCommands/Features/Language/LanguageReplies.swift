import TrackerCore
import TrackerStore

/// What the bot says about languages, from the catalogs.
enum LanguageReplies {
    /// The codes `/language` takes, as a list in replies: "en, de, es, pt-BR, ru, fa".
    static let codes = Language.allCases.map(\.tag).joined(separator: ", ")

    /// The user's language and a button per language, each in its own name.
    static func current(_ languages: UserLanguages, context: Context) -> Reply {
        let localizer = Localizer(languages.negotiated)
        let arguments = ["language": languages.negotiated.nativeName]
        let key: MessageKey
        switch (languages.chosen, languages.platformCode) {
        case (nil, let code?):
            key = Language(code: code) == nil ? .languageAppUnsupported : .languageAutomatic
        // Matrix and the console report no language: nothing is "as the app is set".
        case (nil, nil), (.some, _): key = .languageCurrent
        }
        let text = localizer.text(key, arguments)
        let choices = Language.allCases.map { language in
            context.button(
                (language == languages.chosen ? "✓ " : "") + language.nativeName, .language(language))
        }
        let automatic = context.button(
            (languages.chosen == nil ? "✓ " : "") + localizer.text(.languageAutomaticButton), .language(nil))
        return Reply(
            RichText(verbatim: text),
            buttons: [Array(choices.prefix(3)), Array(choices.dropFirst(3)), [automatic]])
    }

    /// The answer to a choice, in the language now spoken.
    static func chosen(_ languages: UserLanguages, in localizer: Localizer) -> Reply {
        let arguments = ["language": languages.negotiated.nativeName]
        let key: MessageKey
        switch (languages.chosen, languages.platformCode) {
        case (.some, _): key = .languageSet
        case (nil, nil): key = .languageSetDefault
        case (nil, let code?):
            key = Language(code: code) == nil ? .languageSetAutomaticUnsupported : .languageSetAutomatic
        }
        return Reply(RichText(verbatim: localizer.text(key, arguments)))
    }

    /// A group's language and how an admin changes it.
    static func groupCurrent(_ language: Language) -> Reply {
        Reply(
            RichText(
                verbatim: Localizer(language).text(
                    .languageGroupCurrent, ["language": language.nativeName, "codes": codes])))
    }

    /// The answer to an admin's choice, in the group's language now.
    static func groupChosen(_ chosen: Language?) -> Reply {
        let language = Language.forGroup(chosen: chosen)
        let key: MessageKey = chosen == nil ? .languageGroupAutomatic : .languageGroupSet
        return Reply(RichText(verbatim: Localizer(language).text(key, ["language": language.nativeName])))
    }
}
