import TrackerCore

/// The buttons under `/language` in a private chat: one per language, and "automatic".
public enum LanguageButton: Sendable, Hashable, FeatureButton {
    /// Chooses a language; `nil` follows the platform's again.
    case choose(Language?)

    /// The wire codes; they never change, so that buttons on old messages keep working.
    public enum Code: String, CaseIterable, Sendable {
        case choose = "lang"
    }

    /// The button's wire code.
    public var code: Code { .choose }

    /// The language's position in ``Language/allCases`` plus one; 0 for automatic. A language
    /// added later goes at the end, so the numbers on old buttons keep their meaning.
    public var numbers: [Int64] {
        switch self {
        case .choose(let language?): [Int64(Language.allCases.firstIndex(of: language) ?? 0) + 1]
        case .choose(nil): [0]
        }
    }

    /// The button with this number; `nil` for a number that names no language.
    public init?(code: Code, numbers: [Int64]) {
        guard let number = numbers.onlyNumber, number >= 0, number <= Int64(Language.allCases.count) else {
            return nil
        }
        self = .choose(number == 0 ? nil : Language.allCases[Int(number) - 1])
    }

    /// What pressing the button asks for.
    public var action: Action { .language(.choose(language)) }

    /// The buttons set the presser's own language: a group's is set by a typed command, for
    /// which the platform is asked whether the sender is an admin.
    var place: ChatPlace { .privateChat }

    private var language: Language? {
        switch self {
        case .choose(let language): language
        }
    }
}

extension ButtonKind {
    /// Chooses `language` for the presser; `nil` follows their app's language again.
    public static func language(_ language: Language?) -> ButtonKind {
        ButtonKind(LanguageButton.choose(language))
    }
}
