import Testing
import TrackerCore

@Suite struct LanguageNegotiationTests {
    @Test(arguments: [
        ("en", Language.english), ("en-US", .english), ("en-GB", .english), ("EN", .english),
        ("de", .german), ("de-AT", .german), ("de_CH", .german), ("es", .spanish), ("es-419", .spanish),
        ("es-MX", .spanish), ("pt-br", .portuguese), ("pt-BR", .portuguese), ("pt", .portuguese),
        ("pt-PT", .portuguese), ("ru", .russian), ("ru-RU", .russian), ("fa", .persian), ("fa-IR", .persian),
        (" de ", .german),
    ])
    func platformCodesReduceToALanguage(code: String, expected: Language) {
        #expect(Language(code: code) == expected)
    }

    @Test(arguments: ["", "zh-hans", "zh-Hant-TW", "uk", "xx", "-", "--de", "english", "日本語", "e", "pt9"])
    func unknownEmptyAndGarbageCodesAreNoLanguage(code: String) {
        #expect(Language(code: code) == nil)
        #expect(Language.negotiated(chosen: nil, platformCode: code) == .english)
    }

    @Test func theChoiceComesFirstThenThePlatformThenEnglish() {
        #expect(Language.negotiated(chosen: .russian, platformCode: "de-DE") == .russian)
        #expect(Language.negotiated(chosen: nil, platformCode: "de-DE") == .german)
        #expect(Language.negotiated(chosen: nil, platformCode: nil) == .english)
        #expect(Language.negotiated(chosen: .persian, platformCode: nil) == .persian)
    }

    @Test func aGroupSpeaksItsOwnLanguageOrEnglish() {
        #expect(Language.forGroup(chosen: .spanish) == .spanish)
        #expect(Language.forGroup(chosen: nil) == .english)
    }

    @Test func eachLanguageHasItsOwnNameTagAndDirection() {
        #expect(
            Language.allCases.map(\.nativeName) == [
                "English", "Deutsch", "Español", "Português (Brasil)", "Русский", "فارسی",
            ])
        #expect(Language.allCases.map(\.tag) == ["en", "de", "es", "pt-BR", "ru", "fa"])
        #expect(Language.allCases.filter(\.isRightToLeft) == [.persian])
        for language in Language.allCases {
            // The tag reads back as the same language, as the store keeps it.
            #expect(Language(code: language.tag) == language)
            #expect(Language(rawValue: language.tag) == language)
            #expect(
                language.locale.language.characterDirection
                    == (language.isRightToLeft ? .rightToLeft : .leftToRight))
        }
    }
}
