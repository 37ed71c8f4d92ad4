import GRDB
import TrackerCore
import TrackerStore

/// Applies habit actions: strict N-day programs with one check-in per local day.
struct HabitHandler {
    let context: Context

    private var db: Database { context.db }

    private var positions: ListPositions {
        ListPositions(kind: .habits) { [context] in
            try Habit.all(of: context.userID, in: context.db).map { $0.id! }
        }
    }

    func handle(_ action: HabitAction) throws -> Reply {
        switch action {
        case .add(let name, let length): return try add(name: name, length: length)
        case .list: return try list()
        case .page(let page): return try list(page: page, keepingShownOrder: true)
        case .check(let selector): return try check(selector)
        case .reset(let ref):
            let habit = try sharedInGroup(habit(ref))
            // A run going well is a lot to lose to a typo: ask first.
            let progress = try progress(of: habit)
            if case .active = progress.state, progress.checkIns > 0 {
                return HabitReplies.confirmReset(habit, progress: progress, context: context)
            }
            return try reset(habit)
        case .confirmReset(let ref): return try reset(sharedInGroup(habit(ref)))
        case .delete(let ref): return HabitReplies.confirmDelete(try habit(ref), context: context)
        case .confirmDelete(let ref):
            let habit = try habit(ref)
            try habit.delete(db)
            return HabitReplies.deleted(habit)
        }
    }

    private func add(name: String, length: Int) throws -> Reply {
        let habits = try Habit.all(of: context.userID, in: db)
        let active = habits.filter { $0.completedOn == nil }
        guard active.count < Limits.openItemsPerKind else {
            throw CommandError("You have \(active.count) active habits, the most I keep. Delete some first.")
        }
        if let same = active.first(where: { $0.name.lowercased() == name.lowercased() }) {
            throw CommandError("You already have an active habit called \(bold: same.name). See /habits.")
        }
        var habit = Habit(
            userID: context.userID, name: name, length: length, runStartedOn: context.today,
            createdAt: context.now)
        try habit.insert(db)
        let number = try positions.append(habit.id!, in: context)
        return HabitReplies.added(habit, number: number, context: context)
    }

    /// A page of the habits. `/habits` renumbers them; a page turn keeps the numbers shown.
    private func list(page: Int = 1, keepingShownOrder: Bool = false) throws -> Reply {
        var habits = try Habit.all(of: context.userID, in: db)
        if keepingShownOrder {
            habits = try positions.inShownOrder(habits, id: { $0.id! }, in: context)
        } else {
            try positions.show(habits.map { $0.id! }, in: context)
        }
        let paging = Paging(total: habits.count, page: page)
        let evaluator = try HabitEvaluator(context: context)
        let states = try paging.indices.map { try evaluator.progress(of: habits[$0]) }
        return HabitReplies.list(habits, paging: paging, progress: states, context: context)
    }

    private func check(_ selector: HabitSelector?) throws -> Reply {
        if context.isGroup { return try checkIn(groupHabit(selector)) }
        let habit: Habit
        switch selector {
        case .ref(let ref)?: habit = try self.habit(ref)
        case .name(let name)?:
            let habits = try Habit.all(of: context.userID, in: db)
            let matches = habits.filter { $0.name.lowercased() == name.lowercased() }
            let candidates =
                matches.isEmpty
                ? habits.filter { $0.name.lowercased().hasPrefix(name.lowercased()) } : matches
            // Prefer a habit still running over a finished one with the same name.
            guard let found = candidates.first(where: { $0.completedOn == nil }) ?? candidates.first else {
                throw CommandError("You have no habit called “\(name)”. See /habits.", usage: Usage.check)
            }
            habit = found
        case nil:
            let habits = try Habit.all(of: context.userID, in: db)
            let active = habits.filter { $0.completedOn == nil }
            if active.isEmpty {
                throw CommandError(
                    habits.isEmpty
                        ? "You have no habits yet. Start one: /habit add Read for 21 days"
                        : "All your programs are complete. Start a new one: /habit add <name>")
            }
            if active.count == 1 {
                habit = active[0]
            } else {
                let evaluator = try HabitEvaluator(context: context)
                let open = try active.filter { try !evaluator.progress(of: $0).checkedToday }
                return HabitReplies.choose(open, context: context)
            }
        }
        return try checkIn(habit)
    }

    private func checkIn(_ habit: Habit) throws -> Reply {
        HabitReplies.checkIn(habit, outcome: try record(habit), context: context)
    }

    /// Decides a check-in of `habit` today and records it if it counts.
    func record(_ habit: Habit) throws -> CheckInOutcome {
        var habit = habit
        // A zone change can move "today" back before the day the run started; a check-in
        // there would count a day that is not part of the run.
        guard context.today >= habit.runStartedOn else {
            throw CommandError(
                "\(bold: habit.name)'s run starts \(Format.onDate(habit.runStartedOn, today: context.today)) in your "
                    + "time zone. Check in from that day on.")
        }
        let before = try progress(of: habit)
        let outcome = CheckInOutcome.decide(before)
        if outcome.isRecorded {
            try CheckIn(habitID: habit.id!, run: habit.run, date: context.today, createdAt: context.now)
                .record(in: db)
        }
        if case .programCompleted = outcome {
            habit.completedOn = context.today
            try habit.update(db)
        }
        return outcome
    }

    private func reset(_ habit: Habit) throws -> Reply {
        let habit = habit.restarted(on: context.today)
        try habit.update(db)
        return HabitReplies.reset(habit, context: context)
    }

    private func progress(of habit: Habit) throws -> HabitProgress {
        try HabitEvaluator(context: context).progress(of: habit)
    }

    /// The habit `ref` names, or a ``CommandError`` saying why there is none.
    func habit(_ ref: ItemRef) throws -> Habit {
        let id = try positions.id(of: ref, noun: "habit", listCommand: "/habits", in: context)
        guard let habit = try Habit.owned(by: context.userID, id: id, in: db) else {
            throw CommandError("That habit no longer exists. See /habits.")
        }
        return habit
    }
}
