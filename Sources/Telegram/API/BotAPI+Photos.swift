import Foundation
import HTTPClient

extension BotAPI {
    /// Uploads a PNG as a photo, with an HTML caption and buttons under it.
    ///
    /// - Parameter captionHTML: Telegram HTML, at most 1,024 characters of visible text.
    /// - Returns: the sent message.
    public func sendPhoto(chatID: Int64, png: Data, captionHTML: String, replyMarkup: InlineKeyboard? = nil)
        async throws -> Message
    {
        var parts: [MultipartPart] = [
            .field("chat_id", String(chatID)), .field("caption", captionHTML), .field("parse_mode", "HTML"),
            .file("photo", filename: "picture.png", contentType: "image/png", data: png),
        ]
        if let replyMarkup { parts.append(.field("reply_markup", Self.text(replyMarkup.jsonValue))) }
        return try await upload("sendPhoto", parts, timeout: Self.photoTimeout)
    }

    /// Replaces a photo message's picture, caption and buttons: what a button press on a
    /// pictured view does.
    ///
    /// - Throws: ``BotAPIError/notModified`` when nothing changed; ``BotAPIError/badRequest(_:)``
    ///   for a message without a photo, which callers answer by editing its text instead.
    public func editMessageMedia(
        chatID: Int64, messageID: Int64, png: Data, captionHTML: String, replyMarkup: InlineKeyboard? = nil
    ) async throws {
        let media: JSONValue = [
            "type": "photo", "media": "attach://picture", "caption": .string(captionHTML),
            "parse_mode": "HTML",
        ]
        var parts: [MultipartPart] = [
            .field("chat_id", String(chatID)), .field("message_id", String(messageID)),
            .field("media", Self.text(media)),
            .file("picture", filename: "picture.png", contentType: "image/png", data: png),
        ]
        if let replyMarkup { parts.append(.field("reply_markup", Self.text(replyMarkup.jsonValue))) }
        let _: JSONValue = try await upload("editMessageMedia", parts, timeout: Self.photoTimeout)
    }

    /// A picture of a few hundred kilobytes at most; the link, not Telegram, bounds the time.
    private static let photoTimeout: Duration = .seconds(60)

    private static func text(_ value: JSONValue) -> String {
        String(decoding: value.serialized(), as: UTF8.self)
    }
}
