import TrackerCore

/// The agenda of the user's local day.
enum TodayReplies {
    /// Goals whose deadline is at most this many days away are listed as due.
    static let dueWithinDays = 7
    /// To-dos listed before "and N more".
    static let todosShown = 10

    struct Agenda {
        /// The pause covering today, if any.
        var pause: Pause?
        /// Habits still running, with their state today.
        var habits: [(Habit, HabitProgress)]
        /// Routines due today, with today's checklist.
        var routines: [(Routine, RoutineChecklist)]
        var todos: [Todo]
        /// Open goals due within ``dueWithinDays`` days or overdue, by deadline.
        var goalsDue: [Goal]

        var isEmpty: Bool { habits.isEmpty && routines.isEmpty && todos.isEmpty && goalsDue.isEmpty }
    }

    static func agenda(_ agenda: Agenda, note: RichText?, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        let today =
            localizer.language == .english
            ? Format.fullDate(context.today) : localizer.fullDate(context.today)
        text.append(localizer.text(.viewTodayTitle, ["date": today]), .bold)
        if let pause = agenda.pause {
            let span = PauseReplies.span(pause, today: context.today, localizer)
            text.append("\n" + localizer.rich(.viewOnPause, plain: ["span": span]))
        }
        guard !agenda.isEmpty else {
            text.append("\n\n" + localizer.rich(.viewNothingPlanned))
            return Reply(text)
        }
        var rows: [[Button]] = []
        if !agenda.habits.isEmpty {
            text.append("\n\n" + localizer.text(.viewHabits), .plain)
            for (habit, progress) in agenda.habits {
                text.append("\n")
                if !habit.schedule.isStrictDaily, case .active(let index) = progress.state {
                    let (mark, detail) = HabitReplies.standing(habit, progress, localizer)
                    let position = HabitWording.position(
                        index, of: habit.length, habit.schedule.unit, localizer)
                    text.append("\(mark) \(habit.name) — \(position)\(localizer.comma)\(detail)")
                    if progress.today.isOpen && rows.count < 10 {
                        rows.append([
                            context.button("✅ \(Format.label(habit.name))", .view(.checkToday(habit.id!)))
                        ])
                    }
                    continue
                }
                let words = [
                    "name": habit.name, "length": localizer.digits(habit.length),
                ]
                switch progress.state {
                case .active(let day) where progress.checkedToday:
                    text.append(
                        localizer.rich(
                            .viewDayDone, plain: words.merging(["index": localizer.digits(day)]) { $1 }))
                case .active(let day):
                    text.append(
                        localizer.rich(
                            .viewDayOpen, plain: words.merging(["index": localizer.digits(day)]) { $1 }))
                    if rows.count < 10 {
                        rows.append([
                            context.button(
                                "✅ \(Format.label(habit.name))", .view(.checkToday(habit.id!)))
                        ])
                    }
                case .broken:
                    text.append(localizer.rich(.viewBroken, plain: ["name": habit.name]))
                case .completed:
                    let done = localizer.text(
                        habit.schedule.unit == .days ? .viewAllDaysDone : .viewAllWeeksDone)
                    text.append("🏅 \(habit.name) — \(done)")
                }
            }
        }
        if !agenda.routines.isEmpty {
            text.append("\n\n" + localizer.text(.viewRoutines), .plain)
            var buttons: [Button] = []
            for (routine, checklist) in agenda.routines {
                text.append(
                    "\n\(routine.time.text) \(bold: routine.title) — \(checklist.done)/\(checklist.total)")
                let open = checklist.items.filter { !$0.isDone }.map(\.step.title)
                text.append(open.isEmpty ? " ✅" : ": " + open.joined(separator: ", "), .plain)
                buttons.append(
                    context.button(
                        "🔁 \(Format.label(routine.title, max: 16))", .routine(.show(routine.id!))))
            }
            rows += Array(buttons.prefix(9)).rows(of: 3)
        }
        if !agenda.todos.isEmpty {
            text.append("\n\n" + localizer.text(.viewTodos), .plain)
            for todo in agenda.todos.prefix(todosShown) { text.append("\n⬜ \(todo.text)") }
            if agenda.todos.count > todosShown {
                text.append("\n" + andMore(agenda.todos.count - todosShown, "/todos", localizer))
            }
        }
        // Overdue goals are not "due within" anything: they get their own heading, first.
        let overdue = agenda.goalsDue.filter { ($0.deadline ?? context.today) < context.today }
        let dueSoon = agenda.goalsDue.filter { ($0.deadline ?? context.today) >= context.today }
        let headings = [localizer.text(.viewOverdue), localizer.count(.viewDueWithin, dueWithinDays)]
        for (heading, goals) in zip(headings, [overdue, dueSoon]) where !goals.isEmpty {
            text.append("\n\n" + heading, .plain)
            for goal in goals {
                guard let deadline = goal.deadline else { continue }
                text.append("\n\(goal.title) — \(Format.deadline(deadline, today: context.today, localizer))")
            }
        }
        return Reply(text, buttons: rows)
    }

    /// "… and 3 more: /todos", the items a view leaves out and the list that has them all.
    static func andMore(_ count: Int, _ command: String, _ localizer: Localizer) -> RichText {
        localizer.rich(
            .viewAndMore,
            [
                "count": RichText(verbatim: localizer.digits(count)),
                "command": RichText(stringLiteral: command),
            ])
    }
}
