import Logging
import ServiceLifecycle

/// Runs the work one instance of the bot at a time may do while this instance holds the
/// ``InstanceLease``, and stands by while another does: `trackerbot run` on PostgreSQL.
///
/// One lease covers all of it (polling, the Matrix sync, every platform's delivery, the
/// reminder schedulers and the jobs): the instance that applies commands is the one that
/// fires reminders and sends the replies, so the platforms' rate limits, counted by one
/// delivery worker each, hold for the bot as a whole, and no two instances ever send to one
/// chat at once, which keeps each chat's order.
///
/// When the lease is lost (its session ended, or a check went unanswered), the work is
/// cancelled at once and awaited, then the instance waits for the lease again without
/// exiting; it stops sooner than the server frees the lease, so the next leader starts after
/// it. On graceful shutdown the work stops first and only then is the lease given up, so
/// that the next leader never sends beside it.
public final class LeaderService: Service {
    private let lease: any InstanceLease
    private let services: [any Service]
    private let observer: (any LeadershipObserver)?
    private let logger: Logger

    /// - Parameters:
    ///   - services: the leader's work; each runs until cancelled or shut down.
    ///   - observer: told when the lease is taken and lost.
    public init(
        lease: any InstanceLease, services: [any Service], observer: (any LeadershipObserver)? = nil,
        logger: Logger
    ) {
        self.lease = lease
        self.services = services
        self.observer = observer
        self.logger = logger
    }

    /// Takes the lease, leads until it is lost, and again, until shutdown.
    /// - Throws: the error a service of the leader's ended with (a platform's exit reason).
    public func run() async throws {
        defer { lease.close() }
        observer?.leading(false)
        while true {
            logger.info(
                "Waiting for the lease: another instance may be polling, sending and firing reminders")
            do {
                try await cancelWhenGracefulShutdown { try await self.lease.acquire() }
            } catch is CancellationError {
                return
            }
            logger.notice("Took the lease: this instance now polls, sends and fires reminders")
            observer?.leading(true)
            let lost = try await lead()
            observer?.leading(false)
            guard lost else { return }
            logger.warning("Lost the lease: stopped polling, sending and firing reminders; standing by")
        }
    }

    /// Runs the services until the lease is lost (`true`, the services cancelled and ended)
    /// or they end (`false`, the lease given up).
    private func lead() async throws -> Bool {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                await self.lease.lost()
                return true
            }
            group.addTask {
                try await self.runServices()
                return false
            }
            let lost: Bool
            do {
                lost = try await group.next() ?? false
            } catch {
                // The services' error ends the run; the lease goes with it.
                lease.close()
                throw error
            }
            // Either way the group awaits the rest before returning: the cancelled services,
            // or the wait for a loss that giving the lease up ends.
            if lost { group.cancelAll() } else { lease.close() }
            return lost
        }
    }

    /// Runs every service until all have ended; the first error cancels the others.
    private func runServices() async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for service in services { group.addTask { try await service.run() } }
            do {
                try await group.waitForAll()
            } catch is CancellationError where Task.isCancelled {
                // The lease was lost: the services stopped as they do on shutdown.
            }
        }
    }
}
