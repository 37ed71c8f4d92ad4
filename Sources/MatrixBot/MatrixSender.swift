import Delivery
import Foundation
import Logging
import Matrix
import TrackerCore
import TrackerStore

/// Delivers outbox messages to Matrix rooms as notices: a reply's choices are listed in the
/// message and offered as reactions, and an edit replaces the message it names.
///
/// Each send's transaction id comes from the outbox row, so a resend after a crash or a
/// timeout is recognised by the homeserver and not shown twice.
struct MatrixSender: MessageSender {
    let client: MatrixClient
    let logger: Logger

    var platform: String { SyncTranslator.platform }

    func deliver(_ entry: OutboxEntry) async throws(DeliveryFailure) -> String? {
        guard let id = entry.id else { throw .rejected("the outbox entry has no id") }
        let outgoing = entry.outgoing
        let roomID = outgoing.chat.id
        guard var reply = Self.reply(for: outgoing) else { return nil }
        if let attachment = outgoing.attachment {
            reply.text.append(
                "\n\nI can't send files on Matrix yet; \(attachment.fileName) is kept on the bot's server.",
                .plain)
        }
        let choices = Choices(reply.buttons)
        let text = MatrixWording.text(of: reply)
        do {
            let eventID: String
            if case .edit(let messageID) = outgoing.delivery {
                _ = try await client.editMessage(
                    roomID: roomID, txnID: "tb\(id)", eventID: messageID, text: text)
                // Reactions and later edits refer to the original event.
                eventID = messageID
            } else {
                eventID = try await client.sendNotice(
                    roomID: roomID, txnID: "tb\(id)", text: text, replyingTo: outgoing.inReplyTo)
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

    /// Adds the choices' keys as reactions to the bot's own message, so a tap presses one.
    /// A key already there (an edit keeps the message's reactions) is refused by the server,
    /// which is fine: the reactions are an aid, the listed numbers work without them. A
    /// reaction the homeserver asks to wait for is sent after the wait.
    private func react(with choices: Choices, to eventID: String, in roomID: String, entryID: Int64) async {
        for (index, key) in choices.reactionKeys.enumerated() {
            await retryingRateLimits("Adding the reaction \(key)") {
                _ = try await client.react(
                    roomID: roomID, txnID: "tb\(entryID)r\(index)", to: eventID, key: key)
            }
        }
    }

    /// Runs `call`, again after the wait the homeserver names when it rate-limits it (a few
    /// times, waiting up to 10 seconds each); other failures are logged and left.
    private func retryingRateLimits(_ what: String, _ call: () async throws -> Void) async {
        for attempt in 1...3 {
            do {
                return try await call()
            } catch let error as MatrixError where error.kind == .rateLimited && attempt < 3 {
                try? await Task.sleep(for: min(error.retryAfter ?? .seconds(1), .seconds(10)))
            } catch {
                logger.debug("\(what) failed: \(error)")
                return
            }
        }
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
