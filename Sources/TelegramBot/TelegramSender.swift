import Delivery
import Foundation
import Logging
import Telegram
import TrackerCore
import TrackerStore

/// Delivers outbox messages through the Bot API: answers the button press, then sends
/// (split when over 4,096 characters) or edits the reply, as a photo with the text as its
/// caption when the reply has a picture and its text fits a caption.
struct TelegramSender: MessageSender {
    let api: BotAPI
    let logger: Logger
    /// Draws a reply's picture as PNG; `nil` sends every reply as text.
    var drawPicture: (@Sendable (Picture) async throws -> Data)?

    var platform: Platform { .telegram }

    func deliver(_ message: OutboxMessage) async throws(DeliveryFailure) -> String? {
        let outgoing = message.outgoing
        guard let chatID = Int64(outgoing.chat.id) else { throw .rejected("not a Telegram chat id") }
        if let answer = outgoing.callbackAnswer {
            await answerCallback(answer)
        }
        guard let reply = outgoing.reply else { return nil }
        do {
            if let attachment = outgoing.attachment {
                return try await sendDocument(attachment, caption: reply.text, chatID: chatID)
            }
            let png = await photo(for: reply)
            if case .edit(let messageID) = outgoing.delivery, let messageID = Int64(messageID) {
                if let png, try await editPhoto(reply, png: png, messageID: messageID, chatID: chatID) {
                    return String(messageID)
                }
                if try await edit(reply, messageID: messageID, chatID: chatID) { return String(messageID) }
            }
            if let png {
                return String(
                    try await api.sendPhoto(
                        chatID: chatID, png: png, captionHTML: TelegramHTML.render(reply.text),
                        replyMarkup: reply.buttons.isEmpty ? nil : InlineKeyboard(reply.buttons)
                    ).messageID)
            }
            return try await send(reply, chatID: chatID)
        } catch let error as BotAPIError {
            throw Self.classify(error)
        } catch is CancellationError {
            throw .transient("cancelled")
        } catch {
            throw .transient("\(error)")
        }
    }

    /// The reply's picture as PNG, when it has one whose text fits a photo's caption (1,024
    /// characters): otherwise the text alone, which says everything the picture shows. A
    /// picture that fails to draw is logged and left out, never the message.
    private func photo(for reply: Reply) async -> Data? {
        guard let picture = reply.picture, let drawPicture,
            TelegramHTML.split(reply.text, limit: 1024).count == 1
        else { return nil }
        do {
            return try await drawPicture(picture)
        } catch {
            logger.warning("Could not draw a picture, sending its text alone: \(error)")
            return nil
        }
    }

    /// Replaces a photo message's picture and caption. Returns `false` when the message has no
    /// photo (it was sent as text), so the caller edits its text instead.
    private func editPhoto(_ reply: Reply, png: Data, messageID: Int64, chatID: Int64) async throws -> Bool {
        do {
            try await api.editMessageMedia(
                chatID: chatID, messageID: messageID, png: png, captionHTML: TelegramHTML.render(reply.text),
                replyMarkup: InlineKeyboard(reply.buttons))
            return true
        } catch BotAPIError.notModified {
            return true
        } catch BotAPIError.badRequest(let description) {
            logger.debug("Editing the photo failed, editing the text instead: \(description)")
            return false
        }
    }

    /// Answers a press; a press too old to answer is not worth failing the reply for.
    private func answerCallback(_ answer: Outgoing.CallbackAnswer) async {
        do {
            try await api.answerCallbackQuery(
                id: answer.callbackID, text: answer.text, showAlert: answer.alert)
        } catch {
            logger.debug("Answering a button press failed: \(error)")
        }
    }

    /// Sends the reply, in several messages when it is too long; the buttons go under the last.
    private func send(_ reply: Reply, chatID: Int64) async throws -> String {
        let chunks = TelegramHTML.split(reply.text)
        var lastID: Int64 = 0
        for (index, chunk) in chunks.enumerated() {
            let markup =
                index == chunks.count - 1 && !reply.buttons.isEmpty ? InlineKeyboard(reply.buttons) : nil
            lastID = try await api.sendMessageID(
                chatID: chatID, html: TelegramHTML.render(chunk), replyMarkup: markup)
        }
        return String(lastID)
    }

    /// Edits the message a button was on. Returns `false` when that message cannot be
    /// edited any more (too old, deleted) or the reply is too long for one message, so the
    /// caller sends a new one instead.
    private func edit(_ reply: Reply, messageID: Int64, chatID: Int64) async throws -> Bool {
        let chunks = TelegramHTML.split(reply.text)
        guard chunks.count == 1, let only = chunks.first else { return false }
        do {
            try await api.editMessageText(
                chatID: chatID, messageID: messageID, html: TelegramHTML.render(only),
                replyMarkup: InlineKeyboard(reply.buttons))
            return true
        } catch BotAPIError.notModified {
            return true
        } catch BotAPIError.badRequest(let description) {
            logger.debug("Editing message failed, sending a new one: \(description)")
            return false
        }
    }

    private func sendDocument(_ attachment: Attachment, caption: RichText, chatID: Int64) async throws
        -> String
    {
        // Telegram allows 1,024 characters of caption.
        let captionText = TelegramHTML.split(caption, limit: 1024).first ?? caption
        let message = try await api.sendDocument(
            chatID: chatID, document: .file(path: attachment.path), filename: attachment.fileName,
            contentType: "application/json", captionHTML: TelegramHTML.render(captionText))
        return String(message.messageID)
    }

    static func classify(_ error: BotAPIError) -> DeliveryFailure {
        switch error {
        case .tooManyRequests(let seconds): return .rateLimited(retryAfter: .seconds(max(1, seconds)))
        case .forbidden(let description): return .chatUnavailable(description)
        case .chatMigrated(let newChatID): return .chatMoved(to: String(newChatID))
        case .badRequest(let description):
            // "chat not found" and "user is deactivated" come as 400 too: the chat is gone.
            let lowered = description.lowercased()
            if lowered.contains("chat not found") || lowered.contains("deactivated") {
                return .chatUnavailable(description)
            }
            return .rejected(description)
        case .notModified: return .rejected("message is not modified")
        case .unauthorized, .conflict, .server, .transport, .invalidResponse:
            return .transient(error.description)
        }
    }
}
