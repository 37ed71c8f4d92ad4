import BotRuntime
import DotEnv
import Foundation
import Jobs
import Logging
import Operations
import PostgresStore
import TrackerCommands

/// The bot's settings, from the process environment and an optional `.env` file (the
/// environment wins). Every value is validated; a bad one is reported by name.
struct Settings {
    /// A setting that is missing or wrong.
    typealias Problem = SettingsProblem

    private let values: [String: String]

    /// Reads the environment, then `.env` in the working directory if there is one. A `.env`
    /// that is there but cannot be read is an error that says so, not a file to pass over:
    /// the settings it holds would be missed with no word why.
    static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment, envFile: String = ".env"
    ) throws -> Settings {
        var values: [String: String] = [:]
        if FileManager.default.fileExists(atPath: envFile) {
            let text: String
            do {
                text = try String(contentsOfFile: envFile, encoding: .utf8)
            } catch {
                throw Problem(description: "\(envFile) cannot be read: \(Self.whyUnreadable(envFile))")
            }
            do {
                values = try EnvironmentFile.parse(text)
            } catch {
                throw Problem(description: "\(envFile), \(error)")
            }
        }
        values.merge(environment) { _, fromEnvironment in fromEnvironment }
        return Settings(values: values)
    }

    /// Why the file at `path`, which exists, could not be read as text.
    private static func whyUnreadable(_ path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder, not a file"
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            return "permission denied: it must be readable by the user the bot runs as"
        }
        return "it is not UTF-8 text"
    }

    init(values: [String: String]) {
        self.values = values.filter { !$0.value.isEmpty }
    }

    /// The database file when neither `TRACKER_DB` nor `--db` names one.
    static let defaultDatabasePath = "./trackerbot.sqlite"

    var databasePath: String { values["TRACKER_DB"] ?? Self.defaultDatabasePath }

    /// The users' files folder (exports, pictures) when the database is not a file: no folder
    /// beside it to put them in.
    static let defaultFilesFolder = "./trackerbot-files"

    /// Where the users' files go: `TRACKER_FILES`; otherwise beside an SQLite file, and
    /// ``defaultFilesFolder`` for a PostgreSQL database.
    func userFiles(for location: StoreLocation) -> UserFiles {
        let folder: String
        switch (values["TRACKER_FILES"], location) {
        case (let set?, _): folder = set
        case (nil, .sqlite(let path)): return UserFiles(beside: path)
        case (nil, .postgres): folder = Self.defaultFilesFolder
        }
        let url = URL(fileURLWithPath: folder)
        return UserFiles(
            exports: url.appendingPathComponent("exports").path,
            pictures: url.appendingPathComponent("pictures").path)
    }

    /// Where backups go: `BACKUP_DIR`, or `backups` beside the database at `databasePath`.
    func backupFolder(databasePath: String) -> BackupFolder {
        if let folder = values["BACKUP_DIR"] { return BackupFolder(path: folder) }
        let parent = (databasePath as NSString).deletingLastPathComponent
        return BackupFolder(path: (parent.isEmpty ? "." : parent) + "/backups")
    }

    /// How many daily backups `run` keeps: `BACKUP_KEEP`, 7 by default; 0 takes none.
    func backupKeep() throws -> Int {
        guard let text = values["BACKUP_KEEP"] else { return 7 }
        guard let keep = Int(text.trimmingCharacters(in: .whitespaces)), (0...10_000).contains(keep)
        else {
            throw Problem(
                description:
                    "BACKUP_KEEP must be a number of daily backups to keep (0 for none), not “\(text)”")
        }
        return keep
    }

    /// `LOG_LEVEL`, or `fallback` when it is not set.
    func logLevel(default fallback: Logger.Level = .info) throws -> Logger.Level {
        guard let text = values["LOG_LEVEL"] else { return fallback }
        guard let level = Logger.Level(rawValue: text.lowercased()) else {
            throw Problem(
                description: "LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical"
            )
        }
        return level
    }

    /// `PICTURES`: whether replies that show a picture (a habit's run, …) are sent with it on
    /// platforms that show images; `on` by default, `off` sends their text alone.
    func picturesEnabled() throws -> Bool {
        switch values["PICTURES"]?.lowercased() {
        case nil, "on", "true", "1", "yes": return true
        case "off", "false", "0", "no": return false
        case let text?: throw Problem(description: "PICTURES must be on or off, not “\(text)”")
        }
    }

    /// Where `/todo demo` fetches sample to-dos.
    func demoTodosURL() throws -> String {
        let url = values["TODO_DEMO_URL"] ?? JobWorker.Options.defaultDemoTodosURL
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            throw Problem(description: "TODO_DEMO_URL must start with https:// or http://")
        }
        return url
    }

    /// `HTTP_LISTEN`: where the health, readiness and metrics listener binds, such as
    /// `127.0.0.1:8080`; `nil` (no listener) when it is not set.
    func httpListen() throws -> ListenAddress? {
        guard let text = values["HTTP_LISTEN"] else { return nil }
        guard let address = ListenAddress(text) else {
            throw Problem(description: "HTTP_LISTEN must be host:port, such as 127.0.0.1:8080, not “\(text)”")
        }
        return address
    }

    /// The settings as the platforms read theirs (``BotPlatform/init(environment:)``).
    var environment: PlatformEnvironment { PlatformEnvironment(values) }

    /// Values no log line may show: the secrets of every platform.
    var secrets: [String] {
        RunCommand.platforms.flatMap { $0.secretVariables }.compactMap { values[$0] }
    }

    /// How late a reminder may still be sent after downtime: `REMINDER_GRACE`, such as
    /// `2h`, `90m`, `45s` or a plain number of seconds; 2 hours by default. The scheduler
    /// always allows at least a minute.
    func reminderGrace() throws -> Duration {
        guard let text = values["REMINDER_GRACE"] else { return .seconds(2 * 3600) }
        let units: [(suffix: String, seconds: Int64)] = [("h", 3600), ("m", 60), ("s", 1), ("", 1)]
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        for unit in units where trimmed.hasSuffix(unit.suffix) {
            // Bounded after its unit: 200h is more than a week, as 700000s is.
            guard let count = Int64(trimmed.dropLast(unit.suffix.count)), count >= 0,
                count <= 7 * 24 * 3600 / unit.seconds
            else { break }
            return .seconds(count * unit.seconds)
        }
        throw Problem(
            description:
                "REMINDER_GRACE must be a duration such as 2h, 90m or 300s (at most a week), not “\(text)”")
    }
}
