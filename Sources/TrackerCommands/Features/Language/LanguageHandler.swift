import TrackerCore
import TrackerStore

/// Shows and sets the language of a private chat (the user's) or of a group (its admin's
/// choice for everyone in it).
struct LanguageHandler {
    let context: Context

    func handle(_ action: LanguageAction) throws -> Reply {
        if context.isGroup { return try group(action) }
        switch action {
        case .show:
            let languages = try context.tx.users.languages(of: context.userID, reporting: nil)
            return LanguageReplies.current(languages, context: context)
        case .choose(let language):
            try context.tx.users.chooseLanguage(language, for: context.userID)
            let languages = try context.tx.users.languages(of: context.userID, reporting: nil)
            // The answer is already in the language just chosen.
            return LanguageReplies.chosen(languages, in: Localizer(languages.negotiated))
        }
    }

    private func group(_ action: LanguageAction) throws -> Reply {
        switch action {
        case .show:
            return LanguageReplies.groupCurrent(context.language)
        case .choose(let language):
            switch context.senderIsAdmin {
            case true?: break
            case false?: throw GroupReplies.onlyAdmins(Localizer(context.language))
            case nil: throw GroupReplies.adminUnknown(Localizer(context.language))
            }
            try context.tx.groups.chooseLanguage(language, for: context.chat, now: context.now)
            return LanguageReplies.groupChosen(language)
        }
    }
}
