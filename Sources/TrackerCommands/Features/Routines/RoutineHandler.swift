import TrackerCore
import TrackerStore

/// Applies routine actions: fixed step lists on chosen days, ticked off per local day.
struct RoutineHandler {
    let context: Context

    private var routines: any RoutineStore { context.tx.routines }

    private var localizer: Localizer { Localizer(context.language) }

    private var positions: ListPositions {
        ListPositions(kind: .routines) { [context] in
            try context.tx.routines.all(of: context.userID).map { ListedItem(id: $0.id!, name: $0.title) }
        }
    }

    func handle(_ action: RoutineAction) throws -> Reply {
        switch action {
        case .add(let title, let days, let time, let steps):
            return try add(title: title, days: days, time: time, steps: steps)
        case .list: return try list()
        case .page(let page): return try list(page: page, keepingShownOrder: true)
        case .show(let ref): return try checklist(of: routine(ref))
        case .toggle(let ref, let stepID): return try toggle(ref, stepID: stepID)
        case .editTitle(let ref, let title):
            var routine = try routine(ref)
            routine.title = title
            try routines.update(routine)
            return try checklist(of: routine, note: localizer.rich(.routineTitleChanged))
        case .editDays(let ref, let days):
            var routine = try routine(ref)
            routine.days = days
            try routines.update(routine)
            return try checklist(
                of: routine,
                note: localizer.rich(
                    .routineDaysChanged, ["days": RichText(verbatim: RoutineReplies.days(days, localizer))]))
        case .editTime(let ref, let time):
            var routine = try routine(ref)
            routine.time = time
            try routines.update(routine)
            return try checklist(
                of: routine,
                note: localizer.rich(.routineTimeChanged, ["time": RichText(verbatim: localizer.time(time))]))
        case .editSteps(let ref, let steps):
            let routine = try routine(ref)
            try routines.replaceSteps(of: routine, with: steps)
            return try checklist(of: routine, note: localizer.rich(.routineStepsReplaced))
        case .delete(let ref):
            return RoutineReplies.confirmDelete(try routine(ref), context: context)
        case .confirmDelete(let ref):
            let routine = try routine(ref)
            try routines.delete(routine)
            return RoutineReplies.deleted(routine, localizer)
        }
    }

    private func add(title: String, days: WeekdaySet, time: TimeOfDay, steps: [String]) throws -> Reply {
        let count = try routines.count(of: context.userID)
        guard count < Limits.openItemsPerKind else {
            throw CommandError(RichText(stringLiteral: localizer.count(.routineTooMany, count)))
        }
        var routine = Routine(
            userID: context.userID, title: title, days: days, time: time, createdAt: context.now)
        try routines.insert(&routine)
        try routines.replaceSteps(of: routine, with: steps)
        let (numbers, movedOthers) = try positions.add([routine.id!], in: context)
        return RoutineReplies.added(
            routine, steps: steps.count, number: numbers[0], movedOthers: movedOthers,
            tip: try Tips.next(in: context),
            context: context)
    }

    /// A page of the routines. `/routines` renumbers them; a page turn keeps the numbers shown.
    private func list(page: Int = 1, keepingShownOrder: Bool = false) throws -> Reply {
        var shown = try routines.all(of: context.userID)
        if keepingShownOrder {
            shown = try positions.inShownOrder(shown, id: { $0.id! }, in: context)
        } else {
            try positions.show(shown.map { $0.id! }, in: context)
        }
        let paging = Paging(total: shown.count, page: page)
        let checklists = try paging.indices.map { try routines.checklist(of: shown[$0], on: context.today) }
        return RoutineReplies.list(shown, paging: paging, checklists: checklists, context: context)
    }

    private func toggle(_ ref: ItemRef, stepID: Int64) throws -> Reply {
        let routine = try routine(ref)
        guard try routines.steps(of: routine).contains(where: { $0.id == stepID }) else {
            throw CommandError(localizer.rich(.routineStepGone))
        }
        _ = try routines.toggleStep(stepID, on: context.today)
        return try checklist(of: routine)
    }

    private func checklist(of routine: Routine, note: RichText? = nil) throws -> Reply {
        RoutineReplies.checklist(
            routine, number: try positions.position(of: routine.id!, in: context),
            checklist: try routines.checklist(of: routine, on: context.today), note: note, context: context)
    }

    private func routine(_ ref: ItemRef) throws -> Routine {
        let id = try positions.id(of: ref, listCommand: "/routines", in: context)
        guard let routine = try routines.find(id, of: context.userID) else {
            throw CommandError(localizer.rich(.routineGone))
        }
        return routine
    }
}
