import Foundation

/// A group's shared program: every member keeps the same habit for `length` days (or weeks),
/// each in a personal habit of that name and schedule, under the usual rules.
///
/// A group has at most one running challenge. It ends on its last day, when the summary
/// celebrates the finishers, or earlier when its starter or an admin ends it.
public struct Challenge: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the challenge is stored.
    public var id: Int64?
    /// The group's platform.
    public var platform: Platform
    /// The platform's chat id of the group.
    public var chatID: String
    /// The habit the members keep; each member's personal habit has this name.
    public var habitName: String
    /// In the schedule's ``HabitSchedule/unit``: days (1–365), or weeks (1–52) for chosen
    /// weekdays or a weekly target.
    public var length: Int
    /// The group's local day the challenge started: its day 1.
    public var startedOn: LocalDate
    /// The user who started it; `nil` once that user had the bot forget them.
    public var startedBy: Int64?
    /// When the challenge was started.
    public var createdAt: Date
    /// The group's local day it ended; `nil` while it runs.
    public var endedOn: LocalDate?
    /// What every member's habit asks for: every day unless the challenge says otherwise
    /// ("3 times a week").
    public var schedule: HabitSchedule
    /// The outbox entry that announced the challenge in its group, so that a typed `/join` or
    /// `/leave` can show the announcement's members anew as its Join button does; `nil` for
    /// a challenge announced before the bot kept it.
    public var announcementOutboxID: Int64?

    /// A challenge with the given fields; `id` is `nil` for one not stored yet.
    public init(
        id: Int64? = nil, chat: ChatAddress, habitName: String, length: Int = Habit.defaultLength,
        startedOn: LocalDate, startedBy: Int64?, createdAt: Date, endedOn: LocalDate? = nil,
        schedule: HabitSchedule = .daily
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
        self.schedule = schedule
    }

    /// The group's chat.
    public var chat: ChatAddress { ChatAddress(platform: platform, id: chatID) }

    /// Whether the challenge has not ended yet.
    public var isRunning: Bool { endedOn == nil }

    /// Days the challenge lasts: its length, or seven days a week.
    private var days: Int {
        schedule.unit == .days ? length : length.multipliedReportingOverflow(by: 7).partialValue
    }

    /// The group's local day of the challenge's last day.
    public var lastDay: LocalDate { startedOn.adding(days: days - 1) }

    /// The challenge's day (or week) number, 1…``length``, on the group's local day `date`;
    /// days outside the challenge are clamped to its first or last.
    public func day(on date: LocalDate) -> Int {
        let offset = min(days - 1, max(0, startedOn.days(until: date)))
        return schedule.unit == .days ? offset + 1 : offset / 7 + 1
    }
}
