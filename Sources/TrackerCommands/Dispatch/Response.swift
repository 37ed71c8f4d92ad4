import TrackerCore
import TrackerStore

/// What handling one action produces: the reply, a file to send along when the user asked
/// for one (an export), work to finish later that will rewrite the reply, a short note for
/// the presser when the action came from a button, and earlier messages the action changed.
struct Response {
    var reply: Reply
    var attachment: Attachment?
    var job: Job.Kind?
    /// Shown to whoever pressed the button (a toast on Telegram); ignored for typed commands.
    var toast: String?
    /// For a press: the reply is a new message, answering the pressed one, which stays as it
    /// is. A group's buttons that anyone may press answer so, for everyone to see whose press
    /// it was, rather than rewriting a message about someone else.
    var answersPress = false
    /// Earlier messages of the bot's in the chat that the action changed, each by the outbox
    /// entry that sent it with what it shows now; they are rewritten before the reply goes.
    var rewrites: [(outboxID: Int64, reply: Reply)] = []
    /// Called in the event's transaction with the outbox entry the reply is queued as, for
    /// what must find the message again later (a challenge's announcement).
    var queued: ((_ outboxID: Int64) throws -> Void)?

    init(
        _ reply: Reply, attachment: Attachment? = nil, job: Job.Kind? = nil, toast: String? = nil,
        answersPress: Bool = false
    ) {
        self.reply = reply
        self.attachment = attachment
        self.job = job
        self.toast = toast
        self.answersPress = answersPress
    }
}
