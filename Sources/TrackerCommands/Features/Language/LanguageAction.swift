import TrackerCore

/// What a `/language` command or a language button asks for.
public enum LanguageAction: Sendable, Hashable {
    /// The chat's language, with a button per language in a private chat.
    case show
    /// Sets the language of the chat: the user's own in a private chat, the group's in a group
    /// (admins only). `nil` follows the platform's language again (a group's: English).
    case choose(Language?)
}

extension LanguageAction: FeatureAction {
    typealias Owner = LanguageFeature
}

extension LanguageAction: ActionTraits {
    var place: ChatPlace { .anywhere }
    var changesReminders: Bool { false }

    /// Only an admin sets a group's language.
    var needsAdminStatus: Bool {
        switch self {
        case .show: false
        case .choose: true
        }
    }
}

extension Action {
    /// A language action: what ``LanguageAction`` asks for.
    public static func language(_ action: LanguageAction) -> Action { Action(action) }
}
