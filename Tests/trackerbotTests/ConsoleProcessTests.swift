import Foundation
import Synchronization
import TestSupport
import Testing
import TrackerCore

/// `trackerbot console` as a real process, its standard input a pipe kept open: what it
/// prints while it waits for a line, and how it starts and stops.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ConsoleProcessTests {
    /// A running console; its output is collected as it comes.
    final class Console: Sendable {
        let process = Process()
        let input = Pipe()
        private let output = Collected()
        private let errors = Collected()

        init(arguments: [String], directory: TemporaryDirectory, environment: [String: String] = [:]) throws {
            process.executableURL = BuiltProducts.trackerbot
            process.arguments = ["console"] + arguments
            // The working directory has no .env, so only these settings apply.
            process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
            // Nothing listens on the discard port: `/todo demo` fails at once.
            process.environment =
                ["USER": "tester", "TODO_DEMO_URL": "http://127.0.0.1:9/todos"].merging(environment) { $1 }
            let (stdout, stderr) = (Pipe(), Pipe())
            process.standardInput = input
            process.standardOutput = stdout
            process.standardError = stderr
            stdout.fileHandleForReading.readabilityHandler = { [output] handle in output.read(handle) }
            stderr.fileHandleForReading.readabilityHandler = { [errors] handle in errors.read(handle) }
            try process.run()
        }

        var printed: String { output.text }
        var logged: String { errors.text }

        func type(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Waits until the output contains one of `texts`, for at most `seconds`.
        func waitFor(_ texts: String..., seconds: Double = 20) async -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if texts.contains(where: printed.contains) { return true }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return texts.contains(where: printed.contains)
        }

        /// Ends the input and waits for the process to end; returns its exit status.
        func finish() async -> Int32 {
            try? input.fileHandleForWriting.close()
            return await exit()
        }

        func exit() async -> Int32 {
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning, Date() < deadline { try? await Task.sleep(for: .milliseconds(20)) }
            if process.isRunning { process.terminate() }
            // The last output: both pipes read to their end.
            let drained = Date().addingTimeInterval(5)
            while !(output.ended && errors.ended), Date() < drained {
                try? await Task.sleep(for: .milliseconds(20))
            }
            return process.terminationStatus
        }
    }

    /// Text read from a pipe so far, and whether the pipe has ended.
    final class Collected: Sendable {
        private let collected = Mutex((text: "", ended: false))

        /// Reads what `handle` has; at its end, stops reading it.
        func read(_ handle: FileHandle) {
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil }
            collected.withLock {
                $0.text += String(decoding: data, as: UTF8.self)
                $0.ended = $0.ended || data.isEmpty
            }
        }

        var text: String { collected.withLock { $0.text } }
        var ended: Bool { collected.withLock { $0.ended } }
    }

    /// A routine of the console's user whose reminder fell due a minute ago, made through
    /// the dispatcher with a clock an hour back.
    static func seedDueRoutine(in path: String) throws {
        let now = Date()
        let clock = ManualClock(now.addingTimeInterval(-3600))
        let console = try ScriptedConsole(databasePath: path, clock: clock, userID: "local")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let due = utc.dateComponents([.hour, .minute], from: now.addingTimeInterval(-60))
        let time = String(format: "%02d:%02d", due.hour ?? 0, due.minute ?? 0)
        try console.send("/routine add Morning on daily at \(time)\\\nDrink water")
    }

    @Test func remindersPrintWhileTheConsoleWaitsForALine() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        try Self.seedDueRoutine(in: path)
        // Errors only: the failed demo fetch is a warning, a CancellationError was an error.
        let console = try Console(
            arguments: ["--db", path], directory: directory, environment: ["LOG_LEVEL": "error"])
        // Nothing is typed: the reminder still comes.
        #expect(await console.waitFor("Time for Morning"), "printed: \(console.printed)")
        // And after a typed line, what comes later from the background comes too: the demo
        // import's result replaces its "fetching" reply while the console waits again.
        console.type("/todo demo")
        #expect(await console.waitFor("couldn't fetch the demo to-dos"), "printed: \(console.printed)")

        // A second console on the same database is refused, and prints nothing of the first's.
        let second = try Console(arguments: ["--db", path], directory: directory)
        #expect(await second.exit() == 1)
        #expect(second.logged.contains("another trackerbot console is already using"))
        #expect(second.printed.isEmpty)

        #expect(await console.finish() == 0)
        // A normal exit logs nothing (no CancellationError).
        #expect(console.logged.isEmpty, "stderr: \(console.logged)")
    }

    @Test func aBadLogLevelExitsTwoAsRunDoes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try Console(
            arguments: ["--db", directory.file("bot.sqlite")], directory: directory,
            environment: ["LOG_LEVEL": "bogus"])
        #expect(await console.exit() == 2)
        #expect(console.logged.contains("LOG_LEVEL must be one of"))
    }

    @Test func picturesAreDrawnUnlessTurnedOff() async throws {
        for setting in ["on", "off"] {
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            let console = try Console(
                arguments: ["--db", directory.file("bot.sqlite")], directory: directory,
                environment: ["PICTURES": setting])
            console.type("/habit add Read")
            console.type("/habit 1")
            #expect(await console.waitFor("Recent check-ins", "No check-ins yet"))
            #expect(await console.finish() == 0)
            let pictures = directory.file("pictures")
            #expect(console.printed.contains("🖼") == (setting == "on"), "printed: \(console.printed)")
            #expect(FileManager.default.fileExists(atPath: pictures) == (setting == "on"))
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = try Console(
            arguments: ["--db", directory.file("bot.sqlite")], directory: directory,
            environment: ["PICTURES": "sometimes"])
        #expect(await bad.exit() == 2)
        #expect(bad.logged.contains("PICTURES must be on or off"))
    }

    /// A database in a folder that does not exist yet gets that folder, private, as
    /// `.env.example` says: the lock beside the database no longer fails first.
    @Test func aMissingDatabaseFolderIsCreatedPrivate() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let console = try Console(arguments: ["--db", "data/more/bot.sqlite"], directory: directory)
        console.type("/todo add Stay private")
        #expect(await console.waitFor("Added to-do 1"), "\(console.printed)\(console.logged)")
        #expect(await console.finish() == 0)
        for (path, mode) in [("data", 0o700), ("data/more", 0o700), ("data/more/bot.sqlite", 0o600)] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.file(path))
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == mode, "\(path)")
        }
    }

    @Test(arguments: ["folder", "not a database"])
    func aDatabaseThatCannotBeOpenedIsNamedInOneLine(kind: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("bot.sqlite")
        let reason: String
        if kind == "folder" {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            reason = "it is a folder, not a file"
        } else {
            try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: path))
            reason = "it is not an SQLite database"
        }
        let console = try Console(arguments: ["--db", path], directory: directory)
        #expect(await console.exit() == 1)
        #expect(console.logged == "trackerbot: cannot open the database at \(path): \(reason)\n")
    }
}
