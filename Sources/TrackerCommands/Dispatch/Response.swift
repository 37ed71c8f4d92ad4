import TrackerCore
import TrackerStore

/// What handling one action produces: the reply, a file to send along when the user asked
/// for one (an export), and work to finish later that will rewrite the reply.
struct Response {
    var reply: Reply
    var attachment: Attachment?
    var job: Job.Kind?

    init(_ reply: Reply, attachment: Attachment? = nil, job: Job.Kind? = nil) {
        self.reply = reply
        self.attachment = attachment
        self.job = job
    }
}
