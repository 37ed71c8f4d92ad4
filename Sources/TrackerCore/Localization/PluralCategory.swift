/// A CLDR plural category: which form of a counted word a language uses for a number.
///
/// See https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html.
/// The bot counts whole things (days, check-ins), so only whole numbers are categorized.
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
    /// "1 day"; in Russian also 21, 31, …; in Portuguese and Persian also 0.
    case one
    /// Russian 2–4, 22–24, … ("2 дня").
    case few
    /// Russian 0, 5–20, 25–30, … ("5 дней").
    case many
    /// Every other number.
    case other
}

extension Language {
    /// The categories this language's catalog gives a counted message, in CLDR's order.
    public var pluralCategories: [PluralCategory] {
        switch self {
        case .russian: [.one, .few, .many, .other]
        case .english, .german, .spanish, .portuguese, .persian: [.one, .other]
        }
    }

    /// The plural category of the whole number `count` in this language, by CLDR's rules
    /// (`i` is the integer's absolute value; the numbers have no visible fraction digits).
    ///
    /// - en, de, es: one: i = 1.
    /// - pt (Brazil): one: i = 0..1.
    /// - fa: one: i = 0 or n = 1.
    /// - ru: one: i % 10 = 1 and i % 100 ≠ 11; few: i % 10 = 2..4 and i % 100 ≠ 12..14;
    ///   many: i % 10 = 0, or i % 10 = 5..9, or i % 100 = 11..14.
    ///
    /// CLDR also gives Spanish and Portuguese a "many" for exact millions in compact notation
    /// ("1 M de días"), which the bot does not write.
    public func pluralCategory(of count: Int) -> PluralCategory {
        let i = count.magnitude
        switch self {
        case .english, .german, .spanish:
            return i == 1 ? .one : .other
        case .portuguese, .persian:
            return i <= 1 ? .one : .other
        case .russian:
            let (lastDigit, lastTwo) = (i % 10, i % 100)
            if lastDigit == 1 && lastTwo != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
            return .many
        }
    }
}
