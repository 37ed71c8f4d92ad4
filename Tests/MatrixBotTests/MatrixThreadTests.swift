import Foundation
import Matrix
import MatrixTestSupport
import Pictures
import Testing

/// Commands written in a thread are answered in that thread, pictures too. Part of the
/// homeserver suite, whose tests take turns.
extension MatrixBotHomeserverTests {
    @Test func aCommandInAThreadIsAnsweredInThatThread() async throws {
        try await HomeserverScene.with(logger: logger) { scene in
            try await aCommandInAThreadIsAnsweredThere(scene)
        }
    }

    private func aCommandInAThreadIsAnsweredThere(_ scene: HomeserverScene) async throws {
        let bot = scene.bot
        let nora = try await Person.register("nora", in: scene)
        try await withBot(scene.environment, database: scene.database, drawPicture: PictureRenderer.draw) {
            let roomID = try await nora.client.createRoom(
                CreateRoomOptions(invite: [bot], isDirect: true, preset: "trusted_private_chat"))
            try await nora.sync.waitUntil { _ in !nora.messages(from: bot, in: roomID).isEmpty }
            let added = try await nora.ask("!todo add Buy milk", in: roomID, bot: bot)
            #expect(added.message?.threadRootID == nil)
            // Element's thread message: the thread's root, and a reply to it as a fallback.
            let root = try await nora.say("Shopping", in: roomID)
            let command = try await nora.client.sendMessage(
                roomID: roomID, txnID: UUID().uuidString,
                content: MessageContent(
                    msgtype: .text, body: "!todos",
                    relatesTo: Relation(relType: .thread, eventID: root, inReplyTo: root, isFallingBack: true)
                ))
            try await nora.sync.waitUntil { _ in
                nora.messages(from: bot, in: roomID).contains {
                    $0.message?.relatesTo?.inReplyTo?.eventID == command
                }
            }
            let answer = try #require(
                nora.messages(from: bot, in: roomID).first {
                    $0.message?.relatesTo?.inReplyTo?.eventID == command
                })
            #expect(answer.message?.threadRootID == root)
            #expect(answer.message?.relatesTo?.isFallingBack == false)
            #expect(answer.message?.body.contains("Buy milk") == true)

            // A pictured answer's image goes to the thread too, before its text.
            _ = try await nora.ask("!habit add Read", in: roomID, bot: bot)
            let card = try await nora.client.sendMessage(
                roomID: roomID, txnID: UUID().uuidString,
                content: MessageContent(
                    msgtype: .text, body: "!habit 1",
                    relatesTo: Relation(relType: .thread, eventID: root, inReplyTo: root, isFallingBack: true)
                ))
            func image() -> ClientEvent? {
                nora.messages(from: bot, in: roomID).first { $0.message?.msgtype == .image }
            }
            try await nora.sync.waitUntil { _ in
                image() != nil
                    && nora.messages(from: bot, in: roomID).contains {
                        $0.message?.relatesTo?.inReplyTo?.eventID == card && $0.message?.msgtype == .notice
                    }
            }
            #expect(image()?.message?.threadRootID == root)
        }
    }
}
