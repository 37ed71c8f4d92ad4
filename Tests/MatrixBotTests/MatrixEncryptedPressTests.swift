import Foundation
import MatrixTestSupport
import Testing

/// A button pressed in an encrypted chat: the reaction comes encrypted, as matrix-nio (like
/// Element) sends every event in an encrypted room, and the bot's edit goes out encrypted. Part
/// of the encryption suite, whose tests take turns.
extension MatrixEncryptionTests {
    @Test(
        .enabled(if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"))
    func aReactionPressedInAnEncryptedChatEditsTheMessageReadably() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            try await withBotDevice(scene) { login in
                let store = scene.directory.file("nio")
                try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
                let seen = try await NioScript.summary(
                    "nio_press.py",
                    [
                        environment.homeserverURL, environment.aliceUser, alicePassword, scene.bot,
                        login.deviceID, store,
                    ])
                // The list came with its buttons; pressing 1️⃣ ticked to-do 1, to-do 2 kept its
                // key, and the edit that says so, like the bot's every event, was decrypted.
                #expect((seen["list"] as? String)?.hasPrefix("Your to-dos") == true, "\(seen)")
                let edits = seen["edits"] as? [String?] ?? []
                #expect(edits.last??.hasSuffix("\n2️⃣ ✅") == true, "\(seen)")
                #expect((seen["undecryptable"] as? [String])?.isEmpty == true, "\(seen)")
                // The conversation as the user's client read it, for the record.
                for line in seen["conversation"] as? [String] ?? [] {
                    print(
                        "Encrypted chat, as nio read it: \(line.replacingOccurrences(of: "\n", with: " ⏎ "))")
                }
            }
        }
    }
}
