import TrackerCore

/// What the bot says about exporting and forgetting a user's data.
enum DataReplies {
    static func exported(_ document: ExportDocument, folder: String, files: [String]) -> Reply {
        Reply(
            """
            📦 Your data is exported: \(Format.count(document.goals.count, "goal")), \
            \(Format.count(document.habits.count, "habit")), \(Format.count(document.todos.count, "to-do")), \
            \(Format.count(document.routines.count, "routine")).
            Folder: \(code: folder) (only the bot's account can read it)
            \(files.joined(separator: ", "))
            The JSON file has everything; each CSV file holds one kind.
            """)
    }

    static func confirmForget(context: Context) -> Reply {
        Reply(
            """
            ⚠️ This deletes everything I know about you: goals, habits, to-dos, routines, pauses, \
            settings, exports, pictures and our message history. It cannot be undone.
            Want a copy first? Send /export.
            """,
            buttons: [
                [
                    context.button("🗑 Delete everything", .data(.confirmForget)),
                    context.button("Keep my data", .dismiss),
                ]
            ])
    }

    static let forgotten = Reply(
        """
        🗑 Done: everything I stored about you is gone. If you come back, /start begins afresh.
        The messages already in our chats stay visible there: delete the chat in your app to remove them.
        """)
}
