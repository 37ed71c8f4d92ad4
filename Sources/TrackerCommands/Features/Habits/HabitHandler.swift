import TrackerCore
import TrackerStore

/// Applies habit actions: programs on every day, chosen days or a weekly target, with or
/// without amounts, and their check-ins.
struct HabitHandler {
    let context: Context

    var habits: any HabitStore { context.tx.habits }

    var localizer: Localizer { Localizer(context.language) }

    var positions: ListPositions {
        ListPositions(kind: .habits) { [context] in
            Self.listed(try context.tx.habits.all(of: context.userID))
        }
    }

    /// The habits in the order their list shows them, by id as the store gives them.
    private static func listed(_ habits: [Habit]) -> [ListedItem] {
        habits.sorted { $0.id! < $1.id! }.map { ListedItem(id: $0.id!, name: $0.name) }
    }

    func handle(_ action: HabitAction) throws -> Reply {
        switch action {
        case .add(let name, let length, let schedule):
            return try add(name: name, length: length, schedule: schedule)
        case .list: return try list()
        case .page(let page): return try list(page: page, keepingShownOrder: true)
        case .show(let ref): return try show(habit(ref))
        case .history(let ref): return try history(habit(ref))
        case .check(let selector, let amount, let note):
            return try check(selector, amount: amount, note: note)
        case .checkOn(let ref, let day): return try checkFromReminder(ref, day: day)
        case .undo(let selector, let amount): return try undo(selector, amount: amount)
        case .reset(let ref):
            let habit = try habit(ref, doing: "/habit reset")
            // A run going well is a lot to lose to a typo: ask first.
            let progress = try HabitEvaluator(context: context).progress(of: habit)
            if case .active = progress.state, progress.checkIns > 0 {
                return HabitReplies.confirmReset(habit, progress: progress, context: context)
            }
            return try reset(habit)
        case .confirmReset(let ref): return try reset(habit(ref, doing: "/habit reset"))
        case .delete(let ref): return HabitReplies.confirmDelete(try habit(ref), context: context)
        case .confirmDelete(let ref):
            let habit = try habit(ref)
            try habits.delete(habit)
            return HabitReplies.deleted(habit, localizer)
        case .editName(let ref, let name): return try rename(habit(ref), to: name)
        case .editFrequency(let ref, let frequency): return try change(habit(ref), frequency: frequency)
        case .editTarget(let ref, let target): return try change(habit(ref), target: target)
        case .editLength(let ref, let length, let unit):
            return try change(habit(ref), length: length, unit: unit)
        }
    }

    /// A reminder's ✅ for `day`: checks the habit in while `day` is still today. A reminder
    /// with more to press stays as it was, with the habits checked in from it marked done and
    /// this check-in's answer under it (``ReminderReplies/checkedIn(_:from:answer:)``);
    /// otherwise the answer takes the reminder's place.
    func checkFromReminder(_ ref: ItemRef, day: LocalDate) throws -> Reply {
        let habit = try habit(ref)
        guard day == context.today else {
            return HabitCheckInReplies.dayOver(habit, day: day, context: context)
        }
        let answer = try checkIn(habit, amount: nil, note: nil)
        guard let messageID = context.pressedMessageID,
            let reminder = try context.tx.outbox.replies(ofMessage: messageID, in: context.chat)
        else { return answer }
        // Checked in from this reminder: this habit, and those whose buttons are gone from it.
        let offered = Set(reminder.latest.buttons.joined())
        var done = [habit]
        for (button, id) in ReminderReplies.checkInButtons(reminder.first.buttons)
        where id != habit.id && !offered.contains(button) {
            if let earlier = try habits.find(id, of: context.userID) { done.append(earlier) }
        }
        return ReminderReplies.checkedIn(
            done, from: reminder, answer: answer) ?? answer
    }

    private func add(name: String, length: Int, schedule: HabitSchedule) throws -> Reply {
        let all = try habits.all(of: context.userID)
        let active = all.filter { $0.completedOn == nil }
        guard active.count < Limits.openItemsPerKind else {
            throw CommandError(
                localizer.rich(.habitTooMany, plain: ["count": localizer.digits(active.count)]))
        }
        if let same = active.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw CommandError(localizer.rich(.habitAlreadyExists, ["name": "\(bold: same.name)"]))
        }
        var habit = Habit(
            userID: context.userID, name: name, length: length, runStartedOn: context.today,
            createdAt: context.now, schedule: schedule)
        try habits.insert(&habit)
        // The list is the habits just read and the new one: no need to read it again.
        let listed = Self.listed(all + [habit])
        let (numbers, movedOthers) = try ListPositions(kind: .habits) { listed }.add([habit.id!], in: context)
        var reply = HabitReplies.added(habit, number: numbers[0], context: context)
        if movedOthers { reply.text.append("\n" + Format.renumbered("/habits", localizer)) }
        return reply
    }

    /// A page of the habits. `/habits` renumbers them; a page turn keeps the numbers shown.
    private func list(page: Int = 1, keepingShownOrder: Bool = false) throws -> Reply {
        var shown = try habits.all(of: context.userID)
        if keepingShownOrder {
            shown = try positions.inShownOrder(shown, id: { $0.id! }, in: context)
        } else {
            try positions.show(shown.map { $0.id! }, in: context)
        }
        let paging = Paging(total: shown.count, page: page)
        let evaluator = try HabitEvaluator(context: context)
        let states = try paging.indices.map { try evaluator.progress(of: shown[$0]) }
        return HabitReplies.list(shown, paging: paging, progress: states, context: context)
    }

    /// The habit's card: what it asks for, where the run stands, recent check-ins and notes.
    private func show(_ habit: Habit) throws -> Reply {
        let evaluator = try HabitEvaluator(context: context)
        let progress = try evaluator.progress(of: habit)
        let recent = try habits.recentCheckIns(of: habit, limit: HabitCardReplies.recentCheckIns)
        return HabitCardReplies.card(
            habit, progress: progress, run: try evaluator.run(of: habit), recent: recent,
            from: try evaluator.takesEffect(habit), context: context)
    }

    /// The habit's last 12 months, a square a day.
    private func history(_ habit: Habit) throws -> Reply {
        let evaluator = try HabitEvaluator(context: context)
        let history = try evaluator.history(of: habit)
        let grid = evaluator.year
        return HeatmapReplies.habit(
            habit, days: HeatmapPicture.days(of: history, grid: grid, isPaused: evaluator.isPaused),
            tallies: HeatmapPicture.tallies(of: [history], grid: grid, isPaused: evaluator.isPaused),
            grid: grid, bestStreak: try evaluator.bestStreak(of: habit), Localizer(context.language))
    }

    private func reset(_ habit: Habit) throws -> Reply {
        let habit = habit.restarted(on: context.today)
        try habits.update(habit)
        return HabitReplies.reset(habit, context: context)
    }

    /// The habit `ref` names, or a ``CommandError`` saying why there is none.
    func habit(_ ref: ItemRef) throws -> Habit {
        let id = try positions.id(of: ref, listCommand: "/habits", in: context)
        guard let habit = try habits.find(id, of: context.userID) else {
            throw CommandError(localizer.rich(.habitGone))
        }
        return habit
    }
}
