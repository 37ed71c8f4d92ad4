import Foundation
import TrackerCore
import TrackerStore

/// Users, habits and challenges the group and chat store tests start from.
enum GroupFixture {
    /// 2026-03-10 20:00 UTC: already 2026-03-11 in Tokyo.
    static let now = Date(timeIntervalSince1970: 1_773_172_800)
    static let group = ChatAddress(platform: "telegram", id: "-100")
    static let otherGroup = ChatAddress(platform: "telegram", id: "-200")

    /// The day of March 2026.
    static func march(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 3, day: day)! }

    /// A Telegram user, in `timeZone`.
    static func user(
        _ externalID: String, _ name: String, timeZone: String = "UTC", in tx: any StoreTransaction
    )
        throws -> User
    {
        var user = try tx.users.findOrCreate(
            platform: "telegram", externalID: externalID, displayName: name, renaming: true, now: now)
        if user.timeZone != timeZone {
            user.timeZone = timeZone
            try tx.users.update(user)
        }
        return user
    }

    /// A 30-day habit of `user` on `schedule`, started on `startedOn`.
    static func habit(
        of user: User, startedOn: LocalDate, schedule: HabitSchedule = .daily, in tx: any StoreTransaction
    ) throws -> Habit {
        var habit = Habit(
            userID: user.id!, name: "Run", length: 30, runStartedOn: startedOn, createdAt: now,
            schedule: schedule)
        try tx.habits.insert(&habit)
        return habit
    }

    /// A running daily challenge of 30 days in `chat`, started on March 5th by `startedBy`.
    static func challenge(in chat: ChatAddress, startedBy: Int64?, in tx: any StoreTransaction) throws
        -> Challenge
    {
        _ = try tx.groups.findOrCreateGroup(chat, now: now)
        var challenge = Challenge(
            chat: chat, habitName: "Run", length: 30, startedOn: march(5), startedBy: startedBy,
            createdAt: now)
        try tx.groups.insert(&challenge)
        return challenge
    }

    /// Makes `user` a member of `challenge` with a new habit on `schedule`, joined on `day`
    /// at `order` seconds after the challenge began.
    @discardableResult
    static func join(
        _ user: User, _ challenge: Challenge, on day: LocalDate, order: Double,
        schedule: HabitSchedule = .daily,
        in tx: any StoreTransaction
    ) throws -> Habit {
        let habit = try habit(of: user, startedOn: day, schedule: schedule, in: tx)
        try tx.groups.insert(
            ChallengeMember(
                challengeID: challenge.id!, userID: user.id!, habitID: habit.id!, joinedOn: day,
                joinedAt: now.addingTimeInterval(order)))
        return habit
    }

    /// Checks `habit` in once on each of `days`.
    static func checkIn(_ habit: Habit, on days: [LocalDate], amount: Int = 1, in tx: any StoreTransaction)
        throws
    {
        for day in days {
            try tx.habits.record(
                CheckIn(habitID: habit.id!, run: habit.run, date: day, amount: amount, createdAt: now))
        }
    }
}
