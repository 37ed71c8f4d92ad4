import GRDB
import TrackerCore
import TrackerStore

/// Habits in a group chat: only the sender's habit in the group's running challenge may
/// appear there, so every other habit stays private.
extension HabitHandler {
    /// The habit `/check` means in a group: the sender's habit in its running challenge,
    /// however they name it. Any other answer would show a private habit to the group.
    func groupHabit(_ selector: HabitSelector?) throws -> Habit {
        guard let shared = try challengeHabit() else { throw try notShared() }
        switch selector {
        case nil: return shared
        case .name(let name):
            let (wanted, named) = (name.lowercased(), shared.name.lowercased())
            guard named == wanted || named.hasPrefix(wanted) else { throw try notShared() }
            return shared
        case .ref(let ref): return try sharedInGroup(habit(ref))
        }
    }

    /// `habit`, when it may be shown in this chat: anywhere in private, and in a group only
    /// the sender's habit in that group's running challenge. Other habits stay private.
    func sharedInGroup(_ habit: Habit) throws -> Habit {
        guard context.isGroup else { return habit }
        guard let shared = try challengeHabit(), shared.id == habit.id else { throw try notShared() }
        return habit
    }

    /// Why a habit is not checked in here: the group's challenge is the only habit a group sees.
    func notShared() throws -> CommandError {
        guard let challenge = try Challenge.running(in: context.chat, db: context.db) else {
            return CommandError(
                "This group has no challenge running, and I keep your own habits private: check those in "
                    + "our private chat, or start one here with /challenge <habit>.")
        }
        return CommandError(
            "In this group, /check counts for the \(bold: challenge.habitName) challenge only (/join to take "
                + "part). I keep your other habits private: check them in our private chat.")
    }

    /// In a group, the sender's habit in the group's running challenge, if they are in it.
    func challengeHabit() throws -> Habit? {
        guard let challenge = try Challenge.running(in: context.chat, db: context.db),
            let member = try challenge.member(context.userID, in: context.db)
        else { return nil }
        return try Habit.owned(by: context.userID, id: member.habitID, in: context.db)
    }
}
