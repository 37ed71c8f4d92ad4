import TrackerCore

/// The reads an export is made of, one per kind of row: each store answers them with its own
/// queries, and ``UserData/load(for:from:)`` puts the parts together the same way for all.
public protocol UserDataReads {
    /// Every goal of the user, open and completed, by `id`.
    func goals(of userID: Int64) throws -> [Goal]
    /// The goal's checkpoints, by position.
    func checkpoints(of goalID: Int64) throws -> [Checkpoint]
    /// Every habit of the user, by `id`.
    func habits(of userID: Int64) throws -> [Habit]
    /// Every check-in of the habit, across runs: by day, then run, then `id`.
    func checkIns(of habitID: Int64) throws -> [CheckIn]
    /// Every to-do of the user, open and done, by `id`.
    func todos(of userID: Int64) throws -> [Todo]
    /// Every routine of the user, by `id`.
    func routines(of userID: Int64) throws -> [Routine]
    /// The routine's steps, by position.
    func steps(of routineID: Int64) throws -> [RoutineStep]
    /// The days the step was done, oldest first.
    func doneDays(of stepID: Int64) throws -> [LocalDate]
    /// Every pause of the user, by first day, then `id`.
    func pauses(of userID: Int64) throws -> [Pause]
    /// The user's challenge memberships, in the order joined (then by challenge `id`).
    func memberships(of userID: Int64) throws -> [ChallengeMember]
    /// The challenge with `id`, or `nil` when there is none.
    func challenge(_ id: Int64) throws -> Challenge?
    /// Whether the user agreed to be mentioned in `chat`.
    func mentions(_ userID: Int64, in chat: ChatAddress) throws -> Bool
    /// The names the user shows in groups, by the group's platform id.
    func namesInGroups(of userID: Int64) throws -> [String: String]
}

extension UserData {
    /// Everything stored about `user`, read through `reads`. Run it inside one read or write
    /// so that the parts agree.
    public static func load(for user: User, from reads: some UserDataReads) throws -> UserData {
        guard let userID = user.id else {
            return UserData(
                user: user, goals: [], habits: [], todos: [], routines: [], pauses: [], challenges: [])
        }
        let goals = try reads.goals(of: userID).map { goal in
            GoalEntry(goal: goal, checkpoints: try goal.id.map(reads.checkpoints(of:)) ?? [])
        }
        let habits = try reads.habits(of: userID).map { habit in
            HabitEntry(habit: habit, checkIns: try habit.id.map(reads.checkIns(of:)) ?? [])
        }
        let routines = try reads.routines(of: userID).map { routine in
            RoutineEntry(
                routine: routine,
                steps: try (routine.id.map(reads.steps(of:)) ?? []).map { step in
                    StepEntry(step: step, doneOn: try step.id.map(reads.doneDays(of:)) ?? [])
                })
        }
        let challenges = try reads.memberships(of: userID).compactMap { membership -> ChallengeEntry? in
            guard let challenge = try reads.challenge(membership.challengeID) else { return nil }
            return ChallengeEntry(
                challenge: challenge, membership: membership,
                mentions: try reads.mentions(userID, in: challenge.chat))
        }
        return UserData(
            user: user, goals: goals, habits: habits, todos: try reads.todos(of: userID), routines: routines,
            pauses: try reads.pauses(of: userID), challenges: challenges,
            namesInGroups: try reads.namesInGroups(of: userID))
    }
}
