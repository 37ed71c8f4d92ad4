import Foundation

/// A group chat the bot takes part in, with the settings its members share: the time zone
/// that decides the group's days, and when its daily summary comes.
///
/// Each member's own day still follows their own zone and day boundary (their habit's
/// rules); the group's zone decides when the group hears from the bot.
public struct GroupChat: Sendable, Hashable, Codable {
    /// The group's platform.
    public var platform: Platform
    /// The platform's chat id.
    public var chatID: String
    /// Stored zone identifier, as produced by ``TimeZoneName``.
    public var timeZone: String
    /// Local time of the daily summary.
    public var summaryAt: TimeOfDay
    /// When the bot first saw the group.
    public var createdAt: Date

    /// When the daily summary comes unless the group chose another time.
    public static let defaultSummaryAt = TimeOfDay(hour: 21, minute: 0)!
    /// When members who opted in and have not checked in are called by name: an hour before
    /// the group's day ends at midnight.
    public static let lastCallAt = TimeOfDay(hour: 23, minute: 0)!

    /// A group with the given fields; the summary time defaults to ``defaultSummaryAt``.
    public init(
        chat: ChatAddress, timeZone: String = "UTC", summaryAt: TimeOfDay = GroupChat.defaultSummaryAt,
        createdAt: Date
    ) {
        platform = chat.platform
        chatID = chat.id
        self.timeZone = timeZone
        self.summaryAt = summaryAt
        self.createdAt = createdAt
    }

    /// The group's chat.
    public var chat: ChatAddress { ChatAddress(platform: platform, id: chatID) }

    /// The group's calendar: its zone, with days from midnight to midnight. An unknown stored
    /// zone falls back to UTC rather than failing.
    public var calendar: UserCalendar {
        UserCalendar(timeZone: TimeZoneName.timeZone(forStored: timeZone) ?? TimeZone(identifier: "UTC")!)
    }
}
