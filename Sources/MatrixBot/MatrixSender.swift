import Delivery
import Foundation
import Logging
import Matrix
import TrackerCore
import TrackerStore

/// Delivers outbox messages to Matrix rooms (as ``MessageKind`` says: answers as notices,
/// what the bot says first as text that notifies): a reply's choices are listed in the
/// message and offered as reactions, and an edit replaces the message it names and brings
/// its reactions in line with its new choices. A reply's picture goes before its text as an
/// `m.image` (after an edited one, as a reply to it), and an export's files after it as
/// `m.file` messages. A message addressed to a user goes to their direct chat
/// (``DirectChats``).
///
/// Each send's transaction id comes from the outbox row, so a resend after a crash or a
/// timeout is recognised by the homeserver and not shown twice.
struct MatrixSender: MessageSender {
    let client: MatrixClient
    let directChats: DirectChats
    let threads: Threads
    /// The bot's own user id: its reactions are the ones it may take back.
    let botUserID: String
    /// Where the reactions of sent messages are added and taken back.
    let reactions: ReactionQueue
    /// The buttons a sent message has had (``OutboxStore/buttonHistory(ofMessage:in:)``), which
    /// an edit's keys follow.
    let buttonHistory: @Sendable (_ messageID: String, _ chat: ChatAddress) async throws -> ButtonHistory?
    let logger: Logger
    /// Draws a reply's picture as PNG; `nil` sends every reply as text.
    var drawPicture: (@Sendable (Picture) async throws -> Data)?

    var platform: Platform { .matrix }

    func deliver(_ message: OutboxMessage) async throws(DeliveryFailure) -> String? {
        let id = message.id
        let outgoing = message.outgoing
        let roomID = outgoing.chat.id
        if DirectChats.isUserID(roomID) {
            // Addressed to a user, not a room: their direct chat is where it goes.
            let room: String
            do {
                room = try await directChats.room(for: roomID)
            } catch let error as MatrixError {
                throw Self.classify(error)
            } catch {
                throw .transient("\(error)")
            }
            throw .chatMoved(to: room)
        }
        guard let reply = Self.reply(for: outgoing) else { return nil }
        do {
            var history = ButtonHistory(latest: reply.buttons)
            if case .edit(let messageID) = outgoing.delivery,
                let earlier = try await buttonHistory(messageID, outgoing.chat)
            {
                history = earlier.appending(reply.buttons)
            }
            let choices = Choices(history)
            let text = MatrixWording.text(of: reply, choices: choices)
            let eventID: String
            var thread: String?
            if case .edit(let messageID) = outgoing.delivery {
                _ = try await client.editMessage(
                    roomID: roomID, txnID: "tb\(id)", eventID: messageID, text: text)
                // Reactions and later edits refer to the original event; a changed picture
                // cannot be put into a text message, so it follows as a reply to it.
                eventID = messageID
                _ = try await sendPicture(of: reply, in: roomID, txnID: "tb\(id)i", replyingTo: messageID)
                reactions.enqueue {
                    await updateReactions(to: choices, on: messageID, in: roomID, entryID: id)
                }
            } else {
                if let command = outgoing.inReplyTo { thread = await threads.root(of: command, in: roomID) }
                // The picture first, and its text right after it, with the choices; all in the
                // command's thread when it was written in one.
                _ = try await sendPicture(
                    of: reply, in: roomID, txnID: "tb\(id)i", replyingTo: nil, thread: thread)
                eventID = try await client.sendMessage(
                    roomID: roomID, txnID: "tb\(id)",
                    content: MessageKind.content(
                        of: outgoing, text: text, recipient: message.userExternalID, thread: thread))
                let sent = eventID
                reactions.enqueue { await react(with: choices, to: sent, in: roomID, entryID: id) }
            }
            if let attachment = outgoing.attachment,
                try await !sendAttachment(
                    attachment, in: roomID, entryID: id, replyingTo: eventID, thread: thread)
            {
                _ = try await client.sendNotice(
                    roomID: roomID, txnID: "tb\(id)n",
                    text: Localizer(attachment.language).rich(.matrixFilesNotSent),
                    replyingTo: eventID)
            }
            return eventID
        } catch let error as MatrixError {
            throw Self.classify(error)
        } catch is CancellationError {
            throw .transient("cancelled")
        } catch {
            throw .transient("\(error)")
        }
    }

    /// What `outgoing` shows on Matrix: its reply; or, for a press refused with an alert (a
    /// button that belongs to someone else), the alert as a short message to the presser,
    /// whose user id the press's callback id holds; `nil` for a toast, which Matrix has no
    /// place for (the edited message shows what the press did).
    static func reply(for outgoing: Outgoing) -> Reply? {
        if let reply = outgoing.reply { return reply }
        guard let answer = outgoing.callbackAnswer, answer.alert, let text = answer.text else { return nil }
        let presser = answer.callbackID
        return Reply(
            "\(mention: SyncTranslator.localpart(presser), userID: presser): \(RichText(verbatim: text))")
    }

    static func classify(_ error: MatrixError) -> DeliveryFailure {
        switch error.kind {
        // The homeserver limits the bot's account, not the room: every room waits.
        case .rateLimited: return .accountRateLimited(retryAfter: error.retryAfter ?? .seconds(1))
        case .forbidden, .notFound: return .chatUnavailable(error.description)
        case .badRequest: return .rejected(error.description)
        case .unknownToken, .server, .transport, .invalidResponse: return .transient(error.description)
        }
    }
}
