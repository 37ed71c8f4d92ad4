import Foundation
import HTTPTestSupport
import TestSupport
import Testing

/// The operator's commands beside a running `trackerbot run`: its daily backup, `status`
/// while it serves, and `restore`, which waits for it to stop.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct OperationsProcessTests {
    @Test func aRunningBotBacksUpAnswersStatusAndKeepsRestoreOutUntilItStops() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await FakeTelegram.with { fake in
            let databasePath = directory.file("bot.sqlite")
            let bot = try ProcessTests.BotProcess(
                apiURL: fake.baseURL, databasePath: databasePath, directory: directory)
            await fake.enqueue([FakeTelegram.message("/todo add Buy milk", from: 4242)])
            try await fake.waitFor(timeout: .seconds(30)) { $0.contains { $0.method == "sendMessage" } }

            // The day's backup is taken at start, beside the database.
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            let daily = directory.file("backups/daily-\(formatter.string(from: Date())).sqlite")
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: daily), Date() < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(FileManager.default.fileExists(atPath: daily))

            let status = try await TrackerbotProcess.run(["status", "--db", databasePath], in: directory)
            #expect(status.status == 0, "\(status.errors)")
            #expect(status.output.contains("\ntelegram: 1 user, 1 chat\n"), "\(status.output)")
            #expect(status.output.contains("\n  last batch taken in: "))
            #expect(status.output.contains("Newest backup: \(daily), "))

            let refused = try await TrackerbotProcess.run(
                ["restore", "--db", databasePath, daily], in: directory)
            #expect(refused.status == 1)
            #expect(
                refused.errors
                    == "trackerbot: restore refused: a running bot or console has \(databasePath) open: stop it first, then restore\n"
            )
            #expect(await bot.terminate() == 0)
            let restored = try await TrackerbotProcess.run(
                ["restore", "--db", databasePath, daily], in: directory)
            #expect(restored.status == 0, "\(restored.errors)")
            #expect(FileManager.default.fileExists(atPath: databasePath + ".before-restore"))
        }
    }
}
