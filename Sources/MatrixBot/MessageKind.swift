import Matrix
import TrackerCore

/// How a message is sent: what the bot says of its own accord (reminders, warnings, a
/// group's summary and last call, greetings) notifies, so it goes as `m.text`; answers to
/// commands and presses go as `m.notice`, which clients show without a ping by default.
///
/// Matrix's default push rules suppress every notice before they look at mentions, so a
/// mention in a notice notifies no one.
enum MessageKind {
    /// The content of `outgoing`'s new message showing `text`. A message the bot sends first
    /// about one user (`recipient`: their reminders, in their direct chat) mentions them, so
    /// that it highlights; a group's messages, about no one user, mention whom they name.
    /// An answer to a command written in a thread (rooted at `thread`) goes to that thread.
    static func content(of outgoing: Outgoing, text: RichText, recipient: String?, thread: String? = nil)
        -> MessageContent
    {
        guard outgoing.inReplyTo == nil, outgoing.callbackAnswer == nil else {
            let notice = MessageContent(MatrixHTML.render(text), msgtype: .notice)
            guard let eventID = outgoing.inReplyTo else { return notice }
            return thread.map { notice.replying(to: eventID, inThread: $0) } ?? notice.replying(to: eventID)
        }
        var message = MessageContent(MatrixHTML.render(text), msgtype: .text)
        if let recipient {
            var userIDs = message.mentions?.userIDs ?? []
            if !userIDs.contains(recipient) { userIDs.append(recipient) }
            message.mentions = Mentions(userIDs: userIDs)
        }
        return message
    }
}
