import Foundation
import TestSupport
import Testing
import TrackerCore
import TrackerStore

/// What every store promises of its pending jobs.
@Suite struct JobStoreTests {
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    @Test(arguments: StoreKind.available)
    func pendingJobsComeOldestFirstUpToTheLimit(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (inserted, firstTwo, all) = try await store.write { tx in
                let user = try tx.newUser("1", now: now)
                var jobs: [Job] = []
                for outboxID in [30, 10, 20] as [Int64] {
                    var job = Job(kind: .demoTodos, userID: user.id ?? 0, outboxID: outboxID, createdAt: now)
                    try tx.jobs.insert(&job)
                    jobs.append(job)
                }
                return (jobs, try tx.jobs.pending(limit: 2), try tx.jobs.pending(limit: 10))
            }
            let ids = inserted.compactMap(\.id)
            #expect(ids.count == 3)
            #expect(ids == ids.sorted() && Set(ids).count == 3)
            #expect(firstTwo == Array(inserted.prefix(2)))
            #expect(all == inserted)
            #expect(all.map(\.outboxID) == [30, 10, 20])
        }
    }

    @Test(arguments: StoreKind.available)
    func aJobIsPendingForItsKindAndUserUntilDeleted(_ kind: StoreKind) async throws {
        try await kind.withStore { store in
            let (job, other) = try await store.write { tx in
                let user = try tx.newUser("1", now: now)
                let other = try tx.newUser("2", now: now)
                var job = Job(kind: .demoTodos, userID: user.id ?? 0, outboxID: 1, createdAt: now)
                try tx.jobs.insert(&job)
                return (job, other)
            }
            let before = try await store.read { tx in
                (
                    try tx.jobs.isPending(.demoTodos, userID: job.userID),
                    try tx.jobs.isPending(.demoTodos, userID: other.id ?? 0)
                )
            }
            #expect(before == (true, false))
            try await store.write { tx in
                try tx.jobs.delete(job)
                // A second finish of the same job finds nothing to delete.
                try tx.jobs.delete(job)
            }
            let after = try await store.read { tx in
                (try tx.jobs.isPending(.demoTodos, userID: job.userID), try tx.jobs.pending(limit: 10))
            }
            #expect(after.0 == false)
            #expect(after.1.isEmpty)
        }
    }
}
