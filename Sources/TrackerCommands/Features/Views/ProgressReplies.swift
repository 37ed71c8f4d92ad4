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
                let unit = habit.schedule.unit
                switch progress.state {
                case .active(let day):
                    // The strict program's bar counts its check-ins, as it always has.
                    let done =
                        habit.schedule.isStrictDaily ? progress.checkIns : min(progress.reached, habit.length)
                    let position = HabitWording.position(day, of: habit.length, unit)
                    text.append("\(code: Format.bar(done: done, total: habit.length)) · \(position)")
                    if let schedule = HabitWording.schedule(habit.schedule) { text.append(" (\(schedule))") }
                case .broken(let missed):
                    text.append(
                        "run broke \(HabitWording.broke(habit, missedOn: missed, today: context.today)); /habits to reset"
                    )
                case .completed:
                    text.append(
                        "\(code: Format.bar(done: habit.length, total: habit.length)) · all \(unit == .days ? "days" : "weeks") done"
                    )
                }
            }
            if habitCount > habits.count { text.append("\n… and \(habitCount - habits.count) more: /habits") }
        }
        return Reply(text)
    }
}
