import TrackerCore

/// What `/history` says: completed goals, newest first.
enum HistoryReplies {
    static func list(_ goals: [Goal], paging: Paging, search: String?, context: Context) -> Reply {
        guard !goals.isEmpty else {
            if let search {
                return Reply(
                    "No completed goals match “\(InputText.clipped(search))”. Try /history without a search.")
            }
            return Reply("No completed goals yet. Reach one and it shows up here: /goals")
        }
        var text: RichText = "\(bold: "🏆 Completed goals")"
        if let search { text.append(" matching “\(InputText.clipped(search))”") }
        if let caption = paging.caption { text.append(" · \(caption)") }
        // These numbers are the ones /goal reopen <n> reads; /goal <n> counts open goals, so
        // each entry also gets a button that opens its card.
        var buttons: [[Button]] = []
        for index in paging.indices {
            let goal = goals[index]
            buttons.append([
                context.button("🏆 \(index + 1). \(Format.label(goal.title))", .goal(.show(goal.id!)))
            ])
            text.append("\n\(index + 1). \(goal.title)")
            if let completed = goal.completedAt {
                let day = context.calendar.localDate(of: completed)
                text.append(" — reached \(Format.date(day, today: context.today))")
            }
        }
        text.append("\n\n\(Format.count(goals.count, "goal")) \(search == nil ? "reached" : "found").")
        text.append(" Tap one to open it; /goal reopen <n> reopens one by its number here.")
        return Reply(text, buttons: buttons + paging.buttons(context) { .view(.historyPage($0)) })
    }
}
