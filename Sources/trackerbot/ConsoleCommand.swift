import ArgumentParser
import Console
import Foundation
import HTTPClient
import Jobs
import Logging
import Pictures
import PostgresStore
import Scheduler
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot console`: chat with the bot in the terminal, with no token; only `/todo demo`
/// uses the network.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Chat with the bot in this terminal (reads standard input; exits at end of input)."
    )

    @Option(
        name: .long,
        help:
            "The SQLite database file or postgres:// URL (default: $TRACKER_DB or \(Settings.defaultDatabasePath))."
    )
    var db: String?

    @Flag(name: .long, help: "Talk as in a group chat: try /challenge, /join and /board.")
    var group = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let grace: Duration
        let demoTodosURL: String
        let level: Logger.Level
        let location: StoreLocation
        let pictures: Bool
        let settings: Settings
        do {
            settings = try Settings.load()
            grace = try settings.reminderGrace()
            pictures = try settings.picturesEnabled()
            demoTodosURL = try settings.demoTodosURL()
            // Validated as `run` does; the console stays quiet unless asked for more.
            level = try settings.logLevel(default: .warning)
            location = try StoreLocation.parse(db ?? settings.databasePath)
        } catch {
            Self.fail("\(error)")
            throw ExitCode(2)
        }
        let opened: BotStore
        let lock: ConsoleLock
        let files = settings.userFiles(for: location)
        do {
            opened = try BotStore(location)
            lock = try ConsoleLock(location, files: files)
        } catch {
            Self.fail("\(error)")
            throw ExitCode((error as? DatabaseOpening.Failure)?.exitCode ?? 1)
        }
        defer { withExtendedLifetime((lock, opened)) {} }
        let store = opened.store
        let interactive = isatty(STDIN_FILENO) == 1
        let userName = environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "friend"
        var logger = Logger(label: "trackerbot.console") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level
        let printed = Doorbell()
        // Everything goes through one unbuffered writer: see TerminalOutput for why not stdio.
        let output = TerminalOutput()
        let scheduler = ReminderScheduler(
            store: store, platform: Platform.console,
            options: ReminderScheduler.Options(grace: grace),
            delivery: printed, logger: logger)
        // Only `/todo demo` uses the network, and only when asked.
        let jobClient = HTTPClient(maxConcurrentTransfers: 1, userAgent: "TrackerBot", logger: logger)
        defer { jobClient.shutdown() }
        let jobs = JobWorker(
            store: store, client: jobClient, options: JobWorker.Options(demoTodosURL: demoTodosURL),
            deliveries: [printed], logger: logger)
        let session = try ConsoleSession(
            dispatcher: Dispatcher(
                store: store, clock: SystemClock(), files: files,
                logger: logger,
                remindersChanged: { scheduler.ring() }, jobsAdded: { jobs.ring() }),
            userID: "local", displayName: userName, isGroup: group,
            renderer: ConsoleRenderer(usesANSI: interactive && isatty(STDOUT_FILENO) == 1),
            pictures: pictures ? ConsolePictures(draw: PictureRenderer.png) : nil,
            write: { output.print(block: $0) })
        if interactive {
            output.write(try session.greeting() + "\n\n")
        }
        // Reminders fire while readLine waits: print them as they come, then the prompt again.
        let stopped = DispatchSemaphore(value: 0)
        let background = Task.detached {
            await withDiscardingTaskGroup { group in
                group.addTask { await scheduler.run() }
                group.addTask { await jobs.work() }
                group.addTask {
                    while !Task.isCancelled {
                        await printed.wait(timeout: .seconds(60))
                        _ = try? session.deliver()
                    }
                }
            }
            stopped.signal()
        }
        defer {
            background.cancel()
            // Let the loops end before the process does, so none is cut off mid-write.
            _ = stopped.wait(timeout: .now() + 2)
        }
        while true {
            if interactive { output.showPrompt(session.isContinuing ? "… " : "> ") }
            let line = readLine()
            output.promptAnswered()
            guard let line else { break }
            try session.handle(line: line)
        }
        try session.finish()
        // A script ends right after `/todo demo`: show the import's result before leaving.
        let deadline = Date().addingTimeInterval(15)
        while try !store.read({ try $0.jobs.pending(limit: 1).isEmpty }), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try session.deliver()
    }

    private static func fail(_ message: String) {
        FileHandle.standardError.write(Data("trackerbot: \(message)\n".utf8))
    }
}
