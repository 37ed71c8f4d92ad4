import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of the groups' schedules: a group's summary while a challenge
/// runs, at the group's local time, and the scheduler's due groups, moves and deletes.
@Suite struct GroupScheduleTests {
    typealias F = ScheduleFixtures
    let now = F.instant("2026-03-28T12:00:00Z")

    /// A group in `zone` with its summary at `summaryAt` and, when `running`, a challenge.
    static func newGroup(
        _ id: String, zone: String, summaryAt: TimeOfDay, running: Bool = true, now: Date,
        in tx: any StoreTransaction
    ) throws -> ChatAddress {
        let chat = ChatAddress(platform: "telegram", id: id)
        var group = try tx.groups.findOrCreateGroup(chat, now: now)
        group.timeZone = zone
        group.summaryAt = summaryAt
        try tx.groups.update(group)
        if running {
            var challenge = Challenge(
                chat: chat, habitName: "Walk", startedOn: F.day("2026-03-27"), startedBy: nil, createdAt: now)
            try tx.groups.insert(&challenge)
        }
        return chat
    }

    @Test(arguments: StoreKind.available)
    func aRunningChallengesSummaryComesAtTheGroupsLocalTimeAcrossTheClockChange(_ kind: StoreKind)
        async throws
    {
        try await kind.withStore { store in
            let (idle, saturday, sunday) = try await store.write { tx in
                let idle = try Self.newGroup(
                    "-1", zone: F.berlin, summaryAt: F.time(20, 0), running: false, now: now, in: tx)
                let chat = try Self.newGroup("-2", zone: F.berlin, summaryAt: F.time(20, 0), now: now, in: tx)
                try tx.reminders.refreshGroup(idle, now: now)
                try tx.reminders.refreshGroup(chat, now: now)
                let saturday = try tx.reminders.dueGroupMessages(chat, now: .distantFuture)
                try tx.reminders.refreshGroup(chat, now: F.instant("2026-03-29T12:00:00Z"))
                return (
                    try tx.reminders.dueGroupMessages(idle, now: .distantFuture), saturday,
                    try tx.reminders.dueGroupMessages(chat, now: .distantFuture)
                )
            }
            #expect(idle.isEmpty)
            // 20:00 in Berlin is 19:00 UTC in winter time, 18:00 UTC in summer time.
            #expect(saturday.map(\.kind) == [.summary])
            #expect(
                saturday.map(\.timing) == [
                    ScheduleTiming(
                        fireAt: F.instant("2026-03-28T19:00:00Z"), dueDay: F.day("2026-03-28"),
                        lastFiredOn: nil)
                ])
            #expect(
                sunday.map(\.timing) == [
                    ScheduleTiming(
                        fireAt: F.instant("2026-03-29T18:00:00Z"), dueDay: F.day("2026-03-29"),
                        lastFiredOn: nil)
                ])
        }
    }

    @Test(arguments: StoreKind.available)
    func dueGroupsComeEarliestFirstAndFollowMovesAndDeletes(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (late, early) = try await store.write { tx in
                let late = try Self.newGroup("-1", zone: "UTC", summaryAt: F.time(19, 0), now: now, in: tx)
                let early = try Self.newGroup("-2", zone: "UTC", summaryAt: F.time(18, 0), now: now, in: tx)
                try tx.reminders.refreshGroup(late, now: now)
                try tx.reminders.refreshGroup(early, now: now)
                return (late, early)
            }
            let before = try await store.read { tx in
                (
                    try tx.reminders.dueGroups(
                        platform: "telegram", now: F.instant("2026-03-28T18:30:00Z"), limit: 10),
                    try tx.reminders.dueGroups(
                        platform: "telegram", now: F.instant("2026-03-28T19:00:00Z"), limit: 10),
                    try tx.reminders.dueGroups(
                        platform: "telegram", now: F.instant("2026-03-28T19:00:00Z"), limit: 1),
                    try tx.reminders.dueGroups(platform: "matrix", now: .distantFuture, limit: 10),
                    try tx.reminders.nextFireAt(platform: "telegram")
                )
            }
            #expect(before.0 == [early])
            #expect(before.1 == [early, late])
            #expect(before.2 == [early])
            #expect(before.3.isEmpty)
            #expect(before.4 == F.instant("2026-03-28T18:00:00Z"))
            let next = ScheduleTiming(
                fireAt: F.instant("2026-03-29T18:00:00Z"), dueDay: F.day("2026-03-29"),
                lastFiredOn: F.day("2026-03-28"))
            let after = try await store.write { tx in
                let due = try tx.reminders.dueGroupMessages(early, now: F.instant("2026-03-28T19:00:00Z"))
                try tx.reminders.move(due[0], to: next)
                let gone = try tx.reminders.dueGroupMessages(late, now: .distantFuture)
                try tx.reminders.delete(gone[0])
                try tx.reminders.delete(gone[0])
                return (
                    try tx.reminders.dueGroupMessages(early, now: .distantFuture),
                    try tx.reminders.dueGroupMessages(late, now: .distantFuture),
                    try tx.reminders.nextFireAt(platform: "telegram")
                )
            }
            #expect(after.0 == [GroupMessageEntry(chat: early, kind: .summary, timing: next)])
            #expect(after.1.isEmpty)
            #expect(after.2 == next.fireAt)
        }
    }

    @Test(arguments: StoreKind.available)
    func theLastCallComesAfterTheSummaryWhileAMemberMayBeMentioned(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (mentioned, notMentioned) = try await store.write { tx in
                let chat = try Self.newGroup("-1", zone: F.berlin, summaryAt: F.time(20, 0), now: now, in: tx)
                let userID = try tx.newUser("1", now: now).id ?? 0
                var habit = Habit(
                    userID: userID, name: "Walk", runStartedOn: F.day("2026-03-27"), createdAt: now)
                try tx.habits.insert(&habit)
                let challenge = try #require(try tx.groups.running(in: chat))
                try tx.groups.insert(
                    ChallengeMember(
                        challengeID: challenge.id ?? 0, userID: userID, habitID: habit.id ?? 0,
                        joinedOn: F.day("2026-03-27"), joinedAt: now))
                try tx.groups.setMentions(true, userID: userID, in: chat)
                try tx.reminders.refreshGroup(chat, now: now)
                let mentioned = try tx.reminders.dueGroupMessages(chat, now: .distantFuture)
                try tx.groups.setMentions(false, userID: userID, in: chat)
                try tx.reminders.refreshGroup(chat, now: now)
                return (mentioned, try tx.reminders.dueGroupMessages(chat, now: .distantFuture))
            }
            #expect(mentioned.map(\.kind) == [.summary, .lastCall])
            // 23:00 in Berlin, winter time.
            #expect(mentioned.last?.timing.fireAt == F.instant("2026-03-28T22:00:00Z"))
            #expect(notMentioned.map(\.kind) == [.summary])
        }
    }
}
