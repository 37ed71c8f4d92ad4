import Foundation
import PostgresNIO
import PostgresStore
import TestSupport
import TestWaiting
import Testing

@Suite(.enabled(if: TestPostgres.isAvailable, TestPostgres.skipReason))
struct PostgresLeaseTests {
    private let quick = PostgresLease.Options(
        checkEvery: .milliseconds(500), checkTimeout: .seconds(2), pollEvery: .milliseconds(200))

    @Test func oneInstanceHoldsTheLeaseAtATime() async throws {
        try await TestPostgres.withDatabaseAsync { url in
            let first = PostgresLease(url: url, name: "polling", options: quick)
            let second = PostgresLease(url: url, name: "polling", options: quick)
            let other = PostgresLease(url: url, name: "sync", options: quick)
            defer { for lease in [first, second, other] { lease.close() } }
            try await first.acquire()
            try await other.acquire()
            let waiting = Task { try await second.acquire() }
            // Refused twice: it asked while the first held the lease, and again after a poll.
            try await waitUntilRefused(second, times: 2)
            #expect(!second.isHeld)
            first.close()
            try await waiting.value
            #expect(second.isHeld)
            await first.lost()
        }
    }

    /// The holder's session ends (the server restarted it, or cut it off): the holder learns
    /// it lost the lease, and the waiting instance takes it over within seconds.
    @Test func theHolderLearnsItLostTheLeaseWhenItsSessionEnds() async throws {
        try await TestPostgres.withDatabaseAsync { url in
            let holder = PostgresLease(url: url, name: "polling", options: quick)
            let waiter = PostgresLease(url: url, name: "polling", options: quick)
            defer { for lease in [holder, waiter] { lease.close() } }
            try await holder.acquire()
            let taken = Task { try await waiter.acquire() }
            try await waitUntilRefused(waiter)
            let started = ContinuousClock.now
            try terminateSessions(holding: "polling", on: url)
            await holder.lost()
            try await taken.value
            let takeover = ContinuousClock.now - started
            #expect(!holder.isHeld)
            #expect(waiter.isHeld)
            #expect(takeover < .seconds(10), "taken over in \(takeover)")
        }
    }

    /// The holding process is killed: its kernel closes the socket, the server frees the lock,
    /// and the waiting instance takes it over within about a poll.
    @Test func anotherInstanceTakesOverWhenTheHoldingProcessIsKilled() async throws {
        try await TestPostgres.withDatabaseAsync { url in
            let (psql, input) = try holdInAnotherProcess(url: url)
            defer { try? input.fileHandleForWriting.close() }
            let waiter = PostgresLease(url: url, name: "polling", options: quick)
            defer { waiter.close() }
            let taken = Task { try await waiter.acquire() }
            try await waitUntilRefused(waiter)
            #expect(!waiter.isHeld)
            let started = ContinuousClock.now
            kill(psql.processIdentifier, SIGKILL)
            await psql.waitUntilExitOnThread()
            try await taken.value
            let takeover = ContinuousClock.now - started
            #expect(takeover < .seconds(10), "taken over in \(takeover)")
        }
    }

    /// Waits until `lease` has found another holder `times` times.
    private func waitUntilRefused(_ lease: PostgresLease, times: Int = 1) async throws {
        var patience = Patience(.seconds(30))
        while lease.refusals < times, !patience.isExhausted {
            try await patience.pause(for: .milliseconds(20))
        }
        #expect(lease.refusals >= times, "refused by the holder")
    }

    /// Ends the server sessions that hold an advisory lock, as a lost network would.
    private func terminateSessions(holding name: String, on url: PostgresURL) throws {
        let database = try PostgresDatabase(url: url, options: .init(connections: 1))
        defer { database.close() }
        _ = try database.withConnection { session in
            try session.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
            )
        }
    }

    /// `psql` taking the lease's lock (as ``PostgresLease`` keys it), then idle as a holder
    /// is between checks (a session busy in a query would not notice its client's death until
    /// the query ends), until killed.
    private func holdInAnotherProcess(url: PostgresURL) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let key = PostgresLease.lockKeys(for: "polling")
        process.arguments = ["psql", "-q", url.withoutPassword]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("SELECT pg_advisory_lock(\(key.0), \(key.1));\n".utf8))
        // Until psql holds the lock.
        let database = try PostgresDatabase(url: url, options: .init(connections: 1))
        defer { database.close() }
        for _ in 0..<100 {
            let held = try database.read {
                // Advisory locks are per database, and other tests hold theirs in other databases.
                try $0.query(
                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"
                )[0].decode(Int.self)
            }
            if held > 0 { return (process, input) }
            Thread.sleep(forTimeInterval: 0.1)
        }
        process.terminate()
        throw TestPostgres.Unavailable()
    }
}
