import TrackerCore

/// What the bot says about exporting and forgetting a user's data.
enum DataReplies {
    static func exported(_ document: ExportDocument, archive: String, files: [String], _ localizer: Localizer)
        -> Reply
    {
        // English writes a thousand and more without a separator, as it always has.
        func count(_ key: MessageKey, _ count: Int, _ noun: String) -> String {
            localizer.language == .english ? Format.count(count, noun) : localizer.count(key, count)
        }
        let counts = [
            "goals": count(.viewGoalsCount, document.goals.count, "goal"),
            "habits": count(.dataHabits, document.habits.count, "habit"),
            "todos": count(.dataTodos, document.todos.count, "to-do"),
            "routines": count(.dataRoutines, document.routines.count, "routine"),
        ].mapValues { RichText(verbatim: $0) }
        var words = counts
        words["archive"] = "\(code: archive)"
        words["files"] = RichText(verbatim: files.joined(separator: localizer.comma))
        return Reply(localizer.rich(.dataExported, words))
    }

    static func confirmForget(context: Context) -> Reply {
        let localizer = Localizer(context.language)
        return Reply(
            localizer.rich(.dataConfirmForget),
            buttons: [
                [
                    context.button(localizer.text(.dataDeleteButton), .data(.confirmForget)),
                    context.button(localizer.text(.dataKeepButton), .dismiss),
                ]
            ])
    }

    /// After `/forget`, in the language the user had.
    static func forgotten(_ localizer: Localizer) -> Reply { Reply(localizer.rich(.dataForgotten)) }
}
