import BotRuntime
import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import TestWaiting
import Testing

/// The leader's work runs only while the lease is held: it stops when the lease is lost, starts
/// again when it is taken again, and on shutdown ends before the lease is given up.
struct LeaderServiceTests {
    private let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

    /// What happened, in order.
    private final class Events: Sendable {
        private let list = Mutex<[String]>([])
        func add(_ event: String) { list.withLock { $0.append(event) } }
        var all: [String] { list.withLock { $0 } }
    }

    /// A lease the test grants and takes away by hand; it records what happened, in order.
    private final class HandLease: InstanceLease {
        private struct State {
            var held = false
            var closed = false
            var acquiring: [CheckedContinuation<Void, any Error>] = []
            var losing: [CheckedContinuation<Void, Never>] = []
        }
        private let state = Mutex(State())
        let events: Events

        init(events: Events) { self.events = events }

        /// Whether someone waits for the lease.
        var isWanted: Bool { state.withLock { !$0.acquiring.isEmpty } }

        func grant() {
            let waiting = state.withLock { state in
                state.held = true
                defer { state.acquiring = [] }
                return state.acquiring
            }
            for continuation in waiting { continuation.resume() }
        }

        func revoke() {
            let waiting = state.withLock { state in
                state.held = false
                defer { state.losing = [] }
                return state.losing
            }
            for continuation in waiting { continuation.resume() }
        }

        func acquire() async throws {
            try await withCheckedThrowingContinuation { continuation in
                let closed = state.withLock { state in
                    if !state.closed { state.acquiring.append(continuation) }
                    return state.closed
                }
                if closed { continuation.resume(throwing: CancellationError()) }
            }
        }

        func lost() async {
            await withCheckedContinuation { continuation in
                let held = state.withLock { state in
                    if state.held { state.losing.append(continuation) }
                    return state.held
                }
                if !held { continuation.resume() }
            }
        }

        func close() {
            events.add("lease closed")
            let (acquiring, losing) = state.withLock { state in
                state.closed = true
                state.held = false
                defer { (state.acquiring, state.losing) = ([], []) }
                return (state.acquiring, state.losing)
            }
            for continuation in acquiring { continuation.resume(throwing: CancellationError()) }
            for continuation in losing { continuation.resume() }
        }
    }

    /// Work that records when it starts and when it is stopped.
    private struct Work: Service {
        let events: Events

        func run() async throws {
            events.add("started")
            await withTaskCancellationHandler {
                try? await Task.sleep(for: .seconds(3600))
            } onCancel: {
            }
            events.add("stopped")
        }
    }

    private final class Leadership: LeadershipObserver {
        let seen = Mutex<[Bool]>([])
        func leading(_ isLeading: Bool) { seen.withLock { $0.append(isLeading) } }
    }

    @Test func theWorkRunsWhileTheLeaseIsHeldAndEndsBeforeItIsGivenUp() async throws {
        let events = Events()
        let lease = HandLease(events: events)
        let leadership = Leadership()
        let leader = LeaderService(
            lease: lease, services: [Work(events: events)], observer: leadership, logger: logger)
        let task = Task { try await leader.run() }

        try await waitUntil { lease.isWanted }
        #expect(events.all.isEmpty, "nothing runs before the lease is held")
        lease.grant()
        try await waitUntil { events.all == ["started"] }

        lease.revoke()
        // Stopped, and waiting for the lease again rather than exiting.
        try await waitUntil { events.all == ["started", "stopped"] && lease.isWanted }
        lease.grant()
        try await waitUntil { events.all.count == 3 }

        task.cancel()
        try await task.value
        // Given up (closing it again does nothing) only once the work stopped.
        #expect(events.all.prefix(5) == ["started", "stopped", "started", "stopped", "lease closed"])
        #expect(events.all.dropFirst(4).allSatisfy { $0 == "lease closed" })
        #expect(leadership.seen.withLock { $0 } == [false, true, false, true, false])
    }

    private func waitUntil(_ condition: () -> Bool) async throws {
        // Generous: a loaded machine can hold a test's tasks back for seconds.
        var patience = Patience(.seconds(30))
        while !condition() {
            guard !patience.isExhausted else { throw CancellationError() }
            try await patience.pause(for: .milliseconds(2))
        }
    }
}
