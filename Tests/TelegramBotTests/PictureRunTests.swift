import Foundation
import HTTPTestSupport
import TelegramTestSupport
import Testing
import TrackerCore

/// Pictured replies on Telegram: a photo with the text as its caption, and the text alone when a
/// picture cannot be drawn. How a press edits a photo is ``EditKindTests``'.
@Suite(.timeLimit(.minutes(1)))
struct PictureRunTests {
    private let alice: Int64 = 111
    private struct DrawingFailed: Error {}

    @Test func aPicturedReplyIsAPhotoWithItsTextAsCaption() async throws {
        let draw: @Sendable (Picture) async throws -> Data = { _ in Data("png".utf8) }
        try await withBot(drawPicture: draw) { _, fake in
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
