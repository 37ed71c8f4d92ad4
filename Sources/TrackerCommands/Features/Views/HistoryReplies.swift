import TrackerCore

/// What `/history` says: completed goals, newest first.
enum HistoryReplies {
    static func list(_ goals: [Goal], paging: Paging, search: String?, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        guard !goals.isEmpty else {
            if let search {
                return Reply(
                    localizer.rich(.viewHistoryNoMatch, plain: ["search": InputText.clipped(search)]))
            }
            return Reply(localizer.rich(.viewHistoryEmpty))
        }
        var text: RichText = "\(bold: localizer.text(.viewHistoryTitle))"
        if let search {
            text.append(localizer.rich(.viewHistoryMatching, plain: ["search": InputText.clipped(search)]))
        }
        if let caption = paging.caption(localizer) { text.append("\(localizer.separator)\(caption)") }
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
                let date = Format.date(day, today: context.today, localizer)
                text.append(localizer.text(.viewHistoryReached, ["date": date]), .plain)
            }
        }
        let count = localizer.count(
            search == nil ? .viewHistoryReachedCount : .viewHistoryFoundCount, goals.count)
        text.append("\n\n" + count, .plain)
        text.append(localizer.rich(.viewHistoryHint))
        return Reply(text, buttons: buttons + paging.buttons(context) { .view(.historyPage($0)) })
    }
}
