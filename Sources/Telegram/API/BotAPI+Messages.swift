import Foundation
import HTTPClient

extension BotAPI {
    /// Sends a text message.
    ///
    /// - Parameters:
    ///   - html: Telegram HTML (see ``TelegramHTML/render(_:)``), at most 4096 characters of
    ///     visible text (see ``TelegramHTML/split(_:limit:)``).
    ///   - replyMarkup: buttons under the message.
    ///   - disableLinkPreview: whether to suppress the preview of the first link.
    /// - Returns: the sent message, whose id later edits need.
    public func sendMessage(
        chatID: Int64, html: String, replyMarkup: InlineKeyboard? = nil, disableLinkPreview: Bool = true
    ) async throws -> Message {
        var parameters = textParameters(html: html, disableLinkPreview: disableLinkPreview)
        parameters["chat_id"] = .int(chatID)
        if let replyMarkup { parameters["reply_markup"] = replyMarkup.jsonValue }
        return try await call("sendMessage", parameters)
    }

    /// Sends a text message, as ``sendMessage(chatID:html:replyMarkup:disableLinkPreview:)``
    /// does, and reads only the sent message's id from the answer: what a bot that sends
    /// thousands of messages a second needs, without decoding the rest.
    /// - Returns: the sent message's id, which later edits need.
    public func sendMessageID(
        chatID: Int64, html: String, replyMarkup: InlineKeyboard? = nil, disableLinkPreview: Bool = true
    ) async throws -> Int64 {
        var parameters = textParameters(html: html, disableLinkPreview: disableLinkPreview)
        parameters["chat_id"] = .int(chatID)
        if let replyMarkup { parameters["reply_markup"] = replyMarkup.jsonValue }
        return try await call("sendMessage", parameters, as: SentMessage.self).messageID
    }

    /// Replaces a message's text and buttons.
    ///
    /// - Parameter replyMarkup: the new buttons; `nil` removes them.
    /// - Throws: ``BotAPIError/notModified`` when nothing changed, which callers treat as success.
    public func editMessageText(
        chatID: Int64, messageID: Int64, html: String, replyMarkup: InlineKeyboard? = nil,
        disableLinkPreview: Bool = true
    ) async throws {
        var parameters = textParameters(html: html, disableLinkPreview: disableLinkPreview)
        parameters["chat_id"] = .int(chatID)
        parameters["message_id"] = .int(messageID)
        if let replyMarkup { parameters["reply_markup"] = replyMarkup.jsonValue }
        // The result is the edited message, or `true` for inline-mode messages; neither is needed.
        _ = try await call("editMessageText", parameters, as: JSONValue.self)
    }

    /// Replaces only a message's buttons; `nil` removes them.
    ///
    /// - Throws: ``BotAPIError/notModified`` when nothing changed.
    public func editMessageReplyMarkup(
        chatID: Int64, messageID: Int64, replyMarkup: InlineKeyboard?
    ) async throws {
        let parameters: [String: JSONValue] = [
            "chat_id": .int(chatID), "message_id": .int(messageID),
            "reply_markup": (replyMarkup ?? .empty).jsonValue,
        ]
        _ = try await call("editMessageReplyMarkup", parameters, as: JSONValue.self)
    }

    /// Answers a button press, ending the client's progress indicator.
    ///
    /// - Parameters:
    ///   - text: a short notice (up to 200 characters), or `nil` for none.
    ///   - showAlert: show `text` as a dialog instead of a toast.
    public func answerCallbackQuery(id: String, text: String? = nil, showAlert: Bool = false) async throws {
        var parameters: [String: JSONValue] = [
            "callback_query_id": .string(id), "show_alert": .bool(showAlert),
        ]
        if let text { parameters["text"] = .string(text) }
        _ = try await call("answerCallbackQuery", parameters, as: Bool.self)
    }

    /// Uploads a file as a document, with an optional caption.
    ///
    /// - Parameters:
    ///   - filename: the name the recipients see.
    ///   - contentType: the file's media type.
    ///   - captionHTML: Telegram HTML, at most 1024 characters of visible text.
    /// - Returns: the sent message.
    public func sendDocument(
        chatID: Int64, document: DocumentContent, filename: String,
        contentType: String = "application/octet-stream", captionHTML: String? = nil
    ) async throws -> Message {
        var parts: [MultipartPart] = [.field("chat_id", String(chatID))]
        switch document {
        case .file(let path):
            parts.append(.file("document", filename: filename, contentType: contentType, path: path))
        case .data(let data):
            parts.append(.file("document", filename: filename, contentType: contentType, data: data))
        }
        if let captionHTML {
            parts.append(.field("caption", captionHTML))
            parts.append(.field("parse_mode", "HTML"))
        }
        return try await upload("sendDocument", parts, timeout: Self.uploadTimeout)
    }

    /// Uploads are bounded by the link, not by Telegram's answer time.
    private static let uploadTimeout: Duration = .seconds(120)

    private func textParameters(html: String, disableLinkPreview: Bool) -> [String: JSONValue] {
        [
            "text": .string(html), "parse_mode": "HTML",
            "link_preview_options": .object(["is_disabled": .bool(disableLinkPreview)]),
        ]
    }

    /// A parameter value from one of this module's encodable types.
    static func json(_ value: some Encodable) throws -> JSONValue {
        do {
            return try JSONValue(encoding: value)
        } catch {
            throw BotAPIError.badRequest("a parameter could not be encoded: \(type(of: value))")
        }
    }
}

/// The one field of a sent message that a sender keeps.
struct SentMessage: Decodable {
    var messageID: Int64

    private enum CodingKeys: String, CodingKey {
        case messageID = "message_id"
    }
}
