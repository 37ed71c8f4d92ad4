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
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        text.append("📅 Today, \(Format.fullDate(context.today))", .bold)
        if let pause = agenda.pause {
            text.append(
                "\n⏸ On a pause \(PauseReplies.span(pause, today: context.today, Localizer(.english))): nothing breaks, /resume to end it."
            )
        }
        guard !agenda.isEmpty else {
            text.append(
                "\n\nNothing planned. Enjoy the day, or set something up: /goal add, /habit add, /todo add.")
            return Reply(text)
        }
        var rows: [[Button]] = []
        if !agenda.habits.isEmpty {
            text.append("\n\n🌱 Habits")
            for (habit, progress) in agenda.habits {
                text.append("\n")
                if !habit.schedule.isStrictDaily, case .active(let index) = progress.state {
                    let (mark, detail) = HabitReplies.standing(habit, progress)
                    let position = HabitWording.position(index, of: habit.length, habit.schedule.unit)
                    text.append("\(mark) \(habit.name) — \(position), \(detail)")
                    if progress.today.isOpen && rows.count < 10 {
                        rows.append([
                            context.button("✅ \(Format.label(habit.name))", .view(.checkToday(habit.id!)))
                        ])
                    }
                    continue
                }
                switch progress.state {
                case .active(let day) where progress.checkedToday:
                    text.append("✅ \(habit.name) — day \(day) of \(habit.length) done")
                case .active(let day):
                    text.append("⬜ \(habit.name) — day \(day) of \(habit.length)")
                    if rows.count < 10 {
                        rows.append([
                            context.button(
                                "✅ \(Format.label(habit.name))", .view(.checkToday(habit.id!)))
                        ])
                    }
                case .broken:
                    text.append("↺ \(habit.name) — run broke; /habits to reset")
                case .completed:
                    text.append(
                        "🏅 \(habit.name) — all \(habit.schedule.unit == .days ? "days" : "weeks") done")
                }
            }
        }
        if !agenda.routines.isEmpty {
            text.append("\n\n🔁 Routines")
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
            text.append("\n\n📝 To-dos")
            for todo in agenda.todos.prefix(todosShown) { text.append("\n⬜ \(todo.text)") }
            if agenda.todos.count > todosShown {
                text.append("\n… and \(agenda.todos.count - todosShown) more: /todos")
            }
        }
        // Overdue goals are not "due within" anything: they get their own heading, first.
        let overdue = agenda.goalsDue.filter { ($0.deadline ?? context.today) < context.today }
        let dueSoon = agenda.goalsDue.filter { ($0.deadline ?? context.today) >= context.today }
        for (heading, goals) in [("⏰ Overdue", overdue), ("🎯 Due within \(dueWithinDays) days", dueSoon)]
        where !goals.isEmpty {
            text.append("\n\n\(heading)")
            for goal in goals {
                guard let deadline = goal.deadline else { continue }
                text.append("\n\(goal.title) — \(Format.deadline(deadline, today: context.today))")
            }
        }
        return Reply(text, buttons: rows)
    }
}
