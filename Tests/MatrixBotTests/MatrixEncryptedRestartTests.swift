import Foundation
import Matrix
import MatrixTestSupport
import TestSupport
import Testing

/// The real `trackerbot run` process in an encrypted direct chat: killed with SIGKILL in the
/// middle of a burst of encrypted commands, started again on the same database and key file,
/// then stopped and started cleanly. Part of the encryption suite, whose tests take turns.
extension MatrixEncryptionTests {
    @Test(
        .enabled(if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"))
    func killedMidBurstInAnEncryptedChatItAnswersEveryCommandOnceAndReadably() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            let login = try await newBotDevice(scene)
            // Alice's own syncs see the bot's encrypted answers come: enough to know when to kill.
            let follower = SyncFollower(
                matrix: scene.alice,
                filter: .inline(.bot(timelineTypes: [EventType.encrypted], timelineLimit: 500)))
            try await follower.start()
            func answered() -> Int {
                follower.timelines.values.joined().filter {
                    $0.sender == scene.bot && $0.content["m.relates_to"]?["m.in_reply_to"] != nil
                }.count
            }
            func start() throws -> Process {
                try MatrixBotProcess.start(
                    environment, token: login.accessToken, database: scene.trackerDB,
                    directory: scene.directory)
            }
            var process = try start()
            defer { if process.isRunning { process.terminate() } }
            let store = scene.directory.file("nio")
            try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
            let count = 20
            let arguments = [
                environment.homeserverURL, environment.aliceUser, alicePassword, scene.bot, login.deviceID,
                store,
                "\(count)",
            ]
            async let burst = NioScript.summary("nio_burst.py", arguments)
            do {
                try await follower.waitUntil(deadline: .seconds(90)) { _ in answered() >= 3 }
                kill(process.processIdentifier, SIGKILL)
                await MatrixBotProcess.exit(process)
                // Killed in the middle of the burst: commands were left to answer.
                #expect(answered() < count)
                process = try start()
                try await follower.waitUntil(deadline: .seconds(60)) { _ in answered() >= 12 }
                process.terminate()
                await MatrixBotProcess.exit(process)
                process = try start()
            } catch {
                Issue.record(
                    "\(answered()) answers; the bot's logs:\n\(MatrixBotProcess.logs(in: scene.directory))")
                throw error
            }
            let summary: [String: Any]
            do {
                summary = try await burst
            } catch {
                Issue.record("the bot's logs:\n\(MatrixBotProcess.logs(in: scene.directory))")
                throw error
            }
            process.terminate()
            await MatrixBotProcess.exit(process)
            let commands = summary["commands"] as? [[String: Any]] ?? []
            #expect(commands.count == count, "\(summary)")
            for command in commands {
                // Answered once, and nio read the answer: no Megolm index came twice.
                let answers = command["answers"] as? [[String: Any]] ?? []
                #expect(answers.count == 1, "\(command)")
                #expect(answers.first?["decrypted"] as? Bool == true, "\(command)")
            }
            #expect((summary["undecryptable"] as? [Any])?.isEmpty == true, "\(summary)")
            #expect(try await scene.todos(of: environment.aliceUser).count == count)
        }
    }
}
