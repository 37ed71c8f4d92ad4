import Foundation
import Pictures
import Testing

/// Pictures and files in an encrypted direct chat, as matrix-nio receives them: encrypted
/// attachments in Megolm-encrypted events, which nio downloads and decrypts
/// (`e2e/nio_attachments.py`). Part of the encryption suite, whose tests take turns.
extension MatrixEncryptionTests {
    @Test(
        .enabled(
            if: NioScript.isAvailable, "matrix-nio with vodozemac is not installed (TRACKERBOT_PYTHON)"
        ))
    func picturesAndFilesInAnEncryptedChatAreEncryptedAttachments() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            let environment = scene.environment
            let alicePassword = try #require(ProcessInfo.processInfo.environment["MATRIX_ALICE_PASSWORD"])
            let store = scene.directory.file("nio")
            try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
            let login = try await newBotDevice(scene)
            try await runningBot(
                scene, login: login, database: scene.database, drawPicture: PictureRenderer.draw
            ) {
                // One habit in progress: `!progress` shows its run as a picture.
                let answer = try await NioScript.summary(
                    "nio_attachments.py",
                    [
                        environment.homeserverURL, environment.aliceUser, alicePassword, scene.bot,
                        login.deviceID, store, "1", "1", "!habit add Read", "!check", "!progress", "!export",
                    ])
                let images = answer["images"] as? [[String: Any]] ?? []
                let files = answer["files"] as? [[String: Any]] ?? []
                // Every event of the bot was read, and no picture or file went unencrypted.
                #expect((answer["undecryptable"] as? [String])?.isEmpty == true, "\(answer)")
                #expect((answer["plain"] as? [String])?.isEmpty == true, "\(answer)")
                #expect(images.count == 1 && files.count == 1, "\(answer)")
                for sent in images + files {
                    let info = sent["info"] as? [String: Any] ?? [:]
                    // The media repository holds only ciphertext: no type, no plain URL.
                    #expect(sent["content_type"] as? String == "application/octet-stream", "\(sent)")
                    #expect(sent["plain_url"] as? Bool == false, "\(sent)")
                    let size = try #require(sent["size"] as? Int)
                    #expect(size > 0 && info["size"] as? Int == size, "\(sent)")
                }
                let image = try #require(images.first)
                #expect(image["png"] as? Bool == true, "\(image)")
                #expect(image["name"] as? String == "habit.png")
                let imageInfo = image["info"] as? [String: Any] ?? [:]
                #expect(
                    imageInfo["mimetype"] as? String == "image/png" && (imageInfo["w"] as? Int ?? 0) > 100)
                // The export is one archive of its files.
                let export = try #require(files.first)
                #expect((export["name"] as? String)?.hasPrefix("trackerbot-export-") == true, "\(export)")
                let archived = export["zip"] as? [String: String] ?? [:]
                #expect(archived.count == 9, "\(export)")
                #expect(archived["trackerbot-export.json"]?.contains("\"Read\"") == true, "\(export)")
            }
        }
    }
}
