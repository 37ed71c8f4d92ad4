import GRDB
import TrackerCore

extension Routine {
    /// A user's routines as `/routines` lists them: by time of day, then by creation.
    public static func all(of userID: Int64, in db: Database) throws -> [Routine] {
        try Routine.fetchAll(
            cached: "SELECT * FROM routine WHERE userID = ? ORDER BY time, id", [userID], in: db)
    }

    /// The routine with this id if it belongs to `userID`, else `nil`: a forged id reaches nothing.
    public static func owned(by userID: Int64, id: Int64, in db: Database) throws -> Routine? {
        try Routine.filter(Columns.userID == userID && Columns.id == id).fetchOne(db)
    }

    /// How many routines the user has, for the per-user limit on routines and `/profile`.
    public static func count(of userID: Int64, in db: Database) throws -> Int {
        try Routine.filter(Columns.userID == userID).fetchCount(db)
    }

    /// The steps in order.
    public func steps(in db: Database) throws -> [RoutineStep] {
        guard let id else { return [] }
        return try RoutineStep.filter(RoutineStep.Columns.routineID == id).order(RoutineStep.Columns.position)
            .fetchAll(db)
    }

    /// The checklist of local day `date`.
    public func checklist(on date: LocalDate, in db: Database) throws -> RoutineChecklist {
        let steps = try steps(in: db)
        let done = try Int64.fetchAll(
            db,
            StepCompletion.select(StepCompletion.Columns.stepID)
                .filter(
                    steps.compactMap(\.id).contains(StepCompletion.Columns.stepID)
                        && StepCompletion.Columns.date == date))
        return RoutineChecklist(steps: steps, doneStepIDs: Set(done))
    }

    /// Replaces the steps with `titles`, in order. Completions of the old steps go with them.
    public func replaceSteps(with titles: [String], in db: Database) throws {
        guard let id else { return }
        try RoutineStep.filter(RoutineStep.Columns.routineID == id).deleteAll(db)
        for (index, title) in titles.enumerated() {
            var step = RoutineStep(routineID: id, position: index + 1, title: title)
            try step.insert(db)
        }
    }
}

extension StepCompletion {
    /// Marks `stepID` done on `date` if it was not, or not done if it was.
    /// - Returns: whether the step is done afterwards.
    public static func toggle(stepID: Int64, on date: LocalDate, in db: Database) throws -> Bool {
        let completion = StepCompletion(stepID: stepID, date: date)
        if try completion.exists(db) {
            try completion.delete(db)
            return false
        }
        try completion.insert(db)
        return true
    }
}
