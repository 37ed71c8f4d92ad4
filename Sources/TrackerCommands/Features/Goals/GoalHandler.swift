import TrackerCore
import TrackerStore

/// Applies goal actions: goals with a why, a deadline and checkpoints.
struct GoalHandler {
    let context: Context

    private var goals: any GoalStore { context.tx.goals }

    private var localizer: Localizer { Localizer(context.language) }

    private var positions: ListPositions {
        ListPositions(kind: .goals) { [context] in
            try context.tx.goals.open(of: context.userID).map { ListedItem(id: $0.id!, name: $0.title) }
        }
    }

    /// The numbers of `/history`, which `/goal reopen <n>` takes: only completed goals reopen.
    private var history: ListPositions {
        ListPositions(kind: .history) { [context] in
            try context.tx.goals.completed(of: context.userID).map {
                ListedItem(id: $0.id!, name: $0.title)
            }
        }
    }

    func handle(_ action: GoalAction) throws -> Reply {
        switch action {
        case .add(let title, let deadline, let why):
            return try add(title: title, deadline: deadline, why: why)
        case .list: return try list()
        case .page(let page): return try list(page: page, keepingShownOrder: true)
        case .show(let ref): return try card(of: goal(ref))
        case .checkpointsPage(let ref, let page): return try card(of: goal(ref), page: page)
        case .editTitle(let ref, let title):
            var goal = try goal(ref)
            goal.title = title
            try goals.update(goal)
            return try card(of: goal, note: localizer.rich(.goalTitleChanged))
        case .editDeadline(let ref, let deadline):
            var goal = try goal(ref)
            goal.deadline = deadline
            try goals.update(goal)
            return try card(
                of: goal, note: localizer.rich(deadline == nil ? .goalDeadlineRemoved : .goalDeadlineChanged))
        case .editWhy(let ref, let why):
            var goal = try goal(ref)
            goal.why = why
            try goals.update(goal)
            return try card(of: goal, note: localizer.rich(why == nil ? .goalWhyRemoved : .goalWhyChanged))
        case .complete(let ref): return try complete(ref)
        case .reopen(let ref):
            var goal = try goal(ref, in: history, listCommand: "/history")
            guard goal.isCompleted else { return try card(of: goal, note: localizer.rich(.goalStillOpen)) }
            try ensureRoomForOpenGoal()
            goal.completedAt = nil
            try goals.update(goal)
            return try card(of: goal, note: localizer.rich(.goalReopened))
        case .delete(let ref):
            let goal = try goal(ref)
            return GoalReplies.confirmDelete(goal, context: context)
        case .confirmDelete(let ref):
            let goal = try goal(ref)
            try goals.delete(goal)
            return GoalReplies.deleted(goal, localizer)
        case .addStep(let ref, let title): return try addStep(to: ref, title: title)
        case .tick(let ref, let step): return try tick(ref, step: step)
        }
    }

    private func add(title: String, deadline: LocalDate?, why: String?) throws -> Reply {
        try ensureRoomForOpenGoal()
        var goal = Goal(
            userID: context.userID, title: title, why: why, deadline: deadline, createdAt: context.now)
        try goals.insert(&goal)
        let (numbers, movedOthers) = try positions.add([goal.id!], in: context)
        return GoalReplies.added(goal, number: numbers[0], movedOthers: movedOthers, context: context)
    }

    /// A page of the open goals. `/goals` renumbers them; a page turn keeps the numbers shown.
    private func list(page: Int = 1, keepingShownOrder: Bool = false) throws -> Reply {
        var shown = try goals.open(of: context.userID)
        if keepingShownOrder {
            shown = try positions.inShownOrder(shown, id: { $0.id! }, in: context)
        } else {
            try positions.show(shown.map { $0.id! }, in: context)
        }
        let paging = Paging(total: shown.count, page: page)
        let counts = try paging.indices.map { try GoalRules.progress(goals.checkpoints(of: shown[$0])) }
        return GoalReplies.list(shown, paging: paging, progress: counts, context: context)
    }

    private func complete(_ ref: ItemRef) throws -> Reply {
        var goal = try goal(ref)
        guard !goal.isCompleted else {
            return try card(of: goal, note: localizer.rich(.goalAlreadyCompleted))
        }
        let remaining = GoalRules.remaining(try goals.checkpoints(of: goal))
        guard remaining.isEmpty else {
            throw CommandError(GoalReplies.blocked(goal, remaining: remaining, localizer))
        }
        goal.completedAt = context.now
        try goals.update(goal)
        return GoalReplies.completed(goal, context: context)
    }

    private func addStep(to ref: ItemRef, title: String) throws -> Reply {
        let goal = try goal(ref)
        let checkpoints = try goals.checkpoints(of: goal)
        guard checkpoints.count < Limits.checkpointsPerGoal else {
            throw CommandError(
                localizer.rich(
                    .goalTooManyCheckpoints, plain: ["limit": localizer.digits(Limits.checkpointsPerGoal)]))
        }
        var checkpoint = Checkpoint(
            goalID: goal.id!, position: (checkpoints.map(\.position).max() ?? 0) + 1, title: title)
        try goals.insert(&checkpoint)
        return try card(
            of: goal,
            note: localizer.rich(
                .goalCheckpointAdded, plain: ["number": localizer.digits(checkpoint.position)]))
    }

    private func tick(_ ref: ItemRef, step: Int) throws -> Reply {
        let goal = try goal(ref)
        let checkpoints = try goals.checkpoints(of: goal)
        guard var checkpoint = checkpoints.first(where: { $0.position == step }) else {
            throw CommandError(
                checkpoints.isEmpty
                    ? localizer.rich(.goalNoCheckpointsToTick)
                    : localizer.rich(
                        .goalNoSuchCheckpoint,
                        plain: ["step": localizer.digits(step), "count": localizer.digits(checkpoints.count)])
            )
        }
        guard !checkpoint.isDone else {
            return try card(
                of: goal,
                note: localizer.rich(.goalCheckpointAlreadyDone, plain: ["step": localizer.digits(step)]))
        }
        checkpoint.doneOn = context.today
        try goals.update(checkpoint)
        let remaining = GoalRules.remaining(try goals.checkpoints(of: goal))
        if remaining.isEmpty && !goal.isCompleted {
            return try card(of: goal, note: localizer.rich(.goalLastCheckpoint))
        }
        return try card(of: goal, note: localizer.rich(.goalTicked, plain: ["title": checkpoint.title]))
    }

    private func card(of goal: Goal, note: RichText? = nil, page: Int = 1) throws -> Reply {
        let number = try positions.position(of: goal.id!, in: context)
        return GoalReplies.card(
            goal, number: number, checkpoints: try goals.checkpoints(of: goal), note: note, page: page,
            context: context)
    }

    private func goal(_ ref: ItemRef) throws -> Goal {
        try goal(ref, in: positions, listCommand: "/goals")
    }

    private func goal(_ ref: ItemRef, in list: ListPositions, listCommand: String) throws -> Goal {
        let id = try list.id(of: ref, listCommand: listCommand, in: context)
        guard let goal = try goals.find(id, of: context.userID) else {
            throw CommandError(localizer.rich(.goalGone))
        }
        return goal
    }

    private func ensureRoomForOpenGoal() throws {
        let open = try goals.openCount(of: context.userID)
        guard open < Limits.openItemsPerKind else {
            throw CommandError(localizer.rich(.goalTooMany, plain: ["count": localizer.digits(open)]))
        }
    }
}
