import Foundation
import TestSupport
import Testing
import TrackerCore

/// The reminders the console shows on their own, in every language: a routine, the nudge
/// with a deadline, the warning, a broken run and its reset button.
struct ReminderLanguagesTranscriptTests {
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T07:30:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        try console.send("/timezone Europe/Berlin")
        try console.send("/goal add Marathon by 2026-11-28")
        try console.send("/goal add Swim by 2026-11-22")
        try console.send("/habit add Read")
        try console.send("/habit add Stretch")
        try console.send("/routine add Morning on daily at 09:30\\\nWater")
        var shown = [
            try console.wait(until: .iso("2026-11-21T08:00:00Z")),
            try console.wait(until: .iso("2026-11-21T08:30:00Z")),
        ]
        try console.send("/check Read")
        try console.send("/check Stretch")
        shown.append(try console.wait(until: .iso("2026-11-22T07:59:00Z")))
        shown.append(try console.wait(until: .iso("2026-11-22T08:00:00Z")))
        try console.send("/check Read")
        shown.append(try console.wait(until: .iso("2026-11-22T20:00:00Z")))
        shown.append(try console.wait(until: .iso("2026-11-22T23:00:00Z")))
        return shown.joined(separator: "\n\n")
    }

    static let prefixes = ["reminder."]

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theRemindersAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.reminderNudgeMany), localizer.text(.reminderNudgeCheckEach),
            localizer.text(.reminderDueToday, ["goal": "Swim"]),
            localizer.text(.reminderResetDay), localizer.text(.reminderResetButton, ["habit": "Stretch"]),
            localizer.text(
                .reminderRoutineTime,
                ["routine": "Morning", "time": SettingsLanguagesTranscriptTests.clock(9, 30, localizer)]),
            localizer.text(.reminderDoneToday, ["done": localizer.number(0), "total": localizer.number(1)]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func englishRemindersAreWordedAsBefore() throws {
        let transcript = try Self.transcript(in: .english)
        #expect(
            transcript.contains(
                "☀️ Still to check in today:\n• Read\n• Stretch\nCheck each in with ✅ once it's done."))
        #expect(transcript.contains("🎯 Marathon is due in 7 days (Sat 28 Nov)."))
        #expect(
            transcript.contains(
                "Reset to start again from day 1: a fresh start counts too.\n[a] ↺ Reset Stretch"))
        #expect(transcript.contains("🎯 Swim is due tomorrow (Sun 22 Nov)."))
        #expect(transcript.contains("🔁 Time for Morning (09:30)\n⬜ 1. Water\n0/1 done today"))
        #expect(transcript.contains("⚠️ Your 1-day run on Stretch breaks at midnight unless you check in."))
        #expect(transcript.contains("💔 Your 1-day run on Stretch broke: no check-in yesterday."))
    }

    /// The morning's nudge for a weekly target and an amount habit, each with where it stands.
    static func standingNudge(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T07:30:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        try console.send("/timezone Europe/Berlin")
        try console.send("/habit add Gym 3 times a week")
        try console.send("/habit add Water 8 glasses a day")
        try console.send("/check Water 3")
        return try console.wait(until: .iso("2026-11-21T08:00:00Z"))
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theNudgeSaysWhereEachHabitStandsInTheLanguage(language: Language) throws {
        let nudge = try Self.standingNudge(in: language)
        let localizer = Localizer(language)
        // Saturday: the first week, begun on it, asks for one day of the three.
        let week = localizer.text(
            .habitWeekCount, ["done": localizer.number(0), "target": localizer.number(1)])
        let standing = localizer.text(
            .habitWeekMoreIn,
            ["week": week, "needed": localizer.number(1), "days": localizer.count(.unitDays, 2)])
        #expect(nudge.contains("Gym (\(standing))"), "\(language.tag): \(nudge)")
        #expect(
            nudge.contains("Water (\(localizer.number(3))/\(localizer.number(8)) glasses)"), "\(language.tag)"
        )
        try LanguageTranscripts.expectNoEnglish(
            of: ["habit.weekCount", "habit.weekMoreIn"], in: nudge, language)
        #expect(!nudge.contains("this week"), "\(language.tag): \(nudge)")
    }

    @Test func theEnglishNudgeSaysWhereEachHabitStandsAsBefore() throws {
        let nudge = try Self.standingNudge(in: .english)
        #expect(nudge.contains("Gym (0 of 1 this week, 1 more in 2 days)"), "\(nudge)")
        #expect(nudge.contains("Water (3/8 glasses)"), "\(nudge)")
    }
}
