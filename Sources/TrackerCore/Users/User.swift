import Foundation

/// A person talking to the bot on one platform, with their settings.
public struct User: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64?
    public var platform: String
    /// The platform's user id.
    public var externalID: String
    public var displayName: String
    /// Stored zone identifier, as produced by ``TimeZoneName``.
    public var timeZone: String
    /// Hour (0–6) at which the user's day starts; see ``UserCalendar``.
    public var dayStartHour: Int
    public var createdAt: Date

    public static let dayStartRange = 0...6

    public init(
        id: Int64? = nil, platform: String, externalID: String, displayName: String,
        timeZone: String = "UTC", dayStartHour: Int = 0, createdAt: Date
    ) {
        self.id = id
        self.platform = platform
        self.externalID = externalID
        self.displayName = displayName
        self.timeZone = timeZone
        self.dayStartHour = dayStartHour
        self.createdAt = createdAt
    }

    /// The user's calendar; an unknown stored zone falls back to UTC rather than failing.
    public var calendar: UserCalendar {
        UserCalendar(
            timeZone: TimeZoneName.timeZone(forStored: timeZone) ?? TimeZone(identifier: "UTC")!,
            dayStartHour: dayStartHour)
    }
}
