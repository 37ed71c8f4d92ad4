import Foundation
import HTTPClient
import Logging
import Matrix
import MatrixTestSupport
import SQLiteStore
import TestSupport
import TestWaiting
import Testing
import TrackerCore

/// The real `trackerbot run` process on a real Synapse: killed mid-work and started again,
/// it loses no command and answers none twice, on the harnesses' store (`TRACKER_DB` a
/// PostgreSQL URL when `TRACKERBOT_TEST_STORE=postgres`). Part of the homeserver suite, whose tests take
/// turns: two bots on one account would both answer.
extension MatrixBotHomeserverTests {
    @Test func killedMidWorkItLosesNothingAndRepeatsNothing() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await killedMidWorkItLosesNothingAndRepeatsNothing(scene)
        }
    }

    private func killedMidWorkItLosesNothingAndRepeatsNothing(_ scene: HomeserverScene) async throws {
        let (environment, directory, alice, aliceSync, bot) = (
            scene.environment, scene.directory, scene.alice, scene.aliceSync, scene.bot
        )
        let databasePath = scene.trackerDB

        var process = try MatrixBotProcess.start(environment, database: databasePath, directory: directory)
        // Whichever process runs when the test ends, also by throwing, is stopped.
        defer { if process.isRunning { process.terminate() } }
        let roomID = try await alice.createRoom(CreateRoomOptions(invite: [bot], isDirect: true))
        func added(_ sync: SyncFollower) -> [String] {
            (sync.timelines[roomID] ?? []).compactMap { event in
                guard event.sender == bot, let body = event.message?.body, body.hasPrefix("📝 Added") else {
                    return nil
                }
                return body
            }
        }
        try await aliceSync.waitUntil { sync in
            (sync.timelines[roomID] ?? []).contains { $0.sender == bot && $0.message != nil }
        }
        let count = 30
        for number in 1...count {
            _ = try await alice.sendMessage(
                roomID: roomID, txnID: "item-\(number)-\(UUID().uuidString)",
                content: MessageContent(msgtype: .text, body: "!todo add item \(number)"))
        }
        try await aliceSync.waitUntil { added($0).count >= 3 }
        kill(process.processIdentifier, SIGKILL)
        await MatrixBotProcess.exit(process)

        process = try MatrixBotProcess.start(environment, database: databasePath, directory: directory)
        do {
            try await aliceSync.waitUntil(deadline: .seconds(30)) { added($0).count >= count }
        } catch {
            // What the bot logged says why the replies stopped.
            Issue.record(
                "\(added(aliceSync).count) of \(count) replies; the bot's logs:\n\(MatrixBotProcess.logs(in: directory))"
            )
            throw error
        }
        // Every command applied and every reply sent: then alice's sync holds whatever was sent
        // twice once it holds the last reply recorded, as a room's timeline comes in order.
        var patience = Patience(.seconds(30))
        func finished() async throws -> Bool {
            let pending = try await scene.store.read {
                try $0.outbox.pendingHeads(platform: "matrix", afterID: 0, limit: 1)
            }
            return try await scene.todos(of: environment.aliceUser).count == count && pending.isEmpty
        }
        while try await !finished() {
            guard !patience.isExhausted else { throw SyncFollower.TimedOut() }
            try await patience.pause(for: .milliseconds(50))
        }
        let sent = try await scene.sentMessageIDs()
        try await aliceSync.waitUntil { sync in
            let seen = Set((sync.timelines[roomID] ?? []).map(\.eventID))
            return sent.allSatisfy(seen.contains)
        }
        let replies = added(aliceSync)
        #expect(replies.count == count)
        #expect(Set(replies.map { $0.split(separator: ":").last.map(String.init) ?? "" }).count == count)
        process.terminate()
        await MatrixBotProcess.exit(process)
        #expect(try await scene.todos(of: environment.aliceUser).count == count)
    }
}
