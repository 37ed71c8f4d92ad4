import ServiceLifecycle

/// The scheduler as a service next to a platform adapter in `trackerbot run`: it runs until
/// graceful shutdown, which ends it without an error.
public struct SchedulerService: Service {
    /// The scheduler this service runs.
    public let scheduler: ReminderScheduler

    /// A service that runs `scheduler` until the service group shuts down.
    public init(scheduler: ReminderScheduler) { self.scheduler = scheduler }

    /// Runs the scheduler until cancelled or until graceful shutdown.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await self.scheduler.run()
        }
    }
}
