import ArgumentParser
import Console
import Delivery
import Foundation
import HTTPClient
import Jobs
import Logging
import Scheduler
import Synchronization
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

    @Option(name: .long, help: "The SQLite database file (default: $TRACKER_DB or ./trackerbot.sqlite).")
    var db: String?

    @Flag(name: .long, help: "Talk as in a group chat: try /challenge, /join and /board.")
    var group = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = db ?? environment["TRACKER_DB"].flatMap { $0.isEmpty ? nil : $0 } ?? "./trackerbot.sqlite"
        let database: TrackerDatabase
        do {
            database = try TrackerDatabase(path: path)
        } catch {
            FileHandle.standardError.write(
                Data("trackerbot: cannot open the database at \(path): \(error)\n".utf8))
            throw ExitCode(1)
        }
        let interactive = isatty(STDIN_FILENO) == 1
        let userName = environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "friend"
        let grace: Duration
        let demoTodosURL: String
        do {
            let settings = try Settings.load()
            grace = try settings.reminderGrace()
            demoTodosURL = try settings.demoTodosURL()
        } catch {
            FileHandle.standardError.write(Data("trackerbot: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var logger = Logger(label: "trackerbot.console")
        logger.logLevel = .warning
        let printed = Doorbell()
        let atPrompt = Mutex(false)
        let scheduler = ReminderScheduler(
            database: database, platform: ConsoleSession.platform,
            options: ReminderScheduler.Options(grace: grace),
            delivery: printed, logger: logger)
        // Only `/todo demo` uses the network, and only when asked.
        let jobClient = HTTPClient(maxConcurrentTransfers: 1, userAgent: "TrackerBot", logger: logger)
        defer { jobClient.shutdown() }
        let jobs = JobWorker(
            database: database, client: jobClient, options: JobWorker.Options(demoTodosURL: demoTodosURL),
            delivery: printed, logger: logger)
        let session = try ConsoleSession(
            dispatcher: Dispatcher(
                database: database, clock: SystemClock(), logger: logger,
                remindersChanged: { scheduler.ring() }, jobsAdded: { jobs.ring() }),
            userID: "local", displayName: userName, isGroup: group,
            renderer: ConsoleRenderer(usesANSI: interactive && isatty(STDOUT_FILENO) == 1),
            write: { block in
                // A reminder printed while the prompt waits takes the prompt's place.
                if atPrompt.withLock({ $0 }) { Swift.print("\r", terminator: "") }
                Swift.print(block, terminator: "\n\n")
            })
        if interactive {
            Swift.print("TrackerBot console. Type /help, or press Ctrl-D to leave.\n")
        }
        // Reminders fire while readLine waits: print them as they come, then the prompt again.
        let background = Task.detached {
            await withDiscardingTaskGroup { group in
                group.addTask { await scheduler.run() }
                group.addTask { await jobs.work() }
                group.addTask {
                    while !Task.isCancelled {
                        await printed.wait(timeout: .seconds(60))
                        if (try? session.deliver()) == true, interactive {
                            Swift.print("> ", terminator: "")
                            fflush(nil)
                        }
                    }
                }
            }
        }
        defer { background.cancel() }
        while true {
            if interactive {
                Swift.print(session.isContinuing ? "… " : "> ", terminator: "")
                atPrompt.withLock { $0 = true }
            }
            fflush(nil)
            let line = readLine()
            atPrompt.withLock { $0 = false }
            guard let line else { break }
            try session.handle(line: line)
        }
        try session.finish()
        // A script ends right after `/todo demo`: show the import's result before leaving.
        let deadline = Date().addingTimeInterval(15)
        while try database.read({ db in try Job.fetchCount(db) }) > 0, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try session.deliver()
    }
}
