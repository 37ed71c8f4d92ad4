import Foundation
import TestSupport
import Testing
import TrackerCore

/// The settings' replies and errors in every language.
struct SettingsLanguagesTranscriptTests {
    /// Every settings reply and usage error once, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let console = try ScriptedConsole(clock: ManualClock(.iso("2026-11-21T09:00:00Z")))
        if language != .english { try console.send("/language \(language.tag)") }
        let lines = [
            "/settings", "/timezone Europe/Berlin", "/timezone", "/timezone Atlantis <b>", "/daystart 3",
            "/daystart 0", "/daystart 9", "/remind 08:30", "/remind on", "/remind off", "/remind",
            "/remind banana <i>", "/remind on", "/warn 21:30", "/warn on", "/warn off", "/warn on",
            "/weekstart sun", "/weekstart tue", "/pause from 2026-11-30 until 2026-12-04", "/settings",
            "/pause until 2026-11-25", "/settings",
        ]
        return try lines.map(console.send).joined(separator: "\n\n")
    }

    static let prefixes = ["settings."]

    /// `hour`:`minute` as `localizer` writes times: with Persian digits in Persian.
    static func clock(_ hour: Int, _ minute: Int, _ localizer: Localizer) -> String {
        localizer.time(Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60)), in: .gmt)
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theSettingsRepliesAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(
                .settingsTimeZoneSet, ["zone": "Europe/Berlin", "time": Self.clock(10, 0, localizer)]),
            localizer.text(.settingsDayStartSet, ["time": Self.clock(3, 0, localizer)]),
            localizer.text(.settingsDayStartMidnight),
            localizer.text(.settingsDayStartRange), localizer.text(.settingsWhichZone),
            localizer.text(.settingsUnknownZone, ["zone": "Atlantis <b>"]),
            localizer.text(.settingsRemindSet, ["time": Self.clock(8, 30, localizer)]),
            localizer.text(.settingsRemindAlreadyOn, ["time": Self.clock(8, 30, localizer)]),
            localizer.text(.settingsRemindOffAt, ["time": Self.clock(8, 30, localizer)]),
            localizer.text(.settingsTimeNeeded),
            localizer.text(.settingsTimeUnreadable, ["text": "banana <i>"]),
            localizer.text(.settingsWarnSet, ["time": Self.clock(21, 30, localizer)]),
            localizer.text(.settingsWarnOffAt, ["time": Self.clock(21, 30, localizer)]),
            localizer.text(.settingsWeekStartSet, ["day": localizer.weekdayName(.sunday)]),
            localizer.text(.settingsWeekStartChoices), localizer.text(.settingsTitle),
            localizer.text(.settingsNudge, ["value": Self.clock(8, 30, localizer)]),
            localizer.text(
                .settingsPause,
                [
                    "value": localizer.text(
                        .pauseUntil, ["date": localizer.date(LocalDate(iso: "2026-11-25")!)])
                ]),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(of: Self.prefixes, in: transcript, language)
    }

    @Test func germanSaysTheOverviewInItsOwnWords() throws {
        let transcript = try Self.transcript(in: .german)
        let german = Localizer(.german)
        let (start, end) = (
            german.date(LocalDate(iso: "2026-11-30")!), german.date(LocalDate(iso: "2026-12-04")!)
        )
        #expect(
            transcript.contains(
                """
                ⚙️ Deine Einstellungen
                Zeitzone: Europe/Berlin — /timezone
                Tagesbeginn: Mitternacht — /daystart
                Tägliche Erinnerung: 08:30 — /remind
                Serien-Warnung: 21:30 — /warn
                Pause: \(start) – \(end) — /resume
                Wochenbeginn: Sonntag — /weekstart
                """))
    }

    @Test func englishHasTheSentencesTheOtherLanguagesMustNot() throws {
        let transcript = try Self.transcript(in: .english)
        let sentences = try LanguageTranscripts.englishSentences(of: Self.prefixes)
        #expect(sentences.count >= 15)
        for sentence in sentences {
            #expect(transcript.contains(sentence), "“\(sentence)”")
        }
        #expect(transcript.contains("🌍 Time zone set to Europe/Berlin. It is 10:00 there now."))
        #expect(
            transcript.contains(
                "The daily nudge is already on, at 08:30. Change the time with /remind <HH:MM>."))
        #expect(transcript.contains("🔕 Streak warning off. /warn on turns it back on at 21:30."))
        #expect(transcript.contains("Pause: Mon 30 Nov – Fri 4 Dec — /resume"))
        #expect(transcript.contains("Pause: until Wed 25 Nov — /resume"))
    }
}
