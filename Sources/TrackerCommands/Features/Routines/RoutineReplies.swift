import TrackerCore

/// What the bot says about routines.
enum RoutineReplies {
    static let complete: RichText = "🎉 Routine complete for today!"

    /// "weekdays at 07:00", "Mon, Wed, Fri at 18:30".
    static func schedule(_ routine: Routine) -> String {
        routine.days.text + " at " + routine.time.text
    }

    /// The schedule at the start of a line: "Weekdays at 07:00".
    static func scheduleLine(_ routine: Routine) -> String {
        Format.sentence(schedule(routine))
    }

    static func added(
        _ routine: Routine, steps: Int, number: Int, movedOthers: Bool, tip: String, context: Context
    ) -> Reply {
        let moved = movedOthers ? "\n" + Format.renumbered("/routines") : ""
        return Reply(
            """
            🔁 Routine \(number) added: \(bold: routine.title) — \(schedule(routine)), \
            \(Format.count(steps, "step")).
            Open today's checklist with /routine \(number).\(moved)

            \(TipReplies.line(tip))
            """,
            buttons: [[context.button("Open routine", .routine(.show(routine.id!)))]])
    }

    /// A page of the routines; `checklists` holds today's state of that page's routines.
    static func list(
        _ routines: [Routine], paging: Paging, checklists: [RoutineChecklist], context: Context
    ) -> Reply {
        guard !routines.isEmpty else {
            return Reply(
                """
                You have no routines yet. Add one with its steps on the lines below:
                /routine add Morning on weekdays at 07:00
                Drink water
                Stretch
                """)
        }
        var text: RichText = "\(bold: "Your routines")"
        if let caption = paging.caption { text.append(" · \(caption)") }
        for (offset, index) in paging.indices.enumerated() {
            let routine = routines[index]
            let checklist = checklists[offset]
            text.append("\n\(index + 1). \(bold: routine.title) — \(schedule(routine))")
            if checklist.isComplete {
                text.append(" ✅ done today")
            } else if routine.isDue(on: context.today) || checklist.done > 0 {
                text.append(" · \(checklist.done)/\(checklist.total) today")
            } else {
                text.append(" · not today")
            }
        }
        text.append("\n\nOpen one with /routine <n> or a button.")
        let buttons = paging.indices.map { index in
            context.button("\(index + 1)", .routine(.show(routines[index].id!)))
        }
        return Reply(text, buttons: buttons.rows(of: 5) + paging.buttons(context) { .routine(.page($0)) })
    }

    /// Today's checklist, a button per step that ticks or unticks it.
    static func checklist(
        _ routine: Routine, number: Int?, checklist: RoutineChecklist, note: RichText?, context: Context
    ) -> Reply {
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        text.append("🔁 ")
        text.append(routine.title, .bold)
        if let number { text.append(" (routine \(number))") }
        text.append("\n\(scheduleLine(routine))")
        if !routine.isDue(on: context.today) {
            text.append(" · not due today, but you can still tick steps")
        }
        for item in checklist.items {
            text.append("\n\(item.isDone ? "✅" : "⬜") \(item.step.position). ")
            text.append(item.step.title, item.isDone ? .strike : .plain)
        }
        text.append("\n\(checklist.done)/\(checklist.total) done today")
        if checklist.isComplete { text.append("\n" + complete) }

        let id = routine.id!
        var rows: [[Button]] = checklist.items.map { item in
            [
                context.button(
                    "\(item.isDone ? "✅" : "⬜") \(item.step.position). \(Format.label(item.step.title))",
                    .routine(.toggle(id, stepID: item.step.id!)))
            ]
        }
        rows.append([
            context.button("« Routines", .routine(.list)), context.button("Delete", .routine(.delete(id))),
        ])
        return Reply(text, buttons: rows)
    }

    static func confirmDelete(_ routine: Routine, context: Context) -> Reply {
        Reply(
            "Delete the routine \(bold: routine.title) and its steps? This cannot be undone.",
            buttons: [
                [
                    context.button("🗑 Delete", .routine(.confirmDelete(routine.id!))),
                    context.button("Keep it", .dismiss),
                ]
            ])
    }

    static func deleted(_ routine: Routine) -> Reply {
        Reply("Deleted the routine \(bold: routine.title).")
    }
}
