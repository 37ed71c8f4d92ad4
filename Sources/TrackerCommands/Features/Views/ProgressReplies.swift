import TrackerCore

/// What `/progress` says: a bar per open goal and active habit, and the same bars as a picture.
enum ProgressReplies {
    /// Items shown per kind; the rest are counted.
    static let shownPerKind = 20

    /// - Parameters:
    ///   - goals: the first open goals with their checkpoints; `goalCount` counts them all.
    ///   - habits: the first active habits with their progress; `habitCount` counts them all.
    ///   - onlyRun: the run picture of the one habit, given when it is all there is in
    ///     progress: the reply then shows what the habit's card shows instead of the bars.
    static func progress(
        goals: [(Goal, [Checkpoint])], goalCount: Int, habits: [(Habit, HabitProgress)],
        habitCount: Int, onlyRun: Picture? = nil, context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        guard goalCount + habitCount > 0 else { return Reply(localizer.rich(.viewNothingInProgress)) }
        var text: RichText = "\(bold: "📈 " + localizer.text(.viewProgressTitle))"
        var rows: [GoalProgressPicture.Row] = []
        if goalCount > 0 {
            text.append("\n\n" + localizer.text(.viewGoals), .plain)
            for (goal, checkpoints) in goals {
                let row = goalRow(goal, checkpoints, context: context)
                text.append("\n\(bold: goal.title)\n")
                if row.total > 0 {
                    let checkpoints = localizer.count(
                        .viewCheckpointsDone, row.total, ["done": localizer.digits(row.done)])
                    let bar = Format.bar(done: row.done, total: row.total, localizer)
                    text.append("\(code: bar)\(localizer.separator)\(checkpoints)")
                } else {
                    text.append(row.detail, .plain)
                }
                if let due = row.due { text.append("\(localizer.separator)\(due)") }
                rows.append(row)
            }
            if goalCount > goals.count {
                text.append("\n" + TodayReplies.andMore(goalCount - goals.count, "/goals", localizer))
            }
        }
        if habitCount > 0 {
            text.append("\n\n" + localizer.text(.viewHabits), .plain)
            for (habit, progress) in habits {
                let row = habitRow(habit, progress, context: context)
                text.append("\n\(bold: habit.name)\n")
                if row.total > 0 {
                    text.append(
                        "\(code: Format.bar(done: row.done, total: row.total, localizer))\(localizer.separator)"
                    )
                }
                text.append(habitWords(habit, progress, context: context), .plain)
                if case .broken = progress.state { text.append(localizer.rich(.viewToReset)) }
                rows.append(row)
            }
            if habitCount > habits.count {
                text.append("\n" + TodayReplies.andMore(habitCount - habits.count, "/habits", localizer))
            }
        }
        let bars = Picture.goalProgress(
            GoalProgressPicture(
                title: localizer.text(.viewProgressTitle), rows: rows,
                omitted: goalCount - goals.count + habitCount - habits.count, language: context.language))
        return Reply(text, picture: onlyRun ?? bars)
    }

    /// A goal's bar: its checkpoints, and the days left to its deadline in the user's today.
    private static func goalRow(_ goal: Goal, _ checkpoints: [Checkpoint], context: Context)
        -> GoalProgressPicture.Row
    {
        let localizer = Localizer(context.language)
        let (done, total) = GoalRules.progress(checkpoints)
        let detail =
            total == 0
            ? localizer.text(.pictureNoCheckpoints)
            : localizer.text(.viewDoneOf, ["done": localizer.digits(done), "total": localizer.digits(total)])
        return .goal(
            goal, checkpoints: checkpoints, today: context.today, detail: detail,
            dueWords: { Format.daysLeft($0, localizer) })
    }

    /// A habit's bar: its run's days (or weeks), the day it is on and its streak.
    private static func habitRow(_ habit: Habit, _ progress: HabitProgress, context: Context)
        -> GoalProgressPicture.Row
    {
        let localizer = Localizer(context.language)
        let unit = habit.schedule.unit
        switch progress.state {
        case .active(let day):
            // The strict program's bar counts its check-ins, as it always has.
            let done = habit.schedule.isStrictDaily ? progress.checkIns : min(progress.reached, habit.length)
            var detail = HabitWording.position(day, of: habit.length, unit, localizer)
            if progress.streak > 0 {
                detail +=
                    "\(localizer.separator)"
                    + HabitWording.streak(progress.streak, progress.streakUnit, localizer)
            }
            return .init(title: habit.name, done: done, total: habit.length, detail: detail)
        case .broken:
            return .init(
                title: habit.name, done: 0, total: 0, detail: habitWords(habit, progress, context: context))
        case .completed:
            return .init(
                title: habit.name, done: habit.length, total: habit.length,
                detail: habitWords(habit, progress, context: context))
        }
    }

    /// Where a habit's run stands, in the text: "day 4 of 10 (on weekdays) · streak 3 days",
    /// "run broke yesterday", "all days done".
    private static func habitWords(_ habit: Habit, _ progress: HabitProgress, context: Context) -> String {
        let localizer = Localizer(context.language)
        let unit = habit.schedule.unit
        switch progress.state {
        case .active(let day):
            var position = HabitWording.position(day, of: habit.length, unit, localizer)
            if let schedule = HabitWording.schedule(habit.schedule, localizer) {
                position += " (\(schedule))"
            }
            return HabitWording.standing(position, progress, localizer)
        case .broken(let missed):
            let when = HabitWording.broke(habit, missedOn: missed, today: context.today, localizer)
            return localizer.text(.viewRunBroke, ["when": when])
        case .completed:
            return localizer.text(unit == .days ? .viewAllDaysDone : .viewAllWeeksDone)
        }
    }
}
