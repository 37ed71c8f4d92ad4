import Foundation
import TestSupport
import Testing
import TrackerCore

/// The messages the scheduler writes, in the language the user reads, chosen in the same
/// transaction that writes them.
@Suite struct ReminderLanguageTests {
    /// A German user in Berlin: the morning nudge with a deadline, and the evening warning.
    @Test func aGermanUserIsNudgedAndWarnedInGerman() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/language de")
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/goal add Marathon by 2026-11-28")
        try bot.send("/habit add Lesen")
        try bot.send("/habit add Laufen")

        let nudge = try bot.reminders(at: .iso("2026-11-21T08:00:00Z"))
        let deadline = Localizer(.german).date(LocalDate(iso: "2026-11-28")!)
        #expect(
            nudge.map(\.text) == [
                """
                ☀️ Heute noch abzuhaken:
                • Lesen
                • Laufen
                Wähle bei jeder ✅, sobald sie erledigt ist.

                🎯 Marathon ist in 7 Tagen fällig (\(deadline)).
                """
            ])
        try bot.send("/check Lesen")
        bot.clock.set(.iso("2026-11-22T10:00:00Z"))
        try bot.send("/check Lesen")
        try bot.send("/remind off")

        let warning = try bot.reminders(at: .iso("2026-11-23T20:00:00Z"))
        #expect(
            warning.map(\.text) == [
                "⚠️ Deine Serie von 2 Tagen für Lesen reißt um Mitternacht, wenn du nicht abhakst."
            ])
        let broken = try bot.reminders(at: .iso("2026-11-23T23:00:00Z"))
        #expect(
            broken.map(\.text) == [
                """
                💔 Deine Serie von 2 Tagen für Lesen ist gerissen: gestern kein Check-in.
                Setz zurück, um wieder bei Tag 1 anzufangen: Auch ein Neuanfang zählt.
                """
            ])
        #expect(broken.first?.buttons.map(\.label) == ["↺ Lesen zurücksetzen"])
    }

    /// A Russian user in Moscow: a routine's reminder, then a warning whose day ends at 03:00.
    @Test func aRussianUserGetsRoutinesAndWarningsInRussian() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-20T12:00:00Z"))
        try bot.send("/language ru")
        try bot.send("/timezone Europe/Moscow")
        try bot.send("/remind off")
        try bot.send("/routine add Утро on weekdays at 07:00\nВыпить воды\nЗарядка")
        let monday = try bot.reminders(at: .iso("2026-11-23T04:00:00Z"))
        #expect(
            monday.map(\.text) == [
                """
                🔁 Пора: Утро (07:00)
                ⬜ 1. Выпить воды
                ⬜ 2. Зарядка
                0/2 сделано сегодня
                """
            ])

        try bot.send("/daystart 3")
        try bot.send("/habit add Чтение")
        try bot.send("/check")
        bot.clock.set(.iso("2026-11-24T10:00:00Z"))
        try bot.send("/check")
        bot.clock.set(.iso("2026-11-25T10:00:00Z"))
        try bot.send("/check")
        let warning = try bot.reminders(at: .iso("2026-11-26T18:00:00Z"))
        #expect(
            warning.map(\.text) == [
                "⚠️ Ваша серия из 3 дней по привычке Чтение прервётся в 03:00, если не отметиться."
            ])
    }

    /// The language is read when the reminder is written: a later `/language` counts.
    @Test func theLanguageChosenLastIsTheOneWritten() throws {
        let bot = try SchedulerHarness(at: .iso("2026-11-21T07:00:00Z"))
        try bot.send("/timezone Europe/Berlin")
        try bot.send("/habit add Read")
        try bot.send("/language ru")
        #expect(
            try bot.reminders(at: .iso("2026-11-21T08:00:00Z")).map(\.text) == [
                "☀️ Сегодня пора: Read. Выберите ✅, когда сделаете."
            ])
        try bot.send("/language auto")
        #expect(
            try bot.reminders(at: .iso("2026-11-22T08:00:00Z")).map(\.text) == [
                "☀️ Time for Read today. Check it in with ✅ once it's done."
            ])
    }

    /// Runs and goals counted in Russian's three forms.
    @Test func russianCountsRunsAndDeadlinesInItsForms() {
        let russian = Localizer(.russian)
        let runs = [1, 2, 5, 21, 22, 25].map { russian.count(.reminderRunDays, $0, ["habit": "Чтение"]) }
        #expect(
            runs == [
                "Ваша серия из 1 дня по привычке Чтение", "Ваша серия из 2 дней по привычке Чтение",
                "Ваша серия из 5 дней по привычке Чтение", "Ваша серия из 21 дня по привычке Чтение",
                "Ваша серия из 22 дней по привычке Чтение", "Ваша серия из 25 дней по привычке Чтение",
            ])
        let due = [2, 5, 21].map { russian.count(.reminderDueIn, $0, ["goal": "Марафон", "date": "сб"]) }
        #expect(
            due == [
                "🎯 До срока цели Марафон осталось 2 дня (сб).",
                "🎯 До срока цели Марафон осталось 5 дней (сб).",
                "🎯 До срока цели Марафон остался 21 день (сб).",
            ])
        let needed = [1, 2].map {
            russian.count(.reminderWarnWeek, $0, ["run": "Серия", "when": "в полночь"])
        }
        #expect(needed[0].contains("нужна ещё 1 отметка"))
        #expect(needed[1].contains("нужно ещё 2 отметки"))
    }
}
