import Delivery
import Foundation
import Logging
import Telegram
import TrackerCore
import TrackerStore

/// Delivers outbox messages through the Bot API: answers the button press, then sends
/// (split when over 4,096 characters) or edits the reply, as a photo with the text as its
/// caption when the reply has a picture and its text fits a caption.
///
/// An edit uses the call that fits the message it edits, whose kind its
/// ``TelegramMessageRef`` names: a photo's picture and caption are replaced together, a text's
/// text; a text message that the new state would picture keeps showing text, which says all
/// the picture does. When the message cannot show the new state (a photo whose new state has
/// no picture, a text grown past one message), the new state is sent and the old message's
/// buttons are taken off, so none of them is pressed out of date. An edit that would change
/// nothing is not sent.
struct TelegramSender: MessageSender {
    let api: BotAPI
    let logger: Logger
    /// Draws a reply's picture as PNG; `nil` sends every reply as text.
    var drawPicture: (@Sendable (Picture) async throws -> Data)?
    /// What this sender's messages show now, so that an edit changing nothing is left out.
    let shown = ShownMessages()

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
            guard case .edit(let edited) = outgoing.delivery, let target = TelegramMessageRef(edited) else {
                return try await send(reply, png: await photo(for: reply), chatID: chatID).description
            }
            switch try await edit(target, to: reply, chatID: chatID) {
            case .edited:
                return target.description
            case .refused:
                return try await send(reply, png: await photo(for: reply), chatID: chatID).description
            case .cannotShow:
                let sent = try await send(reply, png: await photo(for: reply), chatID: chatID)
                await removeButtons(from: target, chatID: chatID)
                return sent.description
            }
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

    /// Sends the reply as a photo when it has a picture, else as text.
    private func send(_ reply: Reply, png: Data?, chatID: Int64) async throws -> TelegramMessageRef {
        guard let png else { return try await send(reply, chatID: chatID) }
        let caption = TelegramHTML.render(reply.text)
        let markup = reply.buttons.isEmpty ? nil : InlineKeyboard(reply.buttons)
        let id = try await api.sendPhoto(chatID: chatID, png: png, captionHTML: caption, replyMarkup: markup)
            .messageID
        shown.record(.init(html: caption, markup: markup, png: png), of: id, in: chatID)
        return TelegramMessageRef(id: id, kind: .photo)
    }

    /// Sends the reply, in several messages when it is too long; the buttons go under the last.
    private func send(_ reply: Reply, chatID: Int64) async throws -> TelegramMessageRef {
        let chunks = TelegramHTML.split(reply.text)
        var last = TelegramMessageRef(id: 0, kind: .text)
        for (index, chunk) in chunks.enumerated() {
            let markup =
                index == chunks.count - 1 && !reply.buttons.isEmpty ? InlineKeyboard(reply.buttons) : nil
            let html = TelegramHTML.render(chunk)
            last.id = try await api.sendMessageID(chatID: chatID, html: html, replyMarkup: markup)
            shown.record(.init(html: html, markup: markup), of: last.id, in: chatID)
        }
        return last
    }

    /// How an edit went.
    private enum EditResult {
        /// The message shows the new state (also when it already did).
        case edited
        /// Telegram refused the edit: the message is too old or gone.
        case refused
        /// The message cannot show the new state, so no edit was tried.
        case cannotShow
    }

    /// Edits the message a button was on to show `reply`, with the call that fits its kind.
    private func edit(_ target: TelegramMessageRef, to reply: Reply, chatID: Int64) async throws -> EditResult
    {
        let markup = InlineKeyboard(reply.buttons)
        let content: ShownMessages.Content
        let call: () async throws -> Void
        switch target.kind {
        case .photo:
            guard let png = await photo(for: reply) else { return .cannotShow }
            let caption = TelegramHTML.render(reply.text)
            content = .init(html: caption, markup: markup, png: png)
            call = {
                try await api.editMessageMedia(
                    chatID: chatID, messageID: target.id, png: png, captionHTML: caption, replyMarkup: markup)
            }
        case .text:
            let chunks = TelegramHTML.split(reply.text)
            guard chunks.count == 1, let only = chunks.first else { return .cannotShow }
            let html = TelegramHTML.render(only)
            content = .init(html: html, markup: markup)
            call = {
                try await api.editMessageText(
                    chatID: chatID, messageID: target.id, html: html, replyMarkup: markup)
            }
        }
        if shown.content(of: target.id, in: chatID) == content { return .edited }
        do {
            try await call()
        } catch BotAPIError.notModified {
            // Shown already, by an edit this sender does not remember.
        } catch BotAPIError.badRequest(let description) {
            logger.debug("Editing a message failed, sending a new one: \(description)")
            return .refused
        }
        shown.record(content, of: target.id, in: chatID)
        return .edited
    }

    /// Takes the buttons off a message replaced by a new one. A message that is too old to
    /// edit keeps them; a press on one is answered as out of date.
    private func removeButtons(from target: TelegramMessageRef, chatID: Int64) async {
        if let content = shown.content(of: target.id, in: chatID), !content.hasButtons { return }
        do {
            try await api.editMessageReplyMarkup(chatID: chatID, messageID: target.id, replyMarkup: nil)
            shown.recordButtonsRemoved(of: target.id, in: chatID)
        } catch {
            logger.debug("Taking the buttons off a replaced message failed: \(error)")
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
