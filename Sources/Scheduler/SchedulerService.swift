import ServiceLifecycle

/// The scheduler as a service next to a platform adapter in `trackerbot run`: it runs until
/// graceful shutdown, which ends it without an error.
public struct SchedulerService: Service {
    public let scheduler: ReminderScheduler

    public init(scheduler: ReminderScheduler) { self.scheduler = scheduler }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await self.scheduler.run()
        }
    }
}
