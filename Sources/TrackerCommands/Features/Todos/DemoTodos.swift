import Foundation
import GRDB
import TrackerCore
import TrackerStore

/// `/todo demo`: sample to-dos from a public demo service, to try the bot with some data.
///
/// The command only records a ``Job`` and replies that the import is under way; the fetch
/// happens outside the command's transaction (see the `Jobs` module), and
/// ``complete(_:fetched:now:in:)`` then imports the to-dos and replaces that reply's text.
public enum DemoTodos {
    /// At most this many are imported.
    public static let limit = 10

    /// Finishes a demo import with the fetched body, or the failure to fetch it, in one
    /// transaction: the to-dos (tagged demo) and the rewritten reply commit together.
    public static func complete(_ job: Job, fetched: Result<Data, any Error>, now: Date, in db: Database)
        throws
    {
        defer { _ = try? job.delete(db) }
        guard let user = try User.fetchOne(db, key: job.userID) else { return }
        let reply: Reply
        switch fetched.map(parse) {
        case .success(let items?) where !items.isEmpty:
            let open = try Todo.openCount(of: job.userID, in: db)
            let room = max(0, Limits.openItemsPerKind - open)
            let imported = Array(items.prefix(min(limit, room)))
            for item in imported {
                var todo = Todo(
                    userID: job.userID, text: item.title, createdAt: now, doneAt: item.done ? now : nil,
                    isDemo: true)
                try todo.insert(db)
                try ListView.append(todo.id!, kind: .todos, userID: job.userID, in: db)
            }
            reply = TodoReplies.demoImported(imported.map(\.title))
        case .success:
            reply = TodoReplies.demoFailed
        case .failure:
            reply = TodoReplies.demoFailed
        }
        try rewrite(job.outboxID, with: reply, for: user, now: now, in: db)
    }

    /// Replaces the "fetching" reply with the result: an edit of that message once it is
    /// sent (a new message if it could not be).
    private static func rewrite(
        _ outboxID: Int64, with reply: Reply, for user: User, now: Date, in db: Database
    )
        throws
    {
        guard let original = try OutboxEntry.fetchOne(db, key: outboxID) else { return }
        let outgoing = Outgoing(
            chat: original.outgoing.chat, reply: reply, delivery: .replace(outboxID: outboxID))
        try OutboxEntry.enqueue(outgoing, userExternalID: user.externalID, at: now, in: db)
    }

    /// The demo service's JSON: an array of objects with a `title` and a `completed` flag
    /// (jsonplaceholder's shape). `nil` when the body is not that.
    static func parse(_ data: Data) -> [(title: String, done: Bool)]? {
        struct Item: Decodable {
            var title: String
            var completed: Bool?
        }
        guard let items = try? JSONDecoder().decode([Item].self, from: data) else { return nil }
        return items.compactMap { item in
            let title = item.title.trimmingWhitespace
            guard !title.isEmpty else { return nil }
            return (String(title.prefix(Limits.titleLength)), item.completed ?? false)
        }
    }
}
