import Foundation
import MatrixTestSupport
import TestSupport

/// A `trackerbot run` process on the test homeserver, running until it is stopped: its
/// standard error goes to a `log-…` file in its folder, which a failing test shows.
enum MatrixBotProcess {
    /// Starts the bot with the access token `token` (the account's own when `nil`), keeping its
    /// state in `database` (`TRACKER_DB`); it runs in `directory`, which has no .env, so only
    /// these settings apply, and where it keeps its key file.
    static func start(
        _ environment: HomeserverEnvironment, token: String? = nil, database: String,
        directory: TemporaryDirectory
    ) throws -> Process {
        let process = Process()
        process.executableURL = BuiltProducts.trackerbot
        process.arguments = ["run"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.environment = [
            "MATRIX_HOMESERVER_URL": environment.homeserverURL, "MATRIX_USER_ID": environment.botUser,
            "MATRIX_ACCESS_TOKEN": token ?? environment.botToken, "TRACKER_DB": database, "LOG_LEVEL": "info",
            "MATRIX_RATE_PER_CHAT": "100", "MATRIX_RATE_OVERALL": "1000",
        ]
        let log = directory.file("log-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for the process to end without blocking a thread of the concurrency pool.
    static func exit(_ process: Process) async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(10)) }
    }

    /// What the bot processes run in `directory` logged, for a failing test to show.
    static func logs(in directory: TemporaryDirectory) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasPrefix("log") }.sorted()
            .map { (try? String(contentsOfFile: directory.file($0), encoding: .utf8)) ?? "" }
            .joined(separator: "\n")
    }
}
