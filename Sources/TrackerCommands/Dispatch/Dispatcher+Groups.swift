import GRDB
import SQLiteStore
import TrackerCore

extension Dispatcher {
    /// Queues the welcome for a group the bot was just added to (or added back to), inside
    /// the caller's transaction, e.g. the platform's batch: how to start a challenge, or
    /// where the running one stands.
    public func greet(group chat: ChatAddress, in db: Database) throws {
        let now = clock.now()
        let group = try GroupChat.find(chat, in: db) ?? GroupChat(chat: chat, createdAt: now)
        let reply = GroupReplies.welcome(
            group, running: try Challenge.running(in: chat, db: db), today: group.calendar.localDate(of: now),
            isReturn: true)
        try OutboxEntry.enqueue(Outgoing(chat: chat, reply: reply), userExternalID: nil, at: now, in: db)
    }

    /// Takes a member who left the group `chat` out of its running challenge, as `/leave`
    /// would, without a word: they are no longer there to read one. Their habit stays theirs;
    /// the name they showed there is forgotten.
    func memberLeft(_ userID: String, _ chat: ChatAddress, in db: Database) throws {
        try MemberName.forget(userID, in: chat, db: db)
        guard
            let user = try User.fetchOne(
                db, sql: "SELECT * FROM user WHERE platform = ? AND externalID = ?",
                arguments: [chat.platform, userID]),
            let id = user.id, let challenge = try Challenge.running(in: chat, db: db),
            let challengeID = challenge.id, try challenge.member(id, in: db) != nil
        else { return }
        try ChallengeMember.remove(userID: id, challengeID: challengeID, in: db)
        try GroupChat.setMentions(false, userID: id, in: chat, db: db)
    }
}
