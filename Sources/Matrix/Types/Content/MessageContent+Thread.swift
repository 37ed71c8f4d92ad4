extension MessageContent {
    /// This message as a reply to `eventID` inside the thread rooted at `rootID`: clients
    /// show it in the thread, quoting the event it answers.
    public func replying(to eventID: String, inThread rootID: String) -> MessageContent {
        var reply = self
        reply.relatesTo = Relation(
            relType: .thread, eventID: rootID, inReplyTo: eventID, isFallingBack: false)
        return reply
    }

    /// The root of the thread this message was written in, if it was written in one.
    public var threadRootID: String? {
        relatesTo?.relType == .thread ? relatesTo?.eventID : nil
    }
}
