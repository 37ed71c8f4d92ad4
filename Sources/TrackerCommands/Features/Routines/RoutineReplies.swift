import TrackerCore

/// What the bot says about routines.
enum RoutineReplies {
    /// "weekdays at 07:00", "Mon, Wed, Fri at 18:30", "werktags um 07:00".
    static func schedule(_ routine: Routine, _ localizer: Localizer) -> String {
        localizer.text(
            .routineSchedule, ["days": days(routine.days, localizer), "time": localizer.time(routine.time)])
    }

    /// "weekdays", "Mon, Wed, Fri", "Mo., Mi., Fr.".
    static func days(_ days: WeekdaySet, _ localizer: Localizer) -> String {
        guard localizer.language != .english else { return days.text }
        switch days {
        case .daily: return localizer.text(.routineDaily)
        case .weekdays: return localizer.text(.routineWeekdays)
        case .weekends: return localizer.text(.routineWeekends)
        default: return days.days.map(localizer.shortWeekdayName).joined(separator: ", ")
        }
    }

    /// The schedule at the start of a line: "Weekdays at 07:00".
    static func scheduleLine(_ routine: Routine, _ localizer: Localizer) -> String {
        Format.sentence(schedule(routine, localizer))
    }

    static func added(
        _ routine: Routine, steps: Int, number: Int, movedOthers: Bool, tip: String, context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        let number = RichText(verbatim: localizer.number(number))
        var text = localizer.rich(
            .routineAdded,
            [
                "number": number, "title": "\(bold: routine.title)",
                "schedule": RichText(verbatim: schedule(routine, localizer)),
                "steps": RichText(verbatim: localizer.count(.routineSteps, steps)),
            ])
        text.append("\n" + localizer.rich(.routineOpenChecklist, ["number": number]))
        if movedOthers { text.append("\n" + Format.renumbered("/routines", localizer)) }
        text.append("\n\n" + TipReplies.line(tip))
        return Reply(
            text,
            buttons: [[context.button(localizer.text(.routineOpenButton), .routine(.show(routine.id!)))]])
    }

    /// A page of the routines; `checklists` holds today's state of that page's routines.
    static func list(
        _ routines: [Routine], paging: Paging, checklists: [RoutineChecklist], context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        guard !routines.isEmpty else { return Reply(localizer.rich(.routineEmpty)) }
        var text: RichText = "\(bold: localizer.text(.routineListTitle))"
        if let caption = paging.caption(localizer) { text.append("\(localizer.separator)\(caption)") }
        for (offset, index) in paging.indices.enumerated() {
            let routine = routines[index]
            let checklist = checklists[offset]
            text.append("\n\(index + 1). \(bold: routine.title) — \(schedule(routine, localizer))")
            if checklist.isComplete {
                text.append(" " + localizer.rich(.routineDoneToday))
            } else if routine.isDue(on: context.today) || checklist.done > 0 {
                let counts = [
                    "done": localizer.number(checklist.done), "total": localizer.number(checklist.total),
                ]
                text.append(
                    "\(localizer.separator)"
                        + localizer.rich(.routineProgressToday, counts.mapValues { RichText(verbatim: $0) })
                )
            } else {
                text.append("\(localizer.separator)" + localizer.rich(.routineNotToday))
            }
        }
        text.append("\n\n" + localizer.rich(.routineOpenHint))
        let buttons = paging.indices.map { index in
            context.button("\(index + 1)", .routine(.show(routines[index].id!)))
        }
        return Reply(text, buttons: buttons.rows(of: 5) + paging.buttons(context) { .routine(.page($0)) })
    }

    /// Today's checklist, a button per step that ticks or unticks it.
    static func checklist(
        _ routine: Routine, number: Int?, checklist: RoutineChecklist, note: RichText?, context: Context
    ) -> Reply {
        let localizer = Localizer(context.language)
        var text = RichText()
        if let note { text.append(note + "\n\n") }
        text.append("🔁 ")
        text.append(routine.title, .bold)
        if let number {
            text.append(
                " " + localizer.rich(.routineNumber, ["number": RichText(verbatim: localizer.number(number))])
            )
        }
        text.append("\n\(scheduleLine(routine, localizer))")
        if !routine.isDue(on: context.today) {
            text.append("\(localizer.separator)" + localizer.rich(.routineNotDue))
        }
        for item in checklist.items {
            text.append("\n\(item.isDone ? "✅" : "⬜") \(item.step.position). ")
            text.append(item.step.title, item.isDone ? .strike : .plain)
        }
        text.append("\n" + ReminderReplies.doneToday(checklist, localizer))
        if checklist.isComplete { text.append("\n" + localizer.rich(.routineComplete)) }

        let id = routine.id!
        var rows: [[Button]] = checklist.items.map { item in
            [
                context.button(
                    "\(item.isDone ? "✅" : "⬜") \(item.step.position). \(Format.label(item.step.title))",
                    .routine(.toggle(id, stepID: item.step.id!)))
            ]
        }
        rows.append([
            context.button(localizer.text(.routineBackButton), .routine(.list)),
            context.button(localizer.text(.routineDeleteButton), .routine(.delete(id))),
        ])
        return Reply(text, buttons: rows)
    }

    static func confirmDelete(_ routine: Routine, context: Context) -> Reply {
        let localizer = Localizer(context.language)
        return Reply(
            localizer.rich(.routineConfirmDelete, ["title": "\(bold: routine.title)"]),
            buttons: [
                [
                    context.button(
                        localizer.text(.routineConfirmButton), .routine(.confirmDelete(routine.id!))),
                    context.button(localizer.text(.routineKeepButton), .dismiss),
                ]
            ])
    }

    static func deleted(_ routine: Routine, _ localizer: Localizer) -> Reply {
        Reply(localizer.rich(.routineDeleted, ["title": "\(bold: routine.title)"]))
    }
}
