import Foundation
import HTTPTestSupport
import SQLiteStore
import TelegramTestSupport
import TestSupport
import Testing
import TrackerCore

@testable import TelegramBot

/// Pictured replies on Telegram: a photo with the text as its caption, a press that edits the
/// photo, and the text alone when a picture cannot be drawn.
@Suite(.timeLimit(.minutes(1)))
struct PictureRunTests {
    private let alice: Int64 = 111
    private struct DrawingFailed: Error {}

    /// A text field of a multipart body.
    private static func field(_ name: String, in body: String) -> String? {
        guard let start = body.range(of: "name=\"\(name)\"\r\n\r\n") else { return nil }
        let rest = body[start.upperBound...]
        return rest.range(of: "\r\n--").map { String(rest[..<$0.lowerBound]) }
    }

    @Test(.enabled(if: StoreKind.harnessesUseSQLite, "queues the edit in the SQLite file"))
    func aPicturedReplyIsAPhotoWhosePressEditsIt() async throws {
        let draw: @Sendable (Picture) async throws -> Data = { _ in Data("png".utf8) }
        try await withBot(drawPicture: draw) { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/habit add Read for 5 days", from: alice),
                FakeTelegram.message("/habit 1", from: alice),
            ])
            try await fake.waitFor { $0.contains { $0.method == "sendPhoto" } }
            // The upload's raw form: the chat, the caption as HTML, the PNG and the buttons.
            let photo = try #require(await fake.calls("sendPhoto").first?.parameters["body"]?.string)
            #expect(photo.contains("\(alice)"))
            #expect(photo.contains("🌱 <b>Read</b> — every day, 5 days"))
            #expect(photo.contains(#"filename="picture.png""#) && photo.contains("Content-Type: image/png"))
            #expect(photo.contains("\r\npng\r\n"))
            // A pictured view edited in place (as a press on it is) replaces the photo and its caption.
            let card = try #require(
                try await bot.database.read { db in
                    try OutboxEntry.order(OutboxEntry.Columns.id.desc).fetchOne(db)
                })
            var edit = card.outgoing
            edit.delivery = .edit(messageID: "2")
            let edited = edit
            try await bot.database.write { db in
                _ = try OutboxEntry.enqueue(edited, userExternalID: nil, at: Date(), in: db)
            }
            await fake.enqueue([FakeTelegram.message("/habits", from: alice)])
            try await fake.waitFor { $0.contains { $0.method == "editMessageMedia" } }
            let media = try #require(await fake.calls("editMessageMedia").first?.parameters["body"]?.string)
            #expect(media.contains(#""media":"attach://picture""#) && media.contains("Day 1 of 5"))
            #expect(Self.field("message_id", in: media) == "2")
        }
    }

    @Test func aPictureThatCannotBeDrawnLeavesTheTextAlone() async throws {
        let draw: @Sendable (Picture) async throws -> Data = { _ in throw DrawingFailed() }
        try await withBot(drawPicture: draw) { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/habit add Read for 5 days", from: alice),
                FakeTelegram.message("/habit 1", from: alice),
            ])
            try await fake.waitFor(2, "sendMessage")
            #expect(await fake.calls("sendPhoto").isEmpty)
            #expect(await bot.sentTexts(to: alice).last?.hasPrefix("🌱 <b>Read</b> — every day") == true)
        }
    }
}
