import ArgumentParser
import Delivery
import Foundation
import HTTPClient
import Jobs
import Logging
import Scheduler
import ServiceLifecycle
import TelegramBot
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot run`: serve the bot on Telegram until SIGTERM or SIGINT.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Serve the bot on Telegram (needs TELEGRAM_BOT_TOKEN; settings from the environment or .env)."
    )

    func run() async throws {
        let settings: Settings
        let token: String
        let apiURL: String
        let level: Logger.Level
        let delivery: DeliveryWorker.Options
        let grace: Duration
        let jobOptions: JobWorker.Options
        do {
            settings = try Settings.load()
            token = try settings.telegramToken()
            apiURL = try settings.telegramAPIURL()
            level = try settings.logLevel()
            delivery = try settings.deliveryOptions()
            grace = try settings.reminderGrace()
            jobOptions = JobWorker.Options(demoTodosURL: try settings.demoTodosURL())
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        var logger = Logger(label: "trackerbot") { label in
            RedactingLogHandler(wrapped: StreamLogHandler.standardError(label: label), secret: token)
        }
        logger.logLevel = level

        let database: TrackerDatabase
        do {
            database = try DatabaseOpening.open(settings.databasePath)
        } catch {
            Self.fail("\(error)")
            throw ExitCode(1)
        }
        // Commands ring the scheduler when they change a reminder; the scheduler rings the
        // delivery worker when it queues one.
        let deliveryDoorbell = Doorbell()
        let scheduler = ReminderScheduler(
            // Telegram's platform tag: the scheduler serves the users who talk to the bot there.
            database: database, platform: UpdateTranslator.platform,
            options: ReminderScheduler.Options(grace: grace),
            delivery: deliveryDoorbell, logger: logger)
        let jobClient = HTTPClient(maxConcurrentTransfers: 2, userAgent: "TrackerBot", logger: logger)
        defer { jobClient.shutdown() }
        let jobs = JobWorker(
            database: database, client: jobClient, options: jobOptions, delivery: deliveryDoorbell,
            logger: logger)
        let dispatcher = Dispatcher(
            database: database, clock: SystemClock(), logger: logger, remindersChanged: { scheduler.ring() },
            jobsAdded: { jobs.ring() })
        let bot = TelegramBotService(
            configuration: TelegramConfiguration(token: token, apiURL: apiURL, delivery: delivery),
            dispatcher: dispatcher, doorbell: deliveryDoorbell, logger: logger)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: bot, successTerminationBehavior: .gracefullyShutdownGroup),
                    .init(
                        service: SchedulerService(scheduler: scheduler),
                        successTerminationBehavior: .gracefullyShutdownGroup),
                    .init(service: jobs, successTerminationBehavior: .gracefullyShutdownGroup),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch let error as TelegramBotError {
            logger.critical("\(error)")
            throw ExitCode(2)
        } catch let error as ServiceGroupError {
            logger.critical("\(error)")
            throw ExitCode(1)
        }
        logger.info("Stopped")
    }

    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("trackerbot: \(message)\n".utf8))
    }
}
