import TrackerCore

/// What `/progress` says: a bar per open goal and active habit.
enum ProgressReplies {
    /// Items shown per kind; the rest are counted.
    static let shownPerKind = 20

    static func progress(
        goals: [(Goal, (done: Int, total: Int))], goalCount: Int, habits: [(Habit, HabitProgress)],
        habitCount: Int, context: Context
    ) -> Reply {
        guard goalCount + habitCount > 0 else {
            return Reply(
                "Nothing in progress yet. Set a goal with /goal add or start a habit with /habit add.")
        }
        var text: RichText = "\(bold: "📈 Your progress")"
        if goalCount > 0 {
            text.append("\n\n🎯 Goals")
            for (goal, counts) in goals {
                text.append("\n\(bold: goal.title)\n")
                if counts.total == 0 {
                    text.append("no checkpoints yet")
                } else {
                    text.append(
                        "\(code: Format.bar(done: counts.done, total: counts.total)) · "
                            + "\(counts.done) of \(Format.count(counts.total, "checkpoint"))")
                }
            }
            if goalCount > goals.count { text.append("\n… and \(goalCount - goals.count) more: /goals") }
        }
        if habitCount > 0 {
            text.append("\n\n🌱 Habits")
            for (habit, progress) in habits {
                text.append("\n\(bold: habit.name)\n")
                switch progress.state {
                case .active(let day):
                    text.append(
                        "\(code: Format.bar(done: progress.checkIns, total: habit.length)) · day \(day) of \(habit.length)"
                    )
                case .broken(let missed):
                    text.append("run broke \(Format.onDate(missed, today: context.today)); /habits to reset")
                case .completed:
                    text.append(
                        "\(code: Format.bar(done: habit.length, total: habit.length)) · all days done")
                }
            }
            if habitCount > habits.count { text.append("\n… and \(habitCount - habits.count) more: /habits") }
        }
        return Reply(text)
    }
}
