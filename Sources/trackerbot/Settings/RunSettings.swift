import BotRuntime
import Foundation
import Jobs
import Logging
import Operations
import Pictures
import PostgresStore
import TrackerCore

/// Everything `trackerbot run` reads from its settings before it starts, each value checked:
/// what `run` serves with, and what `check-config` tries.
struct RunSettings {
    var settings: Settings
    var logLevel: Logger.Level
    var reminderGrace: Duration
    var jobOptions: JobWorker.Options
    var platforms: [any BotPlatform]
    var drawPicture: (@Sendable (Picture) async throws -> Data)?
    var backupsKept: Int
    var listen: ListenAddress?
    var location: StoreLocation

    /// Reads the environment and `.env` as `run` does.
    /// - Throws: an error whose description names the setting that is wrong, or says that
    ///   no platform is set.
    static func read() throws -> RunSettings {
        let settings = try Settings.load()
        let backupsKept = try settings.backupKeep()
        let logLevel = try settings.logLevel()
        let grace = try settings.reminderGrace()
        let jobOptions = JobWorker.Options(demoTodosURL: try settings.demoTodosURL())
        let drawPicture: (@Sendable (Picture) async throws -> Data)? =
            try settings.picturesEnabled() ? PictureRenderer.draw : nil
        let listen = try settings.httpListen()
        let location = try StoreLocation.parse(settings.databasePath)
        var environment = settings.environment
        // Several instances may serve the bot from one PostgreSQL database.
        if case .postgres = location { environment.sharedByInstances = true }
        let platforms = try RunCommand.platforms.compactMap { try $0.init(environment: environment) }
        guard !platforms.isEmpty else {
            throw Settings.Problem(
                description:
                    "TELEGRAM_BOT_TOKEN is not set, and neither is MATRIX_HOMESERVER_URL: set one (get a Telegram token from @BotFather, put it in .env)"
            )
        }
        return RunSettings(
            settings: settings, logLevel: logLevel, reminderGrace: grace, jobOptions: jobOptions,
            platforms: platforms, drawPicture: drawPicture, backupsKept: backupsKept, listen: listen,
            location: location)
    }

    /// A logger at the settings' level that masks every secret of the settings.
    func logger() -> Logger {
        let secrets = settings.secrets
        var logger = Logger(label: "trackerbot") { label in
            RedactingLogHandler(wrapped: StreamLogHandler.standardError(label: label), secrets: secrets)
        }
        logger.logLevel = logLevel
        return logger
    }
}
