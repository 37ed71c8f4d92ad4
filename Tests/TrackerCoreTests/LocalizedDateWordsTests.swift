import Testing
import TrackerCore

@Suite struct LocalizedDateWordsTests {
    /// A Monday, so that "friday" (the 20th) and "next friday" (the 27th) differ.
    private static let monday = date("2026-11-16")

    private func parse(_ text: String, _ language: Language) -> LocalDate? {
        try? DateExpression.parse(text, today: Self.monday, language: language).get()
    }

    @Test(arguments: [
        ("freitag", "2026-11-20"), ("Fr.", "2026-11-20"), ("am Freitag", "2026-11-20"),
        ("nächsten Freitag", "2026-11-27"), ("naechsten freitag", "2026-11-27"),
        ("diesen Freitag", "2026-11-20"),
        ("heute", "2026-11-16"), ("morgen", "2026-11-17"), ("gestern", "2026-11-15"),
        ("25. Dezember", "2026-12-25"), ("25. März", "2027-03-25"), ("25 maerz", "2027-03-25"),
        ("1. Mai 2027", "2027-05-01"), ("nächste Woche", "2026-11-23"), ("Mi", "2026-11-18"),
    ])
    func german(input: String, expected: String) {
        #expect(parse(input, .german) == date(expected))
    }

    @Test(arguments: [
        ("viernes", "2026-11-20"), ("vie", "2026-11-20"), ("mié", "2026-11-18"), ("mie", "2026-11-18"),
        ("miércoles", "2026-11-18"), ("sábado", "2026-11-21"), ("sabado", "2026-11-21"),
        ("el próximo viernes", "2026-11-27"), ("proximo viernes", "2026-11-27"),
        ("el viernes que viene", "2026-11-27"), ("este viernes", "2026-11-20"), ("hoy", "2026-11-16"),
        ("mañana", "2026-11-17"), ("manana", "2026-11-17"), ("ayer", "2026-11-15"),
        ("25 de diciembre", "2026-12-25"), ("1 de marzo de 2027", "2027-03-01"),
        // "mar" is Tuesday alone and March beside a day.
        ("mar", "2026-11-17"), ("15 mar", "2027-03-15"), ("dic 31", "2026-12-31"),
    ])
    func spanish(input: String, expected: String) {
        #expect(parse(input, .spanish) == date(expected))
    }

    @Test(arguments: [
        ("sexta", "2026-11-20"), ("sexta-feira", "2026-11-20"), ("Sexta Feira", "2026-11-20"),
        ("terça", "2026-11-17"), ("terca-feira", "2026-11-17"), ("sáb", "2026-11-21"),
        ("próxima sexta", "2026-11-27"), ("a próxima sexta-feira", "2026-11-27"),
        ("sexta que vem", "2026-11-27"),
        ("hoje", "2026-11-16"), ("amanhã", "2026-11-17"), ("amanha", "2026-11-17"), ("ontem", "2026-11-15"),
        ("25 de dezembro", "2026-12-25"), ("1 de março de 2027", "2027-03-01"),
    ])
    func portuguese(input: String, expected: String) {
        #expect(parse(input, .portuguese) == date(expected))
    }

    @Test(arguments: [
        ("пятница", "2026-11-20"), ("в пятницу", "2026-11-20"), ("Пт", "2026-11-20"),
        ("в среду", "2026-11-18"),
        ("в субботу", "2026-11-21"), ("в следующую пятницу", "2026-11-27"), ("в эту пятницу", "2026-11-20"),
        ("сегодня", "2026-11-16"), ("завтра", "2026-11-17"), ("вчера", "2026-11-15"),
        ("25 декабря", "2026-12-25"), ("1 марта 2027", "2027-03-01"), ("на следующей неделе", "2026-11-23"),
        ("в воскресенье", "2026-11-22"), ("1 ноября 2027", "2027-11-01"),
        ("1 ноября 2027 года", "2027-11-01"), ("1 ноября 2027 г.", "2027-11-01"),
    ])
    func russian(input: String, expected: String?) {
        #expect(parse(input, .russian) == expected.map(date))
    }

