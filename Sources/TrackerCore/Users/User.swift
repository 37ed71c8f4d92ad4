import Foundation

/// A person talking to the bot on one platform, with their settings.
public struct User: Sendable, Hashable, Codable, Identifiable {
    /// The row id; `nil` until the user is stored.
    public var id: Int64?
    /// The platform the user talks to the bot on.
    public var platform: Platform
    /// The platform's user id.
    public var externalID: String
    /// The name to greet the user by, as the platform last reported it.
    public var displayName: String
    /// Stored zone identifier, as produced by ``TimeZoneName``.
    public var timeZone: String
    /// Hour (0–6) at which the user's day starts; see ``UserCalendar``.
    public var dayStartHour: Int
    /// When the user first wrote.
    public var createdAt: Date
    /// Local time of the daily nudge; `nil` when switched off.
    public var remindAt: TimeOfDay?
    /// Local time of the evening warning that a habit's run is about to break; `nil` when
    /// switched off.
    public var warnAt: TimeOfDay?
    /// The first day of the week in month views: Monday or Sunday.
    public var weekStart: Weekday
    /// How many habit-building tips the user was shown; see ``TipRotation``.
    public var tipsShown: Int

    /// The hours a day may start at.
    public static let dayStartRange = 0...6
    /// The nudge's time for a new user.
    public static let defaultRemindAt = TimeOfDay(hour: 9, minute: 0)
    /// The warning's time for a new user.
    public static let defaultWarnAt = TimeOfDay(hour: 21, minute: 0)

    /// A user with the given fields; `id` is `nil` for one not stored yet.
    public init(
        id: Int64? = nil, platform: Platform, externalID: String, displayName: String,
        timeZone: String = "UTC", dayStartHour: Int = 0, createdAt: Date,
        remindAt: TimeOfDay? = User.defaultRemindAt, warnAt: TimeOfDay? = User.defaultWarnAt,
        weekStart: Weekday = .monday, tipsShown: Int = 0
    ) {
        self.id = id
        self.platform = platform
        self.externalID = externalID
        self.displayName = displayName
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.createdAt = createdAt
        self.remindAt = remindAt
        self.warnAt = warnAt
        self.weekStart = weekStart
        self.tipsShown = tipsShown
    }

    /// The user's calendar; an unknown stored zone falls back to UTC rather than failing.
    public var calendar: UserCalendar {
        UserCalendar(
            timeZone: TimeZoneName.timeZone(forStored: timeZone) ?? TimeZone(identifier: "UTC")!,
            dayStartHour: dayStartHour)
    }
}
