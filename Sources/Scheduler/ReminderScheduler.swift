import Foundation
import Logging
import TrackerCore
import TrackerStore

/// Sends one platform's reminders at their local times, and its groups' summaries at the
/// groups' times: it sleeps until the earliest due row of either schedule, fires what is due
/// into the outbox, rings the delivery worker, and sleeps again.
///
/// Each pass commits the outbox entries together with the rows it moved on, so a reminder is
/// neither lost nor repeated by a crash or a restart. On start (and after any stall), a
/// reminder due within ``Options/grace`` is sent once, late; an older one is skipped to its
/// next occurrence, so downtime never ends in a burst of stale nudges at 3 a.m.
public final class ReminderScheduler: Sendable {
    /// How late reminders may be sent and how the loop paces itself.
    public struct Options: Sendable {
        /// How late a reminder may still be sent. At least ``minimumGrace`` is used: the loop
        /// wakes a little after a reminder's instant, never exactly on it.
        public var grace: Duration
        /// Due rows handled per transaction.
        public var batchSize: Int
        /// The longest the loop sleeps without looking at the schedule, a safety net for wall
        /// clock jumps (a suspended machine, a corrected clock).
        public var maxSleep: Duration

        /// Options with the given grace, batch size and longest sleep.
        public init(
            grace: Duration = .seconds(2 * 3600), batchSize: Int = 500, maxSleep: Duration = .seconds(60)
        ) {
            self.grace = grace
            self.batchSize = batchSize
            self.maxSleep = maxSleep
        }
    }

    /// The least lateness always allowed, whatever the configured grace.
    public static let minimumGrace: Duration = .seconds(60)

    /// The store the schedule and the outbox are in.
    public let store: any Store
    /// The platform whose reminders this scheduler sends.
    public let platform: Platform
    private let clock: any TrackerCore.Clock
    private let options: Options
    private let wake: Doorbell
    private let delivery: Doorbell?
    private let logger: Logger

    /// - Parameters:
    ///   - platform: the platform whose users this scheduler serves (`telegram`, `console`).
    ///   - wake: rung after a commit that changed the schedule (see the dispatcher's
    ///     `remindersChanged`); the loop then looks at the schedule again at once.
    ///   - delivery: rung after reminders were queued, so the platform sends them at once.
    public init(
        store: any Store, platform: Platform, clock: any TrackerCore.Clock = SystemClock(),
        options: Options = Options(), wake: Doorbell = Doorbell(), delivery: Doorbell? = nil, logger: Logger
    ) {
        self.store = store
        self.platform = platform
        self.clock = clock
        self.options = options
        self.wake = wake
        self.delivery = delivery
        self.logger = logger
    }

    /// Wakes the loop to look at the schedule now.
    public func ring() { wake.ring() }

    /// Fires everything due at the clock's now, in transactions of ``Options/batchSize`` rows.
    /// - Returns: the number of messages queued.
    @discardableResult
    public func fireDue() throws -> Int {
        let pass = schedulePass()
        var queued = 0
        while try passed(store.write { tx in try pass.run(in: tx) }, queued: &queued) {}
        return queued
    }

    /// ``fireDue()`` without holding a thread of the concurrency pool while SQLite works.
    private func fireDueAsync() async throws -> Int {
        let pass = schedulePass()
        var queued = 0
        while try await passed(store.write { tx in try pass.run(in: tx) }, queued: &queued) {}
        return queued
    }

    /// Counts what a committed pass queued and rings the delivery worker for it.
    /// - Returns: whether another pass is needed: this one found as many rows as it could take.
    private func passed(_ outcome: FiringOutcome, queued: inout Int) -> Bool {
        if outcome.enqueued > 0 { delivery?.ring() }
        queued += outcome.enqueued
        return outcome.rows >= options.batchSize
    }

    /// Gives users who were using the bot before the schedule existed their reminder rows.
    public func backfill() throws {
        let (platform, now) = (platform, clock.now())
        let count = try store.write { tx in try tx.reminders.backfill(platform: platform, now: now) }
        if count > 0 { logger.info("Scheduled reminders for \(count) existing users") }
    }

    /// Runs until the task is cancelled. Database errors are logged and retried.
    public func run() async {
        do {
            try backfill()
        } catch {
            logger.error("Scheduling existing users failed: \(error)")
        }
        while !Task.isCancelled {
            var wait = options.maxSleep
            do {
                let queued = try await fireDueAsync()
                if queued > 0 { logger.debug("Queued \(queued) reminders") }
                let platform = platform
                let next = try await store.read { tx in try tx.reminders.nextFireAt(platform: platform) }
                if let next {
                    let seconds = max(0, next.timeIntervalSince(clock.now()))
                    wait = min(wait, .milliseconds(Int64(seconds * 1000)))
                }
            } catch is CancellationError {
                break  // Shutting down: not a failure.
            } catch {
                logger.error("Firing reminders failed: \(error)")
                wait = .seconds(5)
            }
            await wake.wait(timeout: wait)
        }
    }

    /// A pass at the clock's now over both schedules.
    private func schedulePass() -> SchedulePass {
        let grace = max(options.grace, Self.minimumGrace).components
        return SchedulePass(
            platform: platform, now: clock.now(), limit: options.batchSize,
            grace: TimeInterval(grace.seconds) + TimeInterval(grace.attoseconds) / 1e18)
    }
}
