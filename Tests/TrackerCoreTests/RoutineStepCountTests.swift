import Testing
import TrackerCore

/// A routine's steps and a run's weeks, counted in each language's plural forms.
@Suite struct RoutineStepCountTests {
    private static let numbers = [0, 1, 2, 5, 21, 22, 25]

    @Test(arguments: [
        (Language.english, "0 steps, 1 step, 2 steps, 5 steps, 21 steps, 22 steps, 25 steps"),
        (.german, "0 Schritte, 1 Schritt, 2 Schritte, 5 Schritte, 21 Schritte, 22 Schritte, 25 Schritte"),
        (.spanish, "0 pasos, 1 paso, 2 pasos, 5 pasos, 21 pasos, 22 pasos, 25 pasos"),
        (.portuguese, "0 passo, 1 passo, 2 passos, 5 passos, 21 passos, 22 passos, 25 passos"),
        (.russian, "0 шагов, 1 шаг, 2 шага, 5 шагов, 21 шаг, 22 шага, 25 шагов"),
        (.persian, "۰ مرحله, ۱ مرحله, ۲ مرحله, ۵ مرحله, ۲۱ مرحله, ۲۲ مرحله, ۲۵ مرحله"),
    ])
    func stepsTakeTheLanguagesForms(language: Language, expected: String) {
        let localizer = Localizer(language)
        #expect(Self.numbers.map { localizer.count(.routineSteps, $0) }.joined(separator: ", ") == expected)
    }

    @Test func russianRunsOfWeeksTakeTheGenitive() {
        let russian = Localizer(.russian)
        let runs = Self.numbers.map { russian.count(.reminderRunWeeks, $0, ["habit": "Зал"]) }
        #expect(
            runs == [
                "Ваша серия из 0 недель по привычке Зал", "Ваша серия из 1 недели по привычке Зал",
                "Ваша серия из 2 недель по привычке Зал", "Ваша серия из 5 недель по привычке Зал",
                "Ваша серия из 21 недели по привычке Зал", "Ваша серия из 22 недель по привычке Зал",
                "Ваша серия из 25 недель по привычке Зал",
            ])
    }
}
