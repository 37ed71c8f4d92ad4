import Foundation
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
    public static func complete(
        _ job: Job, fetched: Result<Data, any Error>, now: Date, in tx: any StoreTransaction
    ) throws {
        defer { try? tx.jobs.delete(job) }
        guard let user = try tx.users.find(job.userID) else { return }
        // The reply the job rewrites was in the user's language; the platform's code is the
        // one stored with their last message.
        let localizer = Localizer(try tx.users.languages(of: job.userID, reporting: nil).negotiated)
        let reply: Reply
        switch fetched.map(parse) {
        case .success(let items?) where !items.isEmpty:
            // A bad item is skipped and counted, so one odd entry does not cost the others.
            var usable: [(title: String, done: Bool)] = []
            var skipped = 0
            for item in items where usable.count < limit {
                if let item { usable.append(item) } else { skipped += 1 }
            }
            let open = try tx.todos.openCount(of: job.userID)
            let room = max(0, Limits.openItemsPerKind - open)
            let imported = Array(usable.prefix(room))
            for item in imported {
                var todo = Todo(
                    userID: job.userID, text: item.title, createdAt: now, doneAt: item.done ? now : nil,
                    isDemo: true)
                try tx.todos.insert(&todo)
                try tx.listViews.append(todo.id!, kind: .todos, userID: job.userID)
            }
            reply = TodoReplies.demoImported(
                imported.map(\.title), skipped: skipped, listFull: room == 0, localizer)
        case .success, .failure:
            reply = TodoReplies.demoFailed(localizer)
        }
        try rewrite(job.outboxID, with: reply, for: user, now: now, in: tx)
    }

    /// Replaces the "fetching" reply with the result: an edit of that message once it is
    /// sent (a new message if it could not be).
    private static func rewrite(
        _ outboxID: Int64, with reply: Reply, for user: User, now: Date, in tx: any StoreTransaction
    ) throws {
        guard let original = try tx.outbox.outgoing(outboxID) else { return }
        let outgoing = Outgoing(chat: original.chat, reply: reply, delivery: .replace(outboxID: outboxID))
        try tx.outbox.enqueue(outgoing, userExternalID: user.externalID, at: now)
    }

    /// The demo service's JSON: an array of objects with a `title` and a `completed` flag
    /// (jsonplaceholder's shape). `nil` when the body is not an array; an entry without a
    /// usable title (missing, empty or longer than a title may be) is `nil` in it.
    static func parse(_ data: Data) -> [(title: String, done: Bool)?]? {
        guard let items = try? JSONDecoder().decode([Item].self, from: data) else { return nil }
        return items.map { item in
            // Cleaned as typed text is: a title is one line without control characters.
            let title = InputText.clean(item.title ?? "").split(whereSeparator: \.isNewline).joined(
                separator: " "
            )
            .trimmingWhitespace
            guard !title.isEmpty, title.count <= Limits.titleLength else { return nil }
            return (title, item.completed ?? false)
        }
    }

    /// One entry of the demo service's array, read leniently: a wrong type or a missing field
    /// spoils only this entry.
    private struct Item: Decodable {
        var title: String?
        var completed: Bool?

        private enum CodingKeys: String, CodingKey { case title, completed }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: CodingKeys.self)
            title = try? container?.decodeIfPresent(String.self, forKey: .title)
            completed = try? container?.decodeIfPresent(Bool.self, forKey: .completed)
        }
    }
}
