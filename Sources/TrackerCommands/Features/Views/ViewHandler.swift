import Foundation
import TrackerCore
import TrackerStore

/// Builds the views over everything a user has: profile, today's agenda, history,
/// calendar and progress.
struct ViewHandler {
    let context: Context

    private var tx: any StoreTransaction { context.tx }

    func handle(_ action: ViewAction) throws -> Reply {
        switch action {
        case .profile: return try profile()
        case .today: return try today()
        case .checkToday(let ref):
            let habits = HabitHandler(context: context)
            let habit = try habits.habit(ref)
            let outcome = try habits.record(habit).outcome
            return try today(
                note: HabitCheckInReplies.checkIn(habit, outcome: outcome, context: context).text)
        case .history(let search): return try history(search: search)
        case .historyPage(let page): return try historyPage(page)
        case .calendar(let month): return try calendar(month)
        case .year: return try year()
        case .progress: return try progress()
        }
    }

    private func profile() throws -> Reply {
        let goals = try tx.goals.all(of: context.userID)
        let habits = try tx.habits.all(of: context.userID)
        let evaluator = try HabitEvaluator(context: context)
        let stats = ProfileReplies.Stats(
            currentGoals: goals.filter { !$0.isCompleted }.count,
            completedGoals: goals.filter(\.isCompleted).count,
            activeHabits: habits.filter { $0.completedOn == nil }.count,
            finishedHabits: habits.filter { $0.completedOn != nil }.count,
            openTodos: try tx.todos.openCount(of: context.userID),
            routines: try tx.routines.count(of: context.userID),
            bestStreak: try evaluator.bestStreaks(of: habits).days,
            bestWeekStreak: try evaluator.bestStreaks(of: habits).weeks,
            memberSince: context.calendar.localDate(of: context.user.createdAt))
        return ProfileReplies.profile(context.user, stats: stats, context: context)
    }

    private func today(note: RichText? = nil) throws -> Reply {
        let evaluator = try HabitEvaluator(context: context)
        let habits = try tx.habits.all(of: context.userID).filter { $0.completedOn == nil }
        let routines = try tx.routines.all(of: context.userID).filter { $0.isDue(on: context.today) }
        let soon = context.today.adding(days: TodayReplies.dueWithinDays)
        let agenda = TodayReplies.Agenda(
            pause: try tx.pauses.all(of: context.userID).first { $0.covers(context.today) },
            habits: try habits.map { ($0, try evaluator.progress(of: $0)) },
            routines: try routines.map { ($0, try tx.routines.checklist(of: $0, on: context.today)) },
            todos: try tx.todos.open(of: context.userID),
            goalsDue: try tx.goals.open(of: context.userID).filter { goal in
                goal.deadline.map { $0 <= soon } ?? false
            })
        return TodayReplies.agenda(agenda, note: note, context: context)
    }

    private func history(search: String?) throws -> Reply {
        var goals = try tx.goals.completed(of: context.userID)
        if let search {
            goals = goals.filter { goal in
                [goal.title, goal.why ?? ""].contains {
                    $0.range(of: search, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                }
            }
        }
        try tx.listViews.save(goals.map { $0.id! }, kind: .history, userID: context.userID, filter: search)
        return HistoryReplies.list(
            goals, paging: Paging(total: goals.count, page: 1), search: search, context: context)
    }

    /// A page of the history last shown, in its order; goals reopened or deleted since drop out.
    private func historyPage(_ page: Int) throws -> Reply {
        guard let shown = try tx.listViews.last(.history, userID: context.userID) else {
            return try history(search: nil)
        }
        let byID = Dictionary(
            uniqueKeysWithValues: try tx.goals.completed(of: context.userID).map { ($0.id!, $0) })
        let goals = shown.ids.compactMap { byID[$0] }
        return HistoryReplies.list(
            goals, paging: Paging(total: goals.count, page: page), search: shown.filter, context: context)
    }

    /// The month's marks, counted from each habit's day results as `/calendar year` counts
    /// them: a day is checked when a habit was done or had an extra check-in that day.
    private func calendar(_ month: LocalDate) throws -> Reply {
        let days = month.firstOfMonth...month.lastOfMonth
        let goals = try tx.goals.all(of: context.userID)
        let evaluator = try HabitEvaluator(context: context)
        let histories = try tx.habits.all(of: context.userID).map { try evaluator.history(of: $0) }
        let dates = (0..<days.upperBound.day).map { days.lowerBound.adding(days: $0) }
        var checked: [LocalDate: Int] = [:]
        for history in histories {
            for day in dates {
                let result = history.result(on: day, isPaused: evaluator.isPaused)
                if result == .done || result == .extra { checked[day, default: 0] += 1 }
            }
        }
        let marks = CalendarReplies.Marks(
            goalsSet: goals.map { context.calendar.localDate(of: $0.createdAt) }.filter(days.contains),
            goalsReached: goals.compactMap { $0.completedAt.map(context.calendar.localDate(of:)) }
                .filter(days.contains),
            checkedIn: Set(checked.keys),
            paused: Set(dates.filter(evaluator.isPaused)),
            checkIns: checked.values.reduce(0, +))
        return CalendarReplies.month(
            MonthGrid(month: month, weekStart: context.user.weekStart), marks: marks, context: context)
    }

    /// Every habit's last 12 months, each day the share of its due habits checked in.
    private func year() throws -> Reply {
        let evaluator = try HabitEvaluator(context: context)
        let habits = try tx.habits.all(of: context.userID)
        let histories = try habits.map { try evaluator.history(of: $0) }
        let grid = evaluator.year
        return HeatmapReplies.year(
            HeatmapPicture.days(of: histories, grid: grid, isPaused: evaluator.isPaused),
            tallies: HeatmapPicture.tallies(of: histories, grid: grid, isPaused: evaluator.isPaused),
            grid: grid, bestStreaks: try evaluator.bestStreaks(of: habits), Localizer(context.language))
    }

    private func progress() throws -> Reply {
        let evaluator = try HabitEvaluator(context: context)
        let goals = try tx.goals.open(of: context.userID)
        let habits = try tx.habits.all(of: context.userID).filter { $0.completedOn == nil }
        let shownHabits = try habits.prefix(ProgressReplies.shownPerKind).map {
            ($0, try evaluator.progress(of: $0))
        }
        // One habit and nothing else: the picture is the habit's run, drawn as its card draws it.
        var onlyRun: Picture?
        if goals.isEmpty, habits.count == 1, let (habit, progress) = shownHabits.first {
            onlyRun = HabitCardReplies.picture(
                habit, progress: progress, run: try evaluator.run(of: habit), context: context)
        }
        return ProgressReplies.progress(
            goals: try goals.prefix(ProgressReplies.shownPerKind).map {
                ($0, try tx.goals.checkpoints(of: $0))
            },
            goalCount: goals.count, habits: shownHabits, habitCount: habits.count, onlyRun: onlyRun,
            context: context)
    }
}