    @Test(arguments: [
        ("جمعه", "2026-11-20"), ("جمعه بعد", "2026-11-27"), ("جمعه‌ی بعد", "2026-11-27"),
        ("جمعه آینده", "2026-11-27"), ("امروز", "2026-11-16"), ("فردا", "2026-11-17"),
        ("دیروز", "2026-11-15"),
        ("سه‌شنبه", "2026-11-17"), ("سه شنبه", "2026-11-17"), ("پنج‌شنبه", "2026-11-19"),
        ("شنبه", "2026-11-21"),
        // Arabic yeh and kaf, and Persian digits.
        ("يكشنبه", "2026-11-22"), ("۲۵ دسامبر", "2026-12-25"), ("۲۵.۱۲.", "2026-12-25"),
        ("هفته بعد", "2026-11-23"),
    ])
    func persian(input: String, expected: String) {
        #expect(parse(input, .persian) == date(expected))
    }

    @Test(arguments: Language.allCases)
    func everythingEnglishReadsTheSameInEveryLanguage(language: Language) {
        let english = [
            "friday", "fri", "next friday", "this friday", "tomorrow", "today", "yesterday", "dec 25",
            "25 december", "the 1st of june", "in 3 days", "in a week", "next week", "end of month",
            "2026-12-31", "31.12.", "31.12.2027", "mar 3", "sat", "sun", "mon", "in two months",
        ]
        for text in english {
            #expect(parse(text, language) == parse(text, .english), "\(text)")
            #expect(parse(text, language) != nil, "\(text)")
        }
    }

    @Test func anotherLanguagesWordsAreNotRead() {
        #expect(parse("freitag", .english) == nil)
        #expect(parse("freitag", .spanish) == nil)
        #expect(parse("viernes", .german) == nil)
        #expect(parse("морген", .russian) == nil)
    }

    @Test(arguments: [
        ("lun,mié,vie", Language.spanish, "Mon, Wed, Fri"), ("lun, mie y vie", .spanish, "Mon, Wed, Fri"),
        ("lunes a viernes", .spanish, "weekdays"), ("Mo-Fr", .german, "weekdays"),
        ("montags und freitags", .german, "Mon, Fri"), ("Mo bis Mi", .german, "Mon, Tue, Wed"),
        ("пн, ср, пт", .russian, "Mon, Wed, Fri"), ("по понедельникам и пятницам", .russian, "Mon, Fri"),
        ("segunda, quarta e sexta", .portuguese, "Mon, Wed, Fri"),
        ("segunda-feira a sexta-feira", .portuguese, "weekdays"),
        ("دوشنبه، چهارشنبه و جمعه", .persian, "Mon, Wed, Fri"), ("شنبه تا دوشنبه", .persian, "Mon, Sat, Sun"),
        ("mon,wed,fri", .persian, "Mon, Wed, Fri"), ("weekends", .german, "weekends"),
    ])
    func weekdaySets(input: String, language: Language, expected: String) {
        #expect(WeekdaySet.parse(input, language: language)?.text == expected)
    }

    @Test func weekdaySetsInAnotherLanguageAreNotRead() {
        #expect(WeekdaySet.parse("lun,mié,vie") == nil)
        #expect(WeekdaySet.parse("lun,mié,vie", language: .german) == nil)
    }

    @Test(arguments: [
        ("dezember", Language.german, "2026-12-01"), ("Dezember 2027", .german, "2027-12-01"),
        ("diciembre", .spanish, "2026-12-01"), ("marzo 2027", .spanish, "2027-03-01"),
        ("декабрь", .russian, "2026-12-01"), ("дек 2027", .russian, "2027-12-01"),
        ("dezembro", .portuguese, "2026-12-01"), ("دسامبر", .persian, "2026-12-01"),
        ("december", .russian, "2026-12-01"), ("last month", .german, "2026-10-01"),
    ])
    func months(input: String, language: Language, expected: String) {
        #expect(MonthExpression.parse(input, today: Self.monday, language: language) == date(expected))
    }
}
