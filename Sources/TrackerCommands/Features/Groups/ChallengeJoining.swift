import TrackerCore
import TrackerStore

/// Links a member to a challenge through a personal habit of the challenge's name, so that
/// every habit rule, `/check` and the reminders apply to it unchanged.
///
/// Joining reuses the member's running habit of that name and schedule, or starts one of the
/// challenge's length and schedule today. Joining again after a missed day restarts the run: a fresh run from day 1.
struct ChallengeJoining {
    enum Outcome {
        /// Now a member; `reused` when an existing habit of the name carries on.
        case joined(Habit, reused: Bool)
        /// Was a member with a broken run, which starts over today.
        case restarted(Habit)
        /// Already a member with a run going.
        case alreadyIn(Habit, HabitProgress)
        /// Already a member who checked in every day of their program.
        case finished(Habit)
    }

    let context: Context

    private var tx: any StoreTransaction { context.tx }

    /// The language of the chat the member joins from.
    private var localizer: Localizer { Localizer(context.language) }

    func join(_ challenge: Challenge) throws -> Outcome {
        guard let challengeID = challenge.id else { throw CommandError(localizer.rich(.groupJoinGone)) }
        let evaluator = try HabitEvaluator(context: context)
        if let member = try tx.groups.member(context.userID, of: challenge),
            let habit = try tx.habits.find(member.habitID, of: context.userID)
        {
            let progress = try evaluator.progress(of: habit)
            switch progress.state {
            case .broken: return .restarted(try restart(habit))
            case .completed: return .finished(habit)
            case .active: return .alreadyIn(habit, progress)
            }
        }
        let active = try tx.habits.all(of: context.userID).filter { $0.completedOn == nil }
        var habit: Habit
        let reused: Bool
        if let same = active.first(where: { $0.name.lowercased() == challenge.habitName.lowercased() }) {
            // A habit of the name on another schedule would be judged by other rules than
            // everyone else's; linking it would make the board compare apples and pears.
            guard same.schedule == challenge.schedule else {
                let everyDay = localizer.text(.habitEveryDay)
                let words: [String: RichText] = [
                    "name": "\(bold: same.name)",
                    "mine": RichText(verbatim: HabitWording.schedule(same.schedule, localizer) ?? everyDay),
                    "theirs": RichText(
                        verbatim: HabitWording.schedule(challenge.schedule, localizer) ?? everyDay),
                ]
                throw CommandError(localizer.rich(.groupOtherSchedule, words))
            }
            reused = true
            habit = same
            if case .broken = try evaluator.progress(of: same).state { habit = try restart(same) }
        } else {
            guard active.count < Limits.openItemsPerKind else {
                throw CommandError(localizer.rich(.groupTooManyHabits, count: active.count, [:]))
            }
            reused = false
            habit = Habit(
                userID: context.userID, name: challenge.habitName, length: challenge.length,
                runStartedOn: context.today, createdAt: context.now, schedule: challenge.schedule)
            try tx.habits.insert(&habit)
        }
        guard let habitID = habit.id else { throw CommandError(localizer.rich(.groupHabitGone)) }
        if !reused { try tx.listViews.append(habitID, kind: .habits, userID: context.userID) }
        try tx.groups.insert(
            ChallengeMember(
                challengeID: challengeID, userID: context.userID, habitID: habitID, joinedOn: context.today,
                joinedAt: context.now))
        return .joined(habit, reused: reused)
    }

    /// A new run of `habit` from today, as `/habit reset` starts one.
    private func restart(_ habit: Habit) throws -> Habit {
        let habit = habit.restarted(on: context.today)
        try tx.habits.update(habit)
        return habit
    }
}
