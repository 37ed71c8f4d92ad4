import ArgumentParser
import Console
import Foundation
import Logging
import TrackerCommands
import TrackerCore
import TrackerStore

/// `trackerbot console`: chat with the bot in the terminal, no token, no network.
struct ConsoleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "console",
        abstract: "Chat with the bot in this terminal (reads standard input; exits at end of input)."
    )

    @Option(name: .long, help: "The SQLite database file (default: $TRACKER_DB or ./trackerbot.sqlite).")
    var db: String?

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
        let session = ConsoleSession(
            dispatcher: Dispatcher(database: database, clock: SystemClock()),
            userID: "local", displayName: userName,
            renderer: ConsoleRenderer(usesANSI: interactive && isatty(STDOUT_FILENO) == 1),
            write: { Swift.print($0, terminator: "\n\n") })
        if interactive {
            Swift.print("TrackerBot console. Type /help, or press Ctrl-D to leave.\n")
        }
        while true {
            if interactive { Swift.print(session.isContinuing ? "… " : "> ", terminator: "") }
            fflush(nil)
            guard let line = readLine() else { break }
            try session.handle(line: line)
        }
        try session.finish()
    }
}
