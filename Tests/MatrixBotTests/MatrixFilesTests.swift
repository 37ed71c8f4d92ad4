import Foundation
import HTTPClient
import Matrix
import MatrixTestSupport
import Pictures
import TestSupport
import Testing
import TrackerCore

/// Files and pictures on a real homeserver: an export arrives as its files from the media
/// repository, a pictured reply as an image with its text right after it, and a press that
/// changes a pictured view as the new picture. Part of the homeserver suite, whose tests take
/// turns.
extension MatrixBotHomeserverTests {
    /// The bot's file and image messages in `roomID`, in order, with their content.
    private func files(in roomID: String, _ scene: HomeserverScene) -> [(
        event: ClientEvent, file: FileContent
    )] {
        (scene.aliceSync.timelines[roomID] ?? []).compactMap { event in
            guard event.sender == scene.bot, let message = event.message,
                message.msgtype == .file || message.msgtype == .image,
                let file = try? event.decodeContent(as: FileContent.self)
            else { return nil }
            return (event, file)
        }
    }

    private func message(starting prefix: String, in roomID: String, _ scene: HomeserverScene) -> ClientEvent?
    {
        (scene.aliceSync.timelines[roomID] ?? []).last {
            $0.sender == scene.bot && $0.message?.body.hasPrefix(prefix) == true
        }
    }

    private func directChat(saying commands: [String], _ scene: HomeserverScene) async throws -> String {
        let roomID = try await scene.alice.createRoom(CreateRoomOptions(invite: [scene.bot], isDirect: true))
        try await scene.aliceSync.waitUntil { _ in message(starting: "👋", in: roomID, scene) != nil }
        for command in commands {
            _ = try await scene.alice.sendMessage(
                roomID: roomID, txnID: UUID().uuidString,
                content: MessageContent(msgtype: .text, body: command))
        }
        return roomID
    }

    @Test func anExportArrivesAsOneArchiveWithNoServerPath() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await withBot(scene.environment, database: scene.database) {
                let roomID = try await directChat(saying: ["!todo add Milk", "!export"], scene)
                try await scene.aliceSync.waitUntil { _ in files(in: roomID, scene).count >= 1 }
                let summary = try #require(message(starting: "📦 Your data is exported", in: roomID, scene))
                let body = summary.message?.body ?? ""
                #expect(
                    !body.contains("Folder") && !body.contains(scene.directory.path) && !body.contains("/tmp")
                )
                let sent = files(in: roomID, scene)
                #expect(sent.count == 1, "one file, one notification")
                #expect(sent.first?.file.filename.hasPrefix("trackerbot-export-") == true)
                #expect(sent.first?.file.info.mimetype == "application/zip")
                #expect(
                    sent.allSatisfy {
                        $0.file.url?.hasPrefix("mxc://") == true && $0.file.file == nil
                            && $0.file.relatesTo?.inReplyTo?.eventID == summary.eventID
                    })
                // The archive, as alice's client downloads it, holds her to-do.
                let mxc = try #require(sent.first?.file.url?.dropFirst("mxc://".count))
                let download = try await scene.http.send(
                    HTTPRequest(
                        url: scene.environment.homeserverURL + "/_matrix/client/v1/media/download/" + mxc,
                        headers: ["Authorization": "Bearer \(scene.environment.aliceToken)"]))
                #expect(download.status == 200)
                let archive = scene.directory.file("download.zip")
                try download.body.write(to: URL(fileURLWithPath: archive))
                let document = try ZipEntry.read(archive).first { $0.name == "trackerbot-export.json" }
                #expect(document?.text.contains("\"Milk\"") == true)
            }
        }
    }

    @Test func aPicturedViewIsAnImageBeforeItsTextAndAPressSendsTheNewPicture() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await withBot(scene.environment, database: scene.database, drawPicture: PictureRenderer.draw)
            {
                let roomID = try await directChat(
                    saying: ["!goal add Run by june 1", "!goal step 1 Buy shoes", "!goal 1"], scene)
                try await scene.aliceSync.waitUntil { _ in
                    message(starting: "🎯 Run", in: roomID, scene) != nil
                }
                let card = try #require(message(starting: "🎯 Run", in: roomID, scene))
                let timeline = scene.aliceSync.timelines[roomID] ?? []
                let image = try #require(files(in: roomID, scene).last)
                // The picture comes right before its text.
                let imageIndex = try #require(timeline.firstIndex { $0.eventID == image.event.eventID })
                let next = timeline[(imageIndex + 1)...].first { $0.message != nil }
                #expect(next?.eventID == card.eventID)
                #expect(image.file.msgtype == .image && image.file.info.mimetype == "image/png")
                #expect((image.file.info.width ?? 0) > 100 && (image.file.info.height ?? 0) > 50)
                #expect(card.message?.body.contains("\n1️⃣ ✅ Buy shoes\n") == true)
                let picturesBefore = files(in: roomID, scene).count
                // Ticking the checkpoint by its key changes the card: its new picture follows.
                try await scene.aliceSync.waitUntil { sync in
                    (sync.timelines[roomID] ?? []).contains {
                        $0.sender == scene.bot && $0.reaction?.eventID == card.eventID
                    }
                }
                _ = try await scene.alice.react(
                    roomID: roomID, txnID: UUID().uuidString, to: card.eventID, key: "1️⃣")
                try await scene.aliceSync.waitUntil { _ in
                    files(in: roomID, scene).contains {
                        $0.file.relatesTo?.inReplyTo?.eventID == card.eventID
                    }
                }
                #expect(files(in: roomID, scene).count == picturesBefore + 1)
            }
        }
    }
}
