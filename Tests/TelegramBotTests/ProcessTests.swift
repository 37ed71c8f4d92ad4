import Foundation
import GRDB
import HTTPTestSupport
import SQLiteStore
import TestSupport
import Testing
import TrackerCore

/// `trackerbot run` as a real process: killed with SIGKILL mid-stream, started with a bad
/// token, and with every log line checked for the token.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ProcessTests {
    /// A running `trackerbot run`, its stderr collected in a file.
    final class BotProcess {
        let process = Process()
        let logPath: String

        /// - Parameters:
        ///   - environment: more settings, over the test's own.
        ///   - command: the program and its arguments: the built `trackerbot run`, or that run
        ///     through another program (a chroot, a system call filter).
        init(
            apiURL: String, databasePath: String, directory: TemporaryDirectory,
            token: String = FakeTelegram.token, environment: [String: String] = [:],
            command: [String] = [BuiltProducts.trackerbot.path, "run"]
        )
            throws
        {
            logPath = directory.file("log-\(UUID().uuidString).txt")
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
            // The working directory has no .env, so only these settings apply.
            process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
            process.environment = [
                "TELEGRAM_BOT_TOKEN": token, "TELEGRAM_API_URL": apiURL, "TRACKER_DB": databasePath,
                "LOG_LEVEL": "trace", "TELEGRAM_RATE_PER_CHAT": "100", "TELEGRAM_RATE_OVERALL": "1000",
            ].merging(environment) { _, new in new }
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }

        /// A test that throws before it stops the process leaves none running after it.
        deinit {
            if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        }

        func kill() async {
            Foundation.kill(process.processIdentifier, SIGKILL)
            await exit()
        }

        func terminate() async -> Int32 {
            process.terminate()
            await exit()
            return process.terminationStatus
        }

        /// Waits for the process to end without blocking a thread of the concurrency pool
        /// (it has only as many threads as cores, and other tests run meanwhile).
        func exit() async {
            while process.isRunning { try? await Task.sleep(for: .milliseconds(10)) }
        }

        var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }
    }

    @Test func killedAndRestartedItLosesNothingAndAppliesNothingTwice() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with(latency: .milliseconds(15)) { fake in
            let databasePath = directory.file("bot.sqlite")
            let user: Int64 = 4242
            let count = 90
            var logs = ""

            var next = 1
            for round in 0..<3 {
                let bot = try BotProcess(
                    apiURL: fake.baseURL, databasePath: databasePath, directory: directory)
                let batch = (next..<next + count / 3).map {
                    FakeTelegram.message("/todo add item \($0)", from: user)
                }
                next += count / 3
                await fake.enqueue(batch)
                // Kill at a different point in each round: while applying, while delivering.
                let target = (round + 1) * 10
                try await fake.waitFor(timeout: .seconds(30)) {
                    $0.filter { $0.method == "sendMessage" }.count >= target
                }
                await bot.kill()
                logs += bot.log
            }
            let last = try BotProcess(apiURL: fake.baseURL, databasePath: databasePath, directory: directory)
            try await fake.waitFor(timeout: .seconds(60)) { calls in
                Set(calls.filter { $0.method == "sendMessage" }.compactMap(\.text)).count >= count
            }
            #expect(await last.terminate() == 0)
            logs += last.log

            let database = try TrackerDatabase(path: databasePath)
            let texts = try await database.read { db in
                try Todo.order(Todo.Columns.id).fetchAll(db).map(\.text)
            }
            #expect(texts.count == count, "each command applied exactly once")
            #expect(Set(texts) == Set((1...count).map { "item \($0)" }))
            let replies = await fake.calls("sendMessage").compactMap(\.text)
            for number in 1...count {
                #expect(
                    replies.contains { $0.hasSuffix(": item \(number)") }, "reply to item \(number) was lost")
            }
            // Only messages in flight at a kill may repeat.
            #expect(replies.count - count <= 3 * 8)
            #expect(!logs.contains(FakeTelegram.token))
            #expect(!logs.contains(FakeTelegram.token.split(separator: ":")[1]))
            #expect(logs.contains("Connected to Telegram as @\(FakeTelegram.botUsername)"))
        }
    }

    @Test func aRejectedTokenIsReportedWithExitCodeTwo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with { fake in
            await fake.fail("getMe", with: [.status(401, description: "Unauthorized")])
            let bot = try BotProcess(
                apiURL: fake.baseURL, databasePath: directory.file("bot.sqlite"), directory: directory)
            await bot.exit()
            #expect(bot.process.terminationStatus == 2)
            #expect(bot.log.contains("the token was rejected"))
            #expect(!bot.log.contains(FakeTelegram.token))
        }
    }

    @Test(arguments: ["", "not-a-token", "123:short"])
    func aMissingOrMalformedTokenIsOneClearLine(token: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bot = try BotProcess(
            apiURL: "http://127.0.0.1:9", databasePath: directory.file("bot.sqlite"), directory: directory,
            token: token)
        await bot.exit()
        #expect(bot.process.terminationStatus == 2)
        let lines = bot.log.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("trackerbot: TELEGRAM_BOT_TOKEN") == true)
        if !token.isEmpty { #expect(!bot.log.contains(token)) }
    }

    @Test func sigtermStopsItWithinASecondEvenMidPoll() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with(maxPollWait: .seconds(30)) { fake in
            let bot = try BotProcess(
                apiURL: fake.baseURL, databasePath: directory.file("bot.sqlite"), directory: directory)
            // The fake holds this poll for 30 s: the bot is waiting in it.
            try await fake.waitFor { $0.contains { $0.method == "getUpdates" } }
            let start = ContinuousClock.now
            #expect(await bot.terminate() == 0)
            #expect(ContinuousClock.now - start < .seconds(1))
            // Its first line says what it serves, and how.
            let started = try #require(
                bot.log.split(separator: "\n").first { $0.contains("Starting TrackerBot ") })
            #expect(
                started.hasSuffix(
                    "store \(directory.file("bot.sqlite")); telegram, long polling through \(fake.baseURL); listening on nothing (HTTP_LISTEN is not set)"
                ), "\(started)")
        }
    }
}
