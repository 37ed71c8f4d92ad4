import TrackerCore

/// What handling one action produces: the reply, and a file to send along when the user
/// asked for one (an export).
struct Response {
    var reply: Reply
    var attachment: Attachment?

    init(_ reply: Reply, attachment: Attachment? = nil) {
        self.reply = reply
        self.attachment = attachment
    }
}
