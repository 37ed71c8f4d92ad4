import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises the scheduler of the users' schedules: who is due, in what
/// order, the next instant anything fires, moving and deleting entries, and the backfill.
@Suite struct ReminderDueTests {
    typealias F = ScheduleFixtures
    let now = F.instant("2026-03-28T12:00:00Z")

    @Test(arguments: StoreKind.available)
    func dueUsersComeEarliestEntryFirstPerPlatformUpToTheLimit(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let ids = try await store.write { tx in
                var ids: [Int64] = []
                for (index, hour) in [8, 6, 7].enumerated() {
                    let userID = try tx.newUser("\(index)", now: now).id ?? 0
                    _ = try tx.newRoutine(of: userID, at: F.time(hour, 0), now: now)
                    ids.append(userID)
                }
                _ = try tx.newRoutine(of: ids[0], title: "Second", at: F.time(8, 15), now: now)
                let elsewhere = try tx.newUser("9", platform: "matrix", now: now).id ?? 0
                _ = try tx.newRoutine(of: elsewhere, at: F.time(5, 0), now: now)
                for id in ids + [elsewhere] { try tx.reminders.refresh(userID: id, now: now) }
                return ids + [elsewhere]
            }
            let (at0730, all, limited, matrix, next, nextMatrix, none) = try await store.read { tx in
                (
                    try tx.reminders.dueUsers(
                        platform: "console", now: F.instant("2026-03-29T07:30:00Z"), limit: 10),
                    try tx.reminders.dueUsers(
                        platform: "console", now: F.instant("2026-03-29T09:00:00Z"), limit: 10),
                    try tx.reminders.dueUsers(
                        platform: "console", now: F.instant("2026-03-29T09:00:00Z"), limit: 2),
                    try tx.reminders.dueUsers(
                        platform: "matrix", now: F.instant("2026-03-29T09:00:00Z"), limit: 10),
                    try tx.reminders.nextFireAt(platform: "console"),
                    try tx.reminders.nextFireAt(platform: "matrix"),
                    try tx.reminders.nextFireAt(platform: "telegram")
                )
            }
            #expect(at0730 == [ids[1], ids[2]])
            #expect(all == [ids[1], ids[2], ids[0], ids[0]])
            #expect(limited == [ids[1], ids[2]])
            #expect(matrix == [ids[3]])
            #expect(next == F.instant("2026-03-29T06:00:00Z"))
            #expect(nextMatrix == F.instant("2026-03-29T05:00:00Z"))
            #expect(none == nil)
        }
    }

    @Test(arguments: StoreKind.available)
    func aMovedEntryFiresAtItsNewTimeAndADeletedOneNoMore(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (moved, deleted, kept) = try await store.write { tx in
                let userID = try tx.newUser("1", now: now).id ?? 0
                let first = try tx.newRoutine(of: userID, at: F.time(6, 0), now: now)
                _ = try tx.newRoutine(of: userID, at: F.time(7, 0), now: now)
                try tx.reminders.refresh(userID: userID, now: now)
                let due = try tx.reminders.dueReminders(
                    userID: userID, now: F.instant("2026-03-29T07:00:00Z")
                )
                .sorted { $0.timing.fireAt < $1.timing.fireAt }
                var moved = due[0]
                moved.timing = ScheduleTiming(
                    fireAt: F.instant("2026-03-30T06:00:00Z"), dueDay: F.day("2026-03-30"),
                    lastFiredOn: F.day("2026-03-29"))
                try tx.reminders.move(due[0], to: moved.timing)
                try tx.reminders.delete(due[1])
                // Once deleted, moving or deleting it again changes nothing.
                try tx.reminders.delete(due[1])
                try tx.reminders.move(due[1], to: moved.timing)
                #expect(due[0].itemID == first.id)
                return (
                    moved, due[1],
                    try tx.reminders.dueReminders(userID: userID, now: .distantFuture)
                )
            }
            #expect(kept == [moved])
            #expect(!kept.contains { $0.itemID == deleted.itemID })
            let notYet = try await store.read { tx in
                try tx.reminders.dueReminders(userID: moved.userID, now: F.instant("2026-03-30T05:59:59Z"))
            }
            #expect(notYet.isEmpty)
        }
    }

    @Test(arguments: StoreKind.available)
    func theBackfillSchedulesOnlyUsersWithSomethingToRemindAndNoEntries(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (counts, entries) = try await store.write { tx in
                let withRoutine = try tx.newUser("1", now: now).id ?? 0
                let withNothing = try tx.newUser("2", now: now).id ?? 0
                let scheduled = try tx.newUser("3", now: now).id ?? 0
                let elsewhere = try tx.newUser("4", platform: "matrix", now: now).id ?? 0
                _ = try tx.newRoutine(of: withRoutine, at: F.time(6, 0), now: now)
                _ = try tx.newRoutine(of: scheduled, at: F.time(6, 0), now: now)
                _ = try tx.newRoutine(of: elsewhere, at: F.time(6, 0), now: now)
                try tx.reminders.refresh(userID: scheduled, now: now)
                let counts = [
                    try tx.reminders.backfill(platform: "console", now: now),
                    try tx.reminders.backfill(platform: "console", now: now),
                ]
                return (
                    counts,
                    try [withRoutine, withNothing, scheduled, elsewhere].map {
                        try tx.reminders.dueReminders(userID: $0, now: .distantFuture).count
                    }
                )
            }
            #expect(counts == [1, 0])
            #expect(entries == [1, 0, 1, 0])
        }
    }
}
