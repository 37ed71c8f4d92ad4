import Foundation
import Testing
import TrackerCore

/// What a group sees of its challenge: each member's standing, the leaderboard's order, the
/// daily summary's parts, the last call, and when the group's messages exist.
struct ChallengeRulesTests {
    private let challenge = Challenge(
        id: 1, chat: ChatAddress(platform: "telegram", id: "-100"), habitName: "Read", length: 3,
        startedOn: date("2026-11-23"), startedBy: 1, createdAt: Date(timeIntervalSince1970: 0))

    private func habit(startedOn: String, length: Int = 3, completedOn: String? = nil) -> Habit {
        Habit(
            userID: 1, name: "Read", length: length, runStartedOn: date(startedOn),
            completedOn: completedOn.map(date), createdAt: Date(timeIntervalSince1970: 0))
    }

    private func standing(
        _ name: String, _ status: MemberStanding.Status, streak: Int, checkIns: Int, id: Int64 = 1,
        mention: String? = nil, day: Int = 1
    ) -> MemberStanding {
        MemberStanding(
            userID: id, name: name, mentionID: mention, status: status, streak: streak, checkIns: checkIns,
            day: day, length: 3)
    }

    @Test func aMembersStandingFollowsTheirHabitsRules() {
        let started = habit(startedOn: "2026-11-23")
        let today = date("2026-11-24")
        func evaluate(_ habit: Habit, _ days: [String], paused: Set<String> = []) -> MemberStanding {
            MemberStanding.evaluate(
                userID: 7, name: "Alice", mentionID: nil, habit: habit, currentRun: Set(days.map(date)),
                checkInsSinceJoining: days.count, today: today, isPaused: { paused.contains($0.iso) })
        }
        let checked = evaluate(started, ["2026-11-23", "2026-11-24"])
        #expect(checked.status == .checkedIn)
        #expect((checked.streak, checked.day, checked.checkIns) == (2, 2, 2))

        let open = evaluate(started, ["2026-11-23"])
        #expect(open.status == .open)
        #expect((open.streak, open.day) == (1, 2))

        // A day without a check-in, not paused, breaks the run once it is over.
        let broken = evaluate(habit(startedOn: "2026-11-22"), ["2026-11-22"])
        #expect(broken.status == .broken)
        #expect(broken.streak == 0)
        #expect(
            evaluate(habit(startedOn: "2026-11-22"), ["2026-11-22"], paused: ["2026-11-23"]).status == .open)

        let finished = evaluate(
            habit(startedOn: "2026-11-22", completedOn: "2026-11-24"),
            ["2026-11-22", "2026-11-23", "2026-11-24"])
        #expect(finished.status == .finished)
        #expect(finished.day == 3)
    }

    @Test func theLeaderboardRanksByStreakThenCheckInsThenName() {
        let ranked = Leaderboard.rank([
            standing("carol", .open, streak: 1, checkIns: 5, id: 3),
            standing("Bob", .checkedIn, streak: 2, checkIns: 2, id: 2),
            standing("Dave", .broken, streak: 0, checkIns: 9, id: 4),
            standing("alice", .checkedIn, streak: 2, checkIns: 2, id: 1),
            standing("Erin", .open, streak: 1, checkIns: 6, id: 5),
            standing("Alice", .open, streak: 2, checkIns: 3, id: 6),
        ])
        #expect(ranked.map(\.userID) == [6, 1, 2, 5, 3, 4])
    }

    @Test func theSummaryCountsTheChallengesDaysAndSortsMembersIntoParts() {
        let standings = [
            standing("Carol", .open, streak: 1, checkIns: 1, id: 3),
            standing("Bob", .checkedIn, streak: 1, checkIns: 1, id: 2),
            standing("Alice", .checkedIn, streak: 2, checkIns: 2, id: 1),
            standing("Dave", .broken, streak: 0, checkIns: 1, id: 4),
            standing("Erin", .finished, streak: 3, checkIns: 3, id: 5),
        ]
        let summary = ChallengeSummary(challenge: challenge, on: date("2026-11-24"), standings: standings)
        #expect(summary.day == 2)
        #expect(!summary.isFinal)
        #expect(summary.checkedIn.map(\.name) == ["Alice", "Bob"])
        #expect(summary.open.map(\.name) == ["Carol"])
        #expect(summary.broken.map(\.name) == ["Dave"])
        #expect(summary.finished.map(\.name) == ["Erin"])
        #expect(!summary.isEmpty)

        #expect(ChallengeSummary(challenge: challenge, on: date("2026-11-25"), standings: []).isFinal)
        #expect(ChallengeSummary(challenge: challenge, on: date("2026-11-25"), standings: []).isEmpty)
        // A summary skipped by downtime past the last day still ends it, on day N.
        let late = ChallengeSummary(challenge: challenge, on: date("2026-11-27"), standings: [])
        #expect(late.isFinal && late.day == 3)
    }

    @Test func challengeDaysAreClampedToTheProgram() {
        #expect(challenge.day(on: date("2026-11-22")) == 1)
        #expect(challenge.day(on: date("2026-11-23")) == 1)
        #expect(challenge.day(on: date("2026-11-25")) == 3)
        #expect(challenge.day(on: date("2026-12-25")) == 3)
        #expect(challenge.lastDay == date("2026-11-25"))
    }

    @Test func theLastCallNamesOnlyOpenMembersWhoOptedIn() {
        let called = ChallengeSummary.lastCall([
            standing("Alice", .checkedIn, streak: 1, checkIns: 1, id: 1, mention: "111"),
            standing("Bob", .open, streak: 1, checkIns: 1, id: 2),
            standing("Carol", .open, streak: 0, checkIns: 0, id: 3, mention: "333"),
            standing("Dave", .broken, streak: 0, checkIns: 1, id: 4, mention: "444"),
        ])
        #expect(called.map(\.name) == ["Carol"])
    }

    @Test func aGroupHasMessagesOnlyWhileItsChallengeRuns() {
        let group = GroupChat(
            chat: ChatAddress(platform: "telegram", id: "-100"), timeZone: "Europe/Berlin",
            createdAt: Date(timeIntervalSince1970: 0))
        #expect(
            GroupAlarm.alarms(for: group, hasRunningChallenge: false, hasMentionableMembers: true).isEmpty)
        let quiet = GroupAlarm.alarms(for: group, hasRunningChallenge: true, hasMentionableMembers: false)
        #expect(quiet.map(\.kind) == [.summary])
        let alarms = GroupAlarm.alarms(for: group, hasRunningChallenge: true, hasMentionableMembers: true)
        #expect(alarms.map(\.kind) == [.summary, .lastCall])
        // 21:00 and 23:00 in Berlin, CET in November.
        #expect(alarms[0].schedule.instant(on: date("2026-11-23")) == utc("2026-11-23", 20))
        #expect(alarms[1].schedule.instant(on: date("2026-11-23")) == utc("2026-11-23", 22))
    }
}
