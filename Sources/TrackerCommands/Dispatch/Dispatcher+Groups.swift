import TrackerCore
import TrackerStore

extension Dispatcher {
    /// Queues the welcome for a group the bot was just added to (or added back to), inside
    /// the caller's transaction, e.g. the platform's batch: how to start a challenge, or
    /// where the running one stands.
    public func greet(group chat: ChatAddress, in tx: any StoreTransaction) throws {
        let now = clock.now()
        let group = try tx.groups.group(chat) ?? GroupChat(chat: chat, createdAt: now)
        let reply = GroupReplies.welcome(
            group, running: try tx.groups.running(in: chat), today: group.calendar.localDate(of: now),
            isReturn: true, Localizer(Language.forGroup(chosen: try tx.groups.language(of: chat))))
        try tx.outbox.enqueue(Outgoing(chat: chat, reply: reply), userExternalID: nil, at: now)
    }

    /// Takes a member who left the group `chat` out of its running challenge, as `/leave`
    /// would, without a word: they are no longer there to read one. Their habit stays theirs;
    /// the name they showed there is forgotten.
    func memberLeft(_ userID: String, _ chat: ChatAddress, in tx: any StoreTransaction) throws {
        try tx.groups.forgetMemberName(of: userID, in: chat)
        guard
            let user = try tx.users.find(platform: chat.platform, externalID: userID),
            let id = user.id, let challenge = try tx.groups.running(in: chat),
            let challengeID = challenge.id, try tx.groups.member(id, of: challenge) != nil
        else { return }
        try tx.groups.removeMember(id, fromChallenge: challengeID)
        try tx.groups.setMentions(false, userID: id, in: chat)
    }
}
