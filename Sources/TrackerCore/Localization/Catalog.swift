import Foundation

/// One language's messages by key (`language.set`), read from its catalog file.
///
/// A catalog file is a JSON object. Each key maps to a text with named placeholders
/// (``MessageTemplate``), or, for a message that counts something, to an object with a text
/// for each of the language's plural categories (``PluralCategory``):
///
/// ```json
/// {
///   "language.set": "Done: I speak {language} with you now.",
///   "unit.days": { "one": "{count} day", "other": "{count} days" }
/// }
/// ```
public struct Catalog: Sendable {
    /// What a key maps to.
    public enum Entry: Sendable, Hashable {
        /// One text.
        case text(MessageTemplate)
        /// A text per plural category.
        case plural([PluralCategory: MessageTemplate])

        /// Every text of the entry.
        public var templates: [MessageTemplate] {
            switch self {
            case .text(let template): [template]
            case .plural(let forms): Array(forms.values)
            }
        }
    }

    /// Why a catalog file cannot be read.
    public struct FormatError: Error, Hashable, CustomStringConvertible {
        /// What is wrong, naming the key where there is one.
        public let description: String
    }

    /// The messages by key.
    public let entries: [String: Entry]

    /// A catalog of these entries.
    public init(entries: [String: Entry]) {
        self.entries = entries
    }

    /// Reads a catalog file's JSON text; throws ``FormatError`` for anything but an object of
    /// texts and plural objects whose keys are plural category names.
    public init(json: String) throws {
        guard let data = json.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { throw FormatError(description: "not a JSON object") }
        var entries: [String: Entry] = [:]
        for (key, value) in object {
            if let text = value as? String {
                entries[key] = .text(MessageTemplate(text))
            } else if let forms = value as? [String: Any] {
                var templates: [PluralCategory: MessageTemplate] = [:]
                for (name, text) in forms {
                    guard let category = PluralCategory(rawValue: name), let text = text as? String else {
                        throw FormatError(description: "\(key): \(name) is not a plural category with a text")
                    }
                    templates[category] = MessageTemplate(text)
                }
                entries[key] = .plural(templates)
            } else {
                throw FormatError(description: "\(key): neither a text nor plural forms")
            }
        }
        self.entries = entries
    }

    /// The catalog of every language, read once from the catalogs built into the program
    /// (``EmbeddedCatalogs``). A catalog that cannot be read counts as empty, so that English
    /// answers for it: the catalog tests fail long before that could ship.
    public static let all: [Language: Catalog] = {
        var catalogs: [Language: Catalog] = [:]
        for language in Language.allCases {
            let text = EmbeddedCatalogs.files[language.tag] ?? "{}"
            catalogs[language] = (try? Catalog(json: text)) ?? Catalog(entries: [:])
        }
        return catalogs
    }()
}
