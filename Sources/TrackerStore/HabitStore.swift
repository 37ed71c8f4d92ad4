import TrackerCore

/// The users' habits, their schedules over time, and their check-ins.
///
/// Deleting a habit deletes its check-ins, its earlier schedules and its challenge
/// memberships with it.
public protocol HabitStore {
    /// The user's habits, completed programs included, oldest first.
    func all(of userID: Int64) throws -> [Habit]

    /// The habit with `id` when it belongs to `userID`, else `nil`.
    func find(_ id: Int64, of userID: Int64) throws -> Habit?

    /// Stores a new habit and sets its `id` to the one assigned.
    func insert(_ habit: inout Habit) throws

    /// Saves every field of a stored habit, its current schedule included, found by its `id`.
    /// - Throws: the engine's error when no habit has that `id`.
    func update(_ habit: Habit) throws

    /// Deletes the habit with `habit`'s `id`, with its check-ins, earlier schedules and
    /// challenge memberships.
    func delete(_ habit: Habit) throws

    /// The habit's schedule over time, its current schedule (the habit's `schedule`) last.
    func schedules(of habit: Habit) throws -> RuleTimeline<HabitSchedule>

    /// Stores `schedules`' earlier entries, replacing those stored before; its current value
    /// is the habit's `schedule`, which the caller saves with ``update(_:)``.
    func saveSchedules(_ schedules: RuleTimeline<HabitSchedule>, of habit: Habit) throws

    /// The amounts checked in during the habit's current run, totalled per day.
    func currentLog(of habit: Habit) throws -> HabitLog

    /// What deciding a check-in of `habit` by `user` reads: `user`'s pauses and week starts,
    /// the habit's current run and its schedules, each equal to what its own method reads in
    /// the same transaction.
    func checkInBasis(of habit: Habit, by user: User) throws -> CheckInBasis

    /// Every amount ever checked in for the habit, across runs, totalled per day.
    func allLog(of habit: Habit) throws -> HabitLog

    /// Stores a new check-in; check-ins keep the order they were recorded in.
    func record(_ checkIn: CheckIn) throws

    /// The check-in of `habit`'s current run on `day` recorded last, or `nil` when there is
    /// none: what taking one back removes.
    func lastCheckIn(of habit: Habit, on day: LocalDate) throws -> CheckIn?

    /// Up to `limit` check-ins of `habit`, across runs, the most recently recorded first.
    func recentCheckIns(of habit: Habit, limit: Int) throws -> [CheckIn]

    /// Deletes the check-in with `checkIn`'s `id`.
    /// - Returns: `false` when it was already gone.
    @discardableResult
    func remove(_ checkIn: CheckIn) throws -> Bool

    /// Stores `note` on the check-in with `checkIn`'s `id`, after any note it has, on a line
    /// of its own.
    func addNote(_ note: String, to checkIn: CheckIn) throws
}
