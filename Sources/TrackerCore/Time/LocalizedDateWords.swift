import Foundation

/// Weekday and month names, `today`/`tomorrow`/`yesterday` and `next`/`this` in the bot's
/// other languages, read into the English words the date parsers understand.
///
/// The parsers try a text as English first, so nothing that reads in English reads any
/// differently for a user of another language; only what English cannot read is translated
/// word by word (``translate(_:language:)``) and read again. Words are compared without case
/// and diacritics (`mie` and `mié`, `sabado` and `sábado`, `marz` and `März`), `ё` as `е`,
/// Persian with or without the zero-width non-joiner and with Arabic or Persian letters and
/// digits. Russian takes the forms used after "в" and in dates (`в пятницу`, `25 декабря`).
/// Months are the Gregorian ones, which the bot's dates are in, also for Persian.
enum LocalizedDateWords {
    /// `text` in English words: `el próximo viernes` → `next friday`, `25 de diciembre` →
    /// `25 december`, `جمعه بعد` → `next friday`; `nil` when it has no word of `language`
    /// to translate, so that the caller's English reading stands.
    static func translate(_ text: String, language: Language) -> String? {
        guard let table = tables[language] else { return nil }
        let prepared = prepare(text, language: language)
        var words = prepared.split(separator: " ").map(String.init)
        // Persian digits alone are worth reading again.
        var translated = prepared != CalendarWords.normalize(text)
        // A "next" that follows its weekday: "viernes que viene", "جمعه بعد".
        for phrase in table.nextAfter where words.count > phrase.count {
            if Array(words.suffix(phrase.count)) == phrase {
                words = ["next"] + words.dropLast(phrase.count)
                translated = true
            }
        }
        var result: [String] = []
        for (index, word) in words.enumerated() {
            let bare = word.hasSuffix(".") ? String(word.dropLast()) : word
            if let english = table.keywords[word] {
                result.append(english)
            } else if table.fillers.contains(bare) {
                translated = true
                continue
            } else if let month = table.months[bare],
                table.weekdays[bare] == nil || nextToANumber(words, index)
            {
                result.append(englishMonths[month - 1])
            } else if let day = table.weekdays[bare] {
                result.append(day.name)
            } else {
                result.append(word)
                continue
            }
            translated = true
        }
        return translated ? result.joined(separator: " ") : nil
    }

    /// The weekday `word` names in `language`, a trailing dot ignored, or `nil`.
    static func weekday(_ word: some StringProtocol, language: Language) -> Weekday? {
        let bare = word.hasSuffix(".") ? String(word.dropLast()) : String(word)
        return tables[language]?.weekdays[fold(bare, language: language)]
    }

    /// The words of `language` around days in a list, which say nothing more ("und", "am",
    /// "по"), and those that make a range ("bis", "a").
    static func joiners(_ language: Language) -> (list: Set<String>, through: Set<String>) {
        guard let table = tables[language] else { return ([], []) }
        return (table.list, table.through)
    }

    /// Lower case, diacritics and the language's spelling variants folded, words separated
    /// by single spaces.
    static func prepare(_ text: String, language: Language) -> String {
        var text = text.lowercased()
        switch language {
        case .portuguese:
            // "segunda-feira" is "segunda"; "sexta feira" too.
            text = text.replacingOccurrences(of: "-feira", with: "").replacingOccurrences(
                of: " feira", with: "")
        case .persian:
            text = persianFolded(text)
        case .english, .german, .spanish, .russian:
            break
        }
        return CalendarWords.normalize(fold(text, language: language))
    }

    private static func fold(_ text: String, language: Language) -> String {
        switch language {
        case .persian: return persianFolded(text)
        case .russian: return text.lowercased().replacingOccurrences(of: "ё", with: "е")
        case .english, .german, .spanish, .portuguese:
            return text.lowercased().folding(options: .diacriticInsensitive, locale: nil)
        }
    }

    /// Persian as people type it: the Arabic comma as a comma, Arabic yeh and kaf as the
    /// Persian letters, Arabic-Indic and
    /// Persian digits as ASCII, the ezafe "‌ی" after a weekday dropped and the zero-width
    /// non-joiner taken out ("سه‌شنبه", "سه شنبه" and "سهشنبه" are one word).
    private static func persianFolded(_ text: String) -> String {
        var folded = ""
        for scalar in text.replacingOccurrences(of: "\u{200C}ی", with: "").unicodeScalars {
            switch scalar.value {
            case 0x064A: folded += "ی"
            case 0x0643: folded += "ک"
            case 0x06F0...0x06F9: folded.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x06F0 + 0x30)!)
            case 0x0660...0x0669: folded.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
            case 0x060C: folded += ","
            case 0x200C: break
            default: folded.unicodeScalars.append(scalar)
            }
        }
        for split in ["سه شنبه", "چهار شنبه", "پنج شنبه"] {
            folded = folded.replacingOccurrences(
                of: split, with: split.replacingOccurrences(of: " ", with: ""))
        }
        return folded
    }

    /// Whether a word beside `index` starts with a digit: "mar" is March in "15 mar", and
    /// Tuesday alone.
    private static func nextToANumber(_ words: [String], _ index: Int) -> Bool {
        [index - 1, index + 1].contains { neighbour in
            guard words.indices.contains(neighbour), let first = words[neighbour].first else { return false }
            return UserNumber.isASCIIDigit(first)
        }
    }

    private static let englishMonths = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]

    /// One language's words, folded as ``prepare(_:language:)`` folds what is typed.
    struct Table {
        var weekdays: [String: Weekday] = [:]
        var months: [String: Int] = [:]
        /// Words that stand for an English word of the grammar: "morgen" → "tomorrow".
        var keywords: [String: String] = [:]
        /// Words left out: articles and prepositions ("am", "el", "в").
        var fillers: Set<String> = []
        /// Phrases meaning "next" after the weekday.
        var nextAfter: [[String]] = []
        /// Words around the days of a list: "and", "on", "every".
        var list: Set<String> = []
        /// Words between the ends of a range of days.
        var through: Set<String> = []

        init(
            language: Language, weekdays: [[String]], months: [[String]], keywords: [String: [String]],
            fillers: [String], nextAfter: [String] = [], list: [String], through: [String] = []
        ) {
            let fold = { LocalizedDateWords.fold($0, language: language) }
            for (index, names) in weekdays.enumerated() {
                for name in names { self.weekdays[fold(name)] = Weekday(rawValue: index + 1) }
            }
            for (index, names) in months.enumerated() {
                for name in names { self.months[fold(name)] = index + 1 }
            }
            for (english, words) in keywords {
                for word in words { self.keywords[fold(word)] = english }
            }
            self.fillers = Set(fillers.map(fold))
            self.nextAfter = nextAfter.map { $0.split(separator: " ").map { fold(String($0)) } }
            self.list = Set(list.map(fold))
            self.through = Set(through.map(fold))
        }
    }

    private static let tables: [Language: Table] = [
        .german: germanTable, .spanish: spanishTable, .portuguese: portugueseTable, .russian: russianTable,
        .persian: persianTable,
    ]
}
