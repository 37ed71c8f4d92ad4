import Foundation
import MatrixTestSupport
import TestSupport
import Testing

/// An encrypted group as Element creates one (`m.room.encryption` in the initial state, not a
/// direct chat): three people on matrix-nio and the bot, a second device of alice that logs
/// in later, carol leaving, and carol invited back. Part of the encryption suite, whose tests
/// take turns.
extension MatrixEncryptionTests {
    @Test(
        .enabled(if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"))
    func anEncryptedGroupOfThreeReadsTheBotANewDeviceFromItsLoginOnAndOneWhoLeftNoMore() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            let suffix = UUID().uuidString.prefix(8).lowercased()
            let bob = try await environment.registerUser("bob-\(suffix)", http: scene.http)
            let carol = try await environment.registerUser("carol-\(suffix)", http: scene.http)
            let store = scene.directory.file("nio")
            try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
            try await withBotDevice(scene) { login in
                let summary = try await NioScript.summary(
                    "nio_group.py",
                    [
                        environment.homeserverURL, scene.bot, login.deviceID, store, environment.aliceUser,
                        alicePassword, bob.userID, "password-bob-\(suffix)", carol.userID,
                        "password-carol-\(suffix)",
                    ])
                try check(summary, carol: "carol-\(suffix)")
            }
        }
    }

    private func check(_ summary: [String: Any], carol: String) throws {
        typealias Event = [String: Any]
        // Every command, from each of the three, answered once, and the answer read by the
        // sender's device: five in the group of three, bob's board after alice's second
        // device logged in, and alice's after carol left.
        let commands = summary["answers"] as? [Event] ?? []
        #expect(commands.count == 7, "\(summary)")
        for command in commands {
            let answers = command["answers"] as? [Event] ?? []
            #expect(answers.count == 1, "\(command)")
            #expect(answers.allSatisfy { $0["decrypted"] as? Bool == true }, "\(command)")
        }
        // The group works: carol's check-in is on the board bob asked for.
        let board = (commands.dropFirst(4).first?["answers"] as? [Event])?.first?["body"] as? String
        #expect(board?.contains(carol) == true, "\(board ?? "no board")")
        // Alice's second device reads the bot's first message after its login, in the session
        // the others read, and none of the messages before it.
        let newDevice = try #require(summary["new_device"] as? Event)
        let seen = try #require((newDevice["answers"] as? [Event])?.first, "\(newDevice)")
        #expect(seen["decrypted"] as? Bool == true, "\(newDevice)")
        #expect(newDevice["earlier_decrypted"] as? Int == 0, "\(newDevice)")
        #expect((newDevice["earlier"] as? Int ?? 0) > 0, "\(newDevice)")
        // After carol left: a new session, read by everyone still there, whose key carol never got.
        let afterLeave = try #require(summary["after_leave"] as? Event)
        let answer = try #require((afterLeave["answers"] as? [Event])?.first, "\(afterLeave)")
        #expect(answer["decrypted"] as? Bool == true, "\(afterLeave)")
        for reader in ["bob", "second"] {
            #expect((afterLeave[reader] as? [Event])?.first?["decrypted"] as? Bool == true, "\(afterLeave)")
        }
        let before = Set(
            commands.prefix(6).flatMap { $0["answers"] as? [Event] ?? [] }.compactMap {
                $0["session"] as? String
            })
        let session = try #require(answer["session"] as? String)
        #expect(!before.contains(session), "\(summary)")
        #expect(afterLeave["carol_has_key"] as? Bool == false, "\(afterLeave)")
        // What the bot said while carol was invited again, she reads once she joins.
        let invited = try #require((summary["invited"] as? Event)?["answers"] as? [Event], "\(summary)")
        #expect(invited.count == 1 && invited.first?["decrypted"] as? Bool == true, "\(summary)")
        // No device saw a message of the bot it could not read.
        #expect((summary["undecryptable"] as? [Event])?.isEmpty == true, "\(summary)")
    }
}
