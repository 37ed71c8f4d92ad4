import Foundation
import GRDB
import HTTPClient
import HTTPTestSupport
import Logging
import SQLiteStore
import TestSupport
import TestWaiting
import Testing
import TrackerCore
import TrackerStore

/// A message that crashes the real `trackerbot` process (through the debug build's
/// `TRACKERBOT_DEBUG_CRASH_ON`) is set aside after its second crash on its own; everything else is
/// answered.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CrashIsolationProcessTests {
    static let trigger = "/crash the bot"
    /// The crash settings, and no backtracer, which can stall after a crash.
    static let crashing = ["TRACKERBOT_DEBUG_CRASH_ON": trigger, "SWIFT_BACKTRACE": "enable=no"]

    @Test func anUpdateThatCrashesTheBotTwiceOnItsOwnIsSetAsideAndTheRestAnsweredOnce() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with { fake in
            let databasePath = directory.file("bot.sqlite")
            let user: Int64 = 4242
            let ids = await fake.enqueue([
                FakeTelegram.message("/todo add one", from: user),
                FakeTelegram.message(Self.trigger, from: user),
                FakeTelegram.message("/todo add three", from: user),
            ])
            var logs = ""

            // The whole batch crashes the bot; then, one update at a time, the second one does,
            // twice.
            for _ in 1...3 {
                let bot = try ProcessTests.BotProcess(
                    apiURL: fake.baseURL, databasePath: databasePath, directory: directory,
                    environment: Self.crashing)
                await bot.exit()
                #expect(bot.process.terminationStatus != 0)
                logs += bot.log
            }
            // Telegram may have been told of it, as it was in the inbox; it waits there unapplied.
            let waiting = try await TrackerDatabase(path: databasePath).read { db in
                try InboxEntry.next(10, of: "telegram", in: db).map(\.key)
            }
            #expect(waiting == ["telegram:\(ids[1])", "telegram:\(ids[2])"])

            let port = try LoopbackSockets.unusedPort()
            let bot = try ProcessTests.BotProcess(
                apiURL: fake.baseURL, databasePath: databasePath, directory: directory,
                environment: Self.crashing.merging(["HTTP_LISTEN": "127.0.0.1:\(port)"]) { a, _ in a }
            )
            let later = await fake.enqueue([FakeTelegram.message("/todo add four", from: user)])
            try await fake.waitFor(timeout: .seconds(60)) { calls in
                let texts = calls.filter { $0.method == "sendMessage" }.compactMap(\.text)
                return texts.contains { $0.hasSuffix(": four") }
                    && texts.contains { $0.hasPrefix("Sorry, I couldn't") }
            }
            // Every update confirmed: the bot has committed all it was sent.
            var patience = Patience(.seconds(10))
            while await fake.unconfirmedUpdates() > 0, !patience.isExhausted {
                try await patience.pause(for: .milliseconds(10))
            }
            let scrape = try await HTTPClient(
                userAgent: "test", logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
            ).send(HTTPRequest(url: "http://127.0.0.1:\(port)/metrics", timeout: .seconds(5)))
            #expect(
                String(decoding: scrape.body, as: UTF8.self).contains(
                    #"trackerbot_updates_applied_total{platform="telegram",result="set_aside"} 1\#n"#))
            #expect(await bot.terminate() == 0)
            logs += bot.log

            let replies = await fake.calls("sendMessage").compactMap(\.text)
            #expect(replies.filter { $0.hasPrefix("Sorry, I couldn't handle that message") }.count == 1)
            for item in ["one", "three", "four"] {
                // A reply in flight when the process died may be sent again; none may be lost.
                #expect(
                    (1...2).contains(replies.filter { $0.hasSuffix(": \(item)") }.count), "reply to \(item)")
            }
            #expect(await fake.confirmedUpdateID() >= later[0])
            #expect(logs.contains("applying those one at a time"))
            #expect(logs.contains("Set aside inbound event telegram:\(ids[1])"))

            let database = try TrackerDatabase(path: databasePath)
            let (todos, deadLetters) = try await database.read { db in
                (try Todo.order(Todo.Columns.id).fetchAll(db).map(\.text), try InboundDeadLetter.fetchAll(db))
            }
            #expect(todos == ["one", "three", "four"], "every other update applied exactly once")
            #expect(deadLetters.map(\.key) == ["telegram:\(ids[1])"])
            #expect(deadLetters.first?.raw.contains(Self.trigger) == true)
        }
    }

    @Test func theConsoleNeverAppliesALineThatCrashedItTwice() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let databasePath = directory.file("bot.sqlite")
        let (first, output1) = try await Self.console(
            "/todo add before\n\(Self.trigger)\n/todos\n", databasePath)
        #expect(first != 0)
        #expect(output1.contains("Added to-do 1: before") && !output1.contains("Your to-dos"))
        let (second, _) = try await Self.console("\(Self.trigger)\n", databasePath)
        #expect(second != 0)
        let (status, output) = try await Self.console("\(Self.trigger)\n/todos\n", databasePath)
        #expect(status == 0)
        #expect(output.contains("Sorry, I couldn't handle that message"))
        #expect(output.contains("1. ⬜ before"))
        let deadLetters = try await TrackerDatabase(path: databasePath).read { db in
            try InboundDeadLetter.fetchAll(db)
        }
        #expect(deadLetters.map(\.raw) == [Self.trigger])
    }

    /// Runs `trackerbot console` on `input`; its exit status and standard output.
    static func console(_ input: String, _ databasePath: String) async throws -> (Int32, String) {
        let process = Process()
        process.executableURL = BuiltProducts.trackerbot
        process.arguments = ["console", "--db", databasePath]
        process.environment = crashing.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = await stdout.fileHandleForReading.readToEndOnThread()
        while process.isRunning { try await Task.sleep(for: .milliseconds(10)) }
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
