/// A routine's steps on one local day, each done or not.
public struct RoutineChecklist: Sendable, Hashable {
    /// One step and whether it is ticked off today.
    public struct Item: Sendable, Hashable {
        /// The step.
        public var step: RoutineStep
        /// Whether it is ticked off on the checklist's day.
        public var isDone: Bool

        /// `step`, ticked off when `isDone`.
        public init(step: RoutineStep, isDone: Bool) {
            self.step = step
            self.isDone = isDone
        }
    }

    /// The steps in order.
    public var items: [Item]

    /// Builds the checklist from a routine's steps and the ids of the steps done that day.
    /// Steps are ordered by position, whatever order they come in.
    public init(steps: [RoutineStep], doneStepIDs: Set<Int64>) {
        items = steps.sorted { $0.position < $1.position }.map { step in
            Item(step: step, isDone: step.id.map(doneStepIDs.contains) ?? false)
        }
    }

    /// Steps ticked off.
    public var done: Int { items.filter(\.isDone).count }
    /// Steps in the routine.
    public var total: Int { items.count }

    /// Every step is done. A routine without steps is never complete: there was nothing to do.
    public var isComplete: Bool { total > 0 && done == total }
}
