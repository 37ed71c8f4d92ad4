import TrackerCore
import TrackerStore

/// Habits in a group chat: only the sender's habit in the group's running challenge may
/// appear there, so every other habit stays private.
extension HabitHandler {
    /// The habit and amount `/check` means in a group: the sender's habit in its running
    /// challenge, however they name it. A number there is an amount of an amount challenge and
    /// never a private list's number, so no answer shows anything of a private habit.
    func groupCheck(_ ref: ItemRef?, amount: Int?) throws -> (Habit, Int?) {
        if case .position(let number)? = ref, amount == nil, let shared = try challengeHabit(),
            shared.schedule.measure != nil
        {
            return (shared, number)
        }
        return (try groupHabit(ref, doing: "/check"), amount)
    }

    /// The sender's habit in the group's running challenge, when `ref` names it: no ref, its
    /// name, or a button made for it. `command` is what the user sent, for the refusal.
    func groupHabit(_ ref: ItemRef?, doing command: String) throws -> Habit {
        guard let shared = try challengeHabit() else { throw try notShared(command) }
        switch ref {
        case nil: return shared
        case .name(let name):
            guard !NameMatch.matches(name, in: [shared], name: \.name).isEmpty else {
                throw try notShared(command)
            }
            return shared
        case .id(let id):
            guard id == shared.id else { throw try notShared(command) }
            return shared
        case .position: throw try notShared(command)
        }
    }

    /// The habit `ref` means in this chat: in private any of the user's, and in a group only
    /// the sender's habit in that group's running challenge. Other habits stay private.
    func habit(_ ref: ItemRef, doing command: String) throws -> Habit {
        guard context.isGroup else { return try habit(ref) }
        return try groupHabit(ref, doing: command)
    }

    /// Why `command` does not act here: the group's challenge is the only habit a group sees.
    /// It says nothing of the sender's private habits, not even how many there are, and asks
    /// only those not in the challenge to join it.
    func notShared(_ command: String) throws -> CommandError {
        guard let challenge = try context.tx.groups.running(in: context.chat) else {
            return CommandError(localizer.rich(.habitNoChallenge))
        }
        let joined = try context.tx.groups.member(context.userID, of: challenge) != nil
        return CommandError(
            localizer.rich(
                joined ? .habitChallengeOnlyJoined : .habitChallengeOnly,
                ["command": RichText(verbatim: command), "challenge": "\(bold: challenge.habitName)"]))
    }

    /// In a group, the sender's habit in the group's running challenge, if they are in it.
    func challengeHabit() throws -> Habit? {
        guard let challenge = try context.tx.groups.running(in: context.chat),
            let member = try context.tx.groups.member(context.userID, of: challenge)
        else { return nil }
        return try habits.find(member.habitID, of: context.userID)
    }
}
