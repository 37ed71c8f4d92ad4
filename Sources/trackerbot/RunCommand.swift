import ArgumentParser
import Delivery
import Foundation
import HTTPClient
import Jobs
import Logging
import MatrixBot
import Pictures
import Scheduler
import ServiceLifecycle
import TelegramBot
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot run`: serve the bot on every platform whose settings are present (Telegram,
/// Matrix or both), from one database, until SIGTERM or SIGINT.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Serve the bot on Telegram (TELEGRAM_BOT_TOKEN) and/or Matrix (MATRIX_HOMESERVER_URL, …); settings from the environment or .env."
    )

    func run() async throws {
        let settings: Settings
        let level: Logger.Level
        let grace: Duration
        let jobOptions: JobWorker.Options
        do {
            settings = try Settings.load()
            level = try settings.logLevel()
            grace = try settings.reminderGrace()
            jobOptions = JobWorker.Options(demoTodosURL: try settings.demoTodosURL())
            guard settings.hasTelegram || settings.hasMatrix else {
                throw Settings.Problem(
                    description:
                        "TELEGRAM_BOT_TOKEN is not set, and neither is MATRIX_HOMESERVER_URL: set one (get a Telegram token from @BotFather, put it in .env)"
                )
            }
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        let secrets = settings.secrets
        var logger = Logger(label: "trackerbot") { label in
            RedactingLogHandler(wrapped: StreamLogHandler.standardError(label: label), secrets: secrets)
        }
        logger.logLevel = level

        let database: TrackerDatabase
        do {
            database = try DatabaseOpening.open(settings.databasePath)
        } catch {
            Self.fail("\(error)")
            throw ExitCode(1)
        }
        // Each platform has its own delivery doorbell and scheduler; commands ring every
        // scheduler when they change a reminder, and jobs ring every delivery.
        let platforms =
            (settings.hasTelegram ? [Platform.telegram] : [])
            + (settings.hasMatrix ? [Platform.matrix] : [])
        let deliveries = Dictionary(uniqueKeysWithValues: platforms.map { ($0, Doorbell()) })
        let schedulers = platforms.compactMap { platform in
            deliveries[platform].map { delivery in
                ReminderScheduler(
                    database: database, platform: platform, options: ReminderScheduler.Options(grace: grace),
                    delivery: delivery, logger: logger)
            }
        }
        let jobClient = HTTPClient(maxConcurrentTransfers: 2, userAgent: "TrackerBot", logger: logger)
        defer { jobClient.shutdown() }
        let jobs = JobWorker(
            database: database, client: jobClient, options: jobOptions, deliveries: Array(deliveries.values),
            logger: logger)
        let dispatcher = Dispatcher(
            database: database, clock: SystemClock(), logger: logger,
            remindersChanged: { for scheduler in schedulers { scheduler.ring() } }, jobsAdded: { jobs.ring() }
        )

        var services: [any Service] = schedulers.map { SchedulerService(scheduler: $0) } + [jobs]
        do {
            if let delivery = deliveries[Platform.telegram] {
                let configuration = TelegramConfiguration(
                    token: try settings.telegramToken(), apiURL: try settings.telegramAPIURL(),
                    delivery: try settings.deliveryOptions(prefix: "TELEGRAM"),
                    drawPicture: try settings.picturesEnabled() ? PictureRenderer.draw : nil)
                services.append(
                    TelegramBotService(
                        configuration: configuration, dispatcher: dispatcher, doorbell: delivery,
                        logger: logger))
            }
            if let delivery = deliveries[Platform.matrix] {
                var configuration = try settings.matrix()
                configuration.drawPicture = try settings.picturesEnabled() ? PictureRenderer.draw : nil
                services.append(
                    MatrixBotService(
                        configuration: configuration, dispatcher: dispatcher, doorbell: delivery,
                        logger: logger))
            }
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services.map {
                    .init(service: $0, successTerminationBehavior: .gracefullyShutdownGroup)
                },
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch let error as TelegramBotError {
            logger.critical("\(error)")
            throw ExitCode(2)
        } catch let error as MatrixBotError {
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
