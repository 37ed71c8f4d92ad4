import Delivery
import Foundation
import Logging
import Matrix
import TrackerCore
import TrackerStore

/// Delivers outbox messages to Matrix rooms (as ``MessageKind`` says: answers as notices,
/// what the bot says first as text that notifies): a reply's choices are listed in the
/// message and offered as reactions, and an edit replaces the message it names. A message
/// addressed to a user goes to their direct chat (``DirectChats``).
///
/// Each send's transaction id comes from the outbox row, so a resend after a crash or a
/// timeout is recognised by the homeserver and not shown twice.
struct MatrixSender: MessageSender {
    let client: MatrixClient
    let directChats: DirectChats
    let threads: Threads
    let logger: Logger

    var platform: String { SyncTranslator.platform }

    func deliver(_ entry: OutboxEntry) async throws(DeliveryFailure) -> String? {
        guard let id = entry.id else { throw .rejected("the outbox entry has no id") }
        let outgoing = entry.outgoing
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
        // Matrix has no answers to button presses: an alert becomes a notice, a toast is left
        // out (the edited message shows what the press did).
        guard var reply = outgoing.reply ?? outgoing.callbackAnswer.flatMap(Self.alertReply) else {
            return nil
        }
        if let attachment = outgoing.attachment {
            reply.text.append(
                "\n\nI can't send files on Matrix yet; \(attachment.fileName) is kept on the bot's server.",
                .plain)
        }
        let choices = Choices(reply.buttons)
        let text = choices.appended(to: reply.text)
        do {
            let eventID: String
            if case .edit(let messageID) = outgoing.delivery {
                _ = try await client.editMessage(
                    roomID: roomID, txnID: "tb\(id)", eventID: messageID, text: text)
                // Reactions and later edits refer to the original event.
                eventID = messageID
            } else {
                var thread: String?
                if let command = outgoing.inReplyTo { thread = await threads.root(of: command, in: roomID) }
                eventID = try await client.sendMessage(
                    roomID: roomID, txnID: "tb\(id)",
                    content: MessageKind.content(
                        of: outgoing, text: text, recipient: entry.userExternalID, thread: thread))
            }
            await react(with: choices, to: eventID, in: roomID, entryID: id)
            return eventID
        } catch let error as MatrixError {
            throw Self.classify(error)
        } catch is CancellationError {
            throw .transient("cancelled")
        } catch {
            throw .transient("\(error)")
        }
    }

    private static func alertReply(_ answer: Outgoing.CallbackAnswer) -> Reply? {
        guard answer.alert, let text = answer.text else { return nil }
        return Reply(RichText(verbatim: text))
    }

    /// Adds the choices' keys as reactions to the bot's own message, so a tap presses one.
    /// A key already there (an edit keeps the message's reactions) is refused by the server,
    /// which is fine: the reactions are an aid, the listed numbers work without them.
    private func react(with choices: Choices, to eventID: String, in roomID: String, entryID: Int64) async {
        for (index, key) in choices.reactionKeys.enumerated() {
            do {
                _ = try await client.react(
                    roomID: roomID, txnID: "tb\(entryID)r\(index)", to: eventID, key: key)
            } catch {
                logger.debug("Adding the reaction \(key) failed: \(error)")
            }
        }
    }

    static func classify(_ error: MatrixError) -> DeliveryFailure {
        switch error.kind {
        case .rateLimited: return .rateLimited(retryAfter: error.retryAfter ?? .seconds(1))
        case .forbidden, .notFound: return .chatUnavailable(error.description)
        case .badRequest: return .rejected(error.description)
        case .unknownToken, .server, .transport, .invalidResponse: return .transient(error.description)
        }
    }
}
