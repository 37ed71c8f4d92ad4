import TrackerCore

/// What `/history` says: completed goals, newest first.
enum HistoryReplies {
    static func list(_ goals: [Goal], paging: Paging, search: String?, context: Context) -> Reply {
        guard !goals.isEmpty else {
            if let search {
                return Reply("No completed goals match “\(search)”. Try /history without a search.")
            }
            return Reply("No completed goals yet. Reach one and it shows up here: /goals")
        }
        var text: RichText = "\(bold: "🏆 Completed goals")"
        if let search { text.append(" matching “\(search)”") }
        if let caption = paging.caption { text.append(" · \(caption)") }
        for index in paging.indices {
            let goal = goals[index]
            text.append("\n\(index + 1). \(goal.title)")
            if let completed = goal.completedAt {
                let day = context.calendar.localDate(of: completed)
                text.append(" — reached \(Format.date(day, today: context.today))")
            }
        }
        text.append("\n\n\(Format.count(goals.count, "goal")) \(search == nil ? "reached" : "found").")
        return Reply(text, buttons: paging.buttons(context) { .view(.historyPage($0)) })
    }
}
