import Foundation

/// A group's shared program: every member keeps the same habit for `length` days, each in a
/// personal habit of that name, under the usual strict rules.
///
/// A group has at most one running challenge. It ends on its last day, when the summary
/// celebrates the finishers, or earlier when its starter or an admin ends it.
public struct Challenge: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var platform: String
    public var chatID: String
    /// The habit the members keep; each member's personal habit has this name.
    public var habitName: String
    /// Days, within ``Habit/lengthRange``.
    public var length: Int
    /// The group's local day the challenge started: its day 1.
    public var startedOn: LocalDate
    /// The user who started it; `nil` once that user had the bot forget them.
    public var startedBy: Int64?
    public var createdAt: Date
    /// The group's local day it ended; `nil` while it runs.
    public var endedOn: LocalDate?

    public init(
        id: Int64? = nil, chat: ChatAddress, habitName: String, length: Int = Habit.defaultLength,
        startedOn: LocalDate, startedBy: Int64?, createdAt: Date, endedOn: LocalDate? = nil
    ) {
        self.id = id
        platform = chat.platform
        chatID = chat.id
        self.habitName = habitName
        self.length = length
        self.startedOn = startedOn
        self.startedBy = startedBy
        self.createdAt = createdAt
        self.endedOn = endedOn
    }

    public var chat: ChatAddress { ChatAddress(platform: platform, id: chatID) }

    public var isRunning: Bool { endedOn == nil }

    /// The group's local day of the challenge's day N.
    public var lastDay: LocalDate { startedOn.adding(days: length - 1) }

    /// The challenge's day number (1…``length``) on the group's local day `date`; days
    /// outside the challenge are clamped to its first or last day.
    public func day(on date: LocalDate) -> Int {
        min(length, max(1, startedOn.days(until: date) + 1))
    }
}
