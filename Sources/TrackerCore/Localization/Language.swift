import Foundation

/// A language the bot speaks: its replies, help and menus, and the dates it formats and reads.
///
/// The raw value is the BCP-47 tag, which is also what the store keeps for a user's or a
/// group's choice: a stored tag that a later release no longer knows reads as no choice.
public enum Language: String, CaseIterable, Sendable, Hashable, Codable {
    /// English, the fallback for every string a catalog lacks.
    case english = "en"
    /// German.
    case german = "de"
    /// Spanish.
    case spanish = "es"
    /// Portuguese as written in Brazil.
    case portuguese = "pt-BR"
    /// Russian.
    case russian = "ru"
    /// Persian, written right to left.
    case persian = "fa"

    /// The BCP-47 tag (`pt-BR`).
    public var tag: String { rawValue }

    /// The language's name in itself, as a menu of languages shows it.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .german: "Deutsch"
        case .spanish: "Español"
        case .portuguese: "Português (Brasil)"
        case .russian: "Русский"
        case .persian: "فارسی"
        }
    }

    /// The Foundation locale whose formatters write this language's numbers and dates.
    public var locale: Locale { Locale(identifier: localeIdentifier) }

    /// The ICU identifier of ``locale``. English is British: the day before the month, as the
    /// bot has always written it. Persian writes its own digits (۲۱), as its locale does.
    var localeIdentifier: String {
        switch self {
        case .english: "en_GB"
        case .german: "de_DE"
        case .spanish: "es_ES"
        case .portuguese: "pt_BR"
        case .russian: "ru_RU"
        case .persian: "fa_IR"
        }
    }

    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { self == .persian }

    /// The supported language a platform's language code stands for: `en`, `en-US`, `pt-br`,
    /// `pt_BR`, `es-419`, `DE`, any region or script; `nil` for an empty, unknown or malformed
    /// code. Portuguese from Portugal reads as Portuguese (Brazil), the nearest we have.
    public init?(code: String?) {
        guard let code else { return nil }
        let primary = code.trimmingCharacters(in: .whitespaces)
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .first.map { $0.lowercased() }
        switch primary {
        case "en": self = .english
        case "de": self = .german
        case "es": self = .spanish
        case "pt": self = .portuguese
        case "ru": self = .russian
        case "fa": self = .persian
        default: return nil
        }
    }

    /// The language a private chat with the user is in: their `/language` choice, else what
    /// the platform last said they use (`language_code`), else English.
    public static func negotiated(chosen: Language?, platformCode: String?) -> Language {
        chosen ?? Language(code: platformCode) ?? .english
    }

    /// The language of a group chat: what its admin chose with `/language`, else English.
    /// Every member reads the group's messages, so no one member's app decides it.
    public static func forGroup(chosen: Language?) -> Language {
        chosen ?? .english
    }
}
