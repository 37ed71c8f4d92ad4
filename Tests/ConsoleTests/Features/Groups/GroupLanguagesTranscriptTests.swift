import Foundation
import TestSupport
import Testing
import TrackerCore

/// A group's standings and settings in the group's language: `/challenge` before and after a
/// check-in and on the last day, `/board`, the final board of an ended challenge, `/group` with
/// and without a challenge, its changes and `/nudgeme`.
struct GroupLanguagesTranscriptTests {
    /// The messages the transcript shows.
    static let translated = ["group."]

    /// The messages only the scheduler writes (`GroupLanguageTests` checks them), and what a
    /// console of one member, an admin, cannot reach: others joining or ending, the Join
    /// button's notes, a broken or finished run, a challenge or habit deleted meanwhile, a
    /// full list, a challenge without members or ended early, and the bot added back.
    static let unreached: Set<MessageKey> = [
        .groupLastCall, .groupWrap, .groupNobodyMadeIt, .groupFinishedEveryDay, .groupFinishToo,
        .groupStillGoing, .groupRunsBroke, .groupCaptionDay, .groupCaptionDays, .groupEndedOn,
        .groupNobodyJoined, .groupNobodyAtEnd, .groupRunBroke, .groupBrokeJoinAgain, .groupAllDone,
        .groupOnlyAdmins, .groupAdminUnknown, .groupJoinedNew, .groupRestarted, .groupAlreadyFinished,
        .groupToastJoined, .groupToastRestarted, .groupToastAlreadyIn, .groupToastFinished, .groupToastOver,
        .groupChallengeGone, .groupOnlyAdminEnds, .groupOnlyStarterEnds, .groupTooManyHabits,
        .groupHabitGone, .groupJoinGone, .groupWelcomeBack, .groupAnnounceEnded, .groupSomeone,
        .groupMembersNone, .groupPausedToday,
    ]

    /// Command syntax inside the messages, which every language shows as it is typed.
    static let typedAsIs: Set<String> = ["/challenge Read for 21 days"]

    /// The weekly target's hint for one day a week: the transcript's target is three.
    static let otherForms: Set<String> = ["day of each week, here or in private"]

    /// The group's replies the transcript reaches, after `/language` when it is not English.
    static func transcript(in language: Language) throws -> String {
        let clock = ManualClock(.iso("2026-11-21T09:00:00Z"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The member reads the group's language too: a mistake in a command is answered in
        // the language of the member who typed it, as the command is read in it.
        let (_, group) = try LanguageTranscripts.privateAndGroup(
            in: language, clock: clock, directory: directory)
        var replies = try [
            "/start", "/challenge", "/challenge stop now", "/group frobnicate", "/nudgeme maybe",
            "/challenge Read for 2 days", "/start", "/challenge Gym", "/join",
            "/challenge", "/board", "/check", "/join", "/challenge", "/board", "/group", "/group time 20:30",
            "/group timezone Europe/Berlin", "/nudgeme on", "/nudgeme off", "/leave", "/leave", "/join",
        ].map(group.send)
        try group.wait(until: .iso("2026-11-22T09:00:00Z"))
        replies += try [
            "/challenge", "/challenge end", "/board", "/group", "/challenge Gym 3 times a week for 4 weeks",
            "/challenge end", "/challenge Water 8 glasses a day for 5 days", "/challenge end",
            "/challenge Piano on mon,wed for 4 weeks", "/challenge end", "/challenge Read on mon,wed",
        ].map(group.send)
        return replies.joined(separator: "\n\n")
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func theStandingsAreTranslated(language: Language) throws {
        let transcript = try Self.transcript(in: language)
        let localizer = Localizer(language)
        for text in [
            localizer.text(.groupCheckInHere), localizer.text(.groupLastDayStatus),
            localizer.text(.groupStartNext),
        ] {
            #expect(transcript.contains(text), "\(language.tag): \(text)")
        }
        try LanguageTranscripts.expectNoEnglish(
            of: Self.translated, in: transcript, language, except: Self.typedAsIs)
    }

    @Test func englishKeepsItsWording() throws {
        let transcript = try Self.transcript(in: .english)
        let unreached = Set(
            try LanguageTranscripts.englishSentences(of: Self.unreached.map(\.rawValue)))
        try LanguageTranscripts.expectEnglish(
            of: Self.translated, in: transcript, except: unreached.union(Self.otherForms))
        #expect(transcript.contains("📣 Read challenge · day 1 of 2\n✅ Alice · 1 check-in · streak 1 day"))
        #expect(transcript.contains("🏆 Read · day 1 of 2\n1. Alice · streak 1 · 1 check-in ✅"))
        #expect(transcript.contains("🕘 The daily summary now comes at 20:30 (UTC)."))
        #expect(transcript.contains("Challenge: none — /challenge <habit> [for <N> days]"))
    }
}
