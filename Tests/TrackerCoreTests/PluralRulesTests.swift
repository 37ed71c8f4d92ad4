import Testing
import TrackerCore

@Suite struct PluralRulesTests {
    private static let numbers = [0, 1, 2, 5, 11, 21, 22, 25, 111]

    @Test(arguments: [
        (Language.english, "other one other other other other other other other"),
        (.german, "other one other other other other other other other"),
        (.spanish, "other one other other other other other other other"),
        // Portuguese (Brazil) and Persian put 0 with 1.
        (.portuguese, "one one other other other other other other other"),
        (.persian, "one one other other other other other other other"),
        (.russian, "many one few many many one few many many"),
    ])
    func categoriesFollowCLDR(language: Language, expected: String) {
        let categories = Self.numbers.map { language.pluralCategory(of: $0).rawValue }
        #expect(categories.joined(separator: " ") == expected)
    }

    @Test func russianTeensAndLargeNumbers() {
        let russian = Language.russian
        #expect(
            [12, 13, 14, 112, 1011].map(russian.pluralCategory(of:)) == [.many, .many, .many, .many, .many])
        #expect([101, 1001, 31].map(russian.pluralCategory(of:)) == [.one, .one, .one])
        #expect([102, 34, 1_000_003].map(russian.pluralCategory(of:)) == [.few, .few, .few])
        #expect(russian.pluralCategory(of: -21) == .one)
        #expect(russian.pluralCategory(of: Int.min) == .many)
    }

    @Test(arguments: [
        (Language.english, "0 days, 1 day, 2 days, 5 days, 11 days, 21 days, 22 days, 25 days, 111 days"),
        (.german, "0 Tage, 1 Tag, 2 Tage, 5 Tage, 11 Tage, 21 Tage, 22 Tage, 25 Tage, 111 Tage"),
        (.spanish, "0 días, 1 día, 2 días, 5 días, 11 días, 21 días, 22 días, 25 días, 111 días"),
        (.portuguese, "0 dia, 1 dia, 2 dias, 5 dias, 11 dias, 21 dias, 22 dias, 25 dias, 111 dias"),
        (.russian, "0 дней, 1 день, 2 дня, 5 дней, 11 дней, 21 день, 22 дня, 25 дней, 111 дней"),
        (.persian, "۰ روز, ۱ روز, ۲ روز, ۵ روز, ۱۱ روز, ۲۱ روز, ۲۲ روز, ۲۵ روز, ۱۱۱ روز"),
    ])
    func countedMessagesTakeTheRightForm(language: Language, expected: String) {
        let localizer = Localizer(language)
        let texts = Self.numbers.map { localizer.count(.unitDays, $0) }
        #expect(texts.joined(separator: ", ") == expected)
    }

    @Test func everyCategoryALanguageUsesIsOneOfItsCategories() {
        for language in Language.allCases {
            for number in -200...2000 {
                #expect(language.pluralCategories.contains(language.pluralCategory(of: number)))
            }
        }
    }
}
