import ArgumentParser
import BotRuntime
import Delivery
import Foundation
import HTTPClient
import Jobs
import Logging
import MatrixBot
import Operations
import Pictures
import PostgresStore
import SQLiteStore
import Scheduler
import ServiceLifecycle
import TelegramBot
import TrackerCommands
import TrackerCore

/// `trackerbot run`: serve the bot on every platform whose settings are present (Telegram,
/// Matrix or both), from one database, until SIGTERM or SIGINT.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract:
            "Serve the bot on Telegram (TELEGRAM_BOT_TOKEN) and/or Matrix (MATRIX_HOMESERVER_URL, …); settings from the environment or .env."
    )

    /// Every platform the bot can serve, in the order they start: adding a platform adds it
    /// here.
    static let platforms: [any BotPlatform.Type] = [
        TelegramConfiguration.self, MatrixBotConfiguration.self,
    ]

    func run() async throws {
        let read: RunSettings
        do {
            read = try RunSettings.read()
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        let (settings, grace, jobOptions, platforms) = (
            read.settings, read.reminderGrace, read.jobOptions, read.platforms
        )
        let (drawPicture, backupsKept, listen, location) = (
            read.drawPicture, read.backupsKept, read.listen, read.location
        )
        let logger = read.logger()

        let opened: BotStore
        do {
            opened = try BotStore(location)
        } catch {
            Self.fail("\(error)")
            throw ExitCode((error as? DatabaseOpening.Failure)?.exitCode ?? 1)
        }
        defer { withExtendedLifetime(opened) {} }
        let store = opened.store
        // One line that says what this process is: no secret in it (the store's password is
        // masked, and no platform summary holds a token).
        logger.info(
            "Starting TrackerBot \(TrackerBot.version): store \(location); \(platforms.map(\.summary).joined(separator: "; ")); listening on \(listen.map { "\($0)" } ?? "nothing (HTTP_LISTEN is not set)")"
        )
        // Each platform has its own delivery doorbell and scheduler; commands ring every
        // scheduler when they change a reminder, and jobs ring every delivery.
        let deliveries = platforms.map { _ in Doorbell() }
        let schedulers = zip(platforms, deliveries).map { platform, delivery in
            ReminderScheduler(
                store: store, platform: type(of: platform).platform,
                options: ReminderScheduler.Options(grace: grace),
                delivery: delivery, logger: logger)
        }
        let jobClient = HTTPClient(maxConcurrentTransfers: 2, userAgent: "TrackerBot", logger: logger)
        defer { jobClient.shutdown() }
        let jobs = JobWorker(
            store: store, client: jobClient, options: jobOptions, deliveries: deliveries,
            logger: logger)
        let dispatcher = Dispatcher(
            store: store, clock: SystemClock(), files: settings.userFiles(for: location),
            logger: logger,
            remindersChanged: { for scheduler in schedulers { scheduler.ring() } },
            jobsAdded: { jobs.ring() }
        )

        var backups: [any Service] = []
        if let database = opened.sqlite, backupsKept > 0 {
            backups.append(
                DailyBackups(
                    database: database, folder: settings.backupFolder(databasePath: settings.databasePath),
                    keep: backupsKept, clock: SystemClock(), waitClock: SystemWaitClock(), logger: logger))
        } else if case .postgres(let url) = location {
            logger.info(
                "Serving from the PostgreSQL database \(url): no daily backups here (BACKUP_KEEP is ignored); back it up with pg_dump"
            )
        }
        let served = platforms.map { type(of: $0).platform }
        let readiness = listen.map { _ in
            Readiness(
                platforms: served, clock: SystemWaitClock(),
                everyInstance: Set(platforms.filter(\.intakeOnEveryInstance).map { type(of: $0).platform }))
        }
        let platformServices = zip(platforms, deliveries).map { platform, delivery in
            platform.service(
                dispatcher: dispatcher, doorbell: delivery, drawPicture: drawPicture, logger: logger,
                observer: readiness)
        }
        var services: [any Service]
        if case .postgres(let url) = location {
            // One instance at a time polls, syncs, sends, fires reminders and runs jobs; every
            // instance takes webhook posts.
            var leaderWork: [any Service] = schedulers.map { SchedulerService(scheduler: $0) } + [jobs]
            services = []
            for service in platformServices {
                if let shared = service as? any InstanceSharedService {
                    leaderWork.append(shared.leaderOnly)
                    if let part = shared.everyInstance { services.append(part) }
                } else {
                    leaderWork.append(service)
                }
            }
            let lease = PostgresLease(url: url, name: PostgresLease.leaderName, logger: logger)
            services.append(
                LeaderService(lease: lease, services: leaderWork, observer: readiness, logger: logger))
        } else {
            services =
                schedulers.map { SchedulerService(scheduler: $0) } + [jobs] + backups + platformServices
        }
        if let listen, let readiness {
            var newestBackup: (@Sendable () -> Date?)?
            if opened.sqlite != nil, backupsKept > 0 {
                let folder = settings.backupFolder(databasePath: settings.databasePath)
                newestBackup = { folder.newest()?.modified }
            }
            let metrics = OperationsMetrics(
                store: store, platforms: served, version: TrackerBot.version, newestBackup: newestBackup)
            metrics.bootstrap()
            // Every counter of a known label set starts at 0.
            for platform in served {
                UpdateMetrics.prepare(platform: platform.tag)
                DeliveryMetrics.prepare(platform: platform.tag)
            }
            ReminderMetrics.prepare()
            if drawPicture != nil { PictureMetrics.prepare() }
            // First, so that it is shut down last: while the platforms stop, their webhooks
            // answer 503 (Telegram re-sends later) rather than refusing the connection.
            services.insert(
                OperationsListener(
                    address: listen, store: store, readiness: readiness, metrics: metrics,
                    webhooks: platformServices.compactMap { ($0 as? TelegramBotService)?.webhookReceiver },
                    logger: logger
                ).service(), at: 0)
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services.map {
                    .init(service: $0, successTerminationBehavior: .gracefullyShutdownGroup)
                },
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch let failure as ListenerFailure {
            logger.critical("\(failure)")
            throw ExitCode(2)
        } catch let error as ServiceGroupError {
            logger.critical("\(error)")
            throw ExitCode(1)
        } catch {
            // A platform's own reason to stop (a rejected token) is the operator's to fix.
            guard let reason = platforms.lazy.compactMap({ type(of: $0).exitReason(error) }).first else {
                throw error
            }
            logger.critical("\(reason)")
            throw ExitCode(2)
        }
        logger.info("Stopped")
    }

    static func fail(_ message: String) {
        FileHandle.standardError.write(Data("trackerbot: \(message)\n".utf8))
    }
}
