import Foundation
import TrackerCore

/// When a schedule entry fires next: the instant, the owner's local day it is for, and the
/// last local day it fired for. Every store keeps these three values per entry; what they
/// mean over time (``ReminderTiming``) is decided above the store.
public struct ScheduleTiming: Sendable, Hashable {
    /// The next instant to fire, whole seconds (a store may drop any fraction).
    public var fireAt: Date
    /// The owner's local day the next firing is for.
    public var dueDay: LocalDate
    /// The last local day the entry fired for; it never fires twice for one day.
    public var lastFiredOn: LocalDate?

    /// Timing firing next at `fireAt` for `dueDay`, last fired for `lastFiredOn`.
    public init(fireAt: Date, dueDay: LocalDate, lastFiredOn: LocalDate?) {
        self.fireAt = fireAt
        self.dueDay = dueDay
        self.lastFiredOn = lastFiredOn
    }
}

/// One entry of a user's reminder schedule: which reminder, and when it fires next.
public struct UserReminderEntry: Sendable, Hashable {
    /// The user reminded.
    public var userID: Int64
    /// Which reminder.
    public var kind: ReminderKind
    /// A routine's id for routine reminders, 0 otherwise.
    public var itemID: Int64
    /// When it fires next.
    public var timing: ScheduleTiming

    /// The entry of `userID`'s `kind` reminder for `itemID` (0 unless a routine's), at `timing`.
    public init(userID: Int64, kind: ReminderKind, itemID: Int64, timing: ScheduleTiming) {
        self.userID = userID
        self.kind = kind
        self.itemID = itemID
        self.timing = timing
    }
}

/// One entry of a group's schedule: which message, and when it comes next.
public struct GroupMessageEntry: Sendable, Hashable {
    /// The group.
    public var chat: ChatAddress
    /// Which message: the daily summary or the last call.
    public var kind: GroupReminderKind
    /// When it comes next.
    public var timing: ScheduleTiming

    /// The entry of `chat`'s `kind` message, at `timing`.
    public init(chat: ChatAddress, kind: GroupReminderKind, timing: ScheduleTiming) {
        self.chat = chat
        self.kind = kind
        self.timing = timing
    }
}

/// What a user's reminders draw on, read in one go when they fire: a wave of nudges reads it
/// for every user in the wave.
public struct UserReminderData: Sendable {
    /// The user.
    public var user: User
    /// The user's private chat on their platform, where their reminders go.
    public var privateChat: ChatAddress
    /// The user's habits not completed, each with its current run's log and its terms over
    /// time, in the order ``HabitStore/all(of:)`` gives.
    public var habits: [ReminderRules.HabitState]
    /// The user's open goals, in the order ``GoalStore/open(of:)`` gives.
    public var openGoals: [Goal]
    /// The user's routines by time, then id.
    public var routines: [Routine]
    /// The user's pauses by first day, then id.
    public var pauses: [Pause]

    /// The data of `user`'s reminders.
    public init(
        user: User, privateChat: ChatAddress, habits: [ReminderRules.HabitState], openGoals: [Goal],
        routines: [Routine], pauses: [Pause]
    ) {
        self.user = user
        self.privateChat = privateChat
        self.habits = habits
        self.openGoals = openGoals
        self.routines = routines
        self.pauses = pauses
    }
}
