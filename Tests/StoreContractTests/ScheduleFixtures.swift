import Foundation
import TrackerCore
import TrackerStore

/// Values the schedule, routine, job and outbox suites set up their stores with.
enum ScheduleFixtures {
    /// A zone with a summer-time change: clocks go forward on 29 March 2026, at 02:00 local.
    static let berlin = "Europe/Berlin"

    /// `text` (`YYYY-MM-DD`) as a local day.
    static func day(_ text: String) -> LocalDate {
        guard let date = LocalDate(iso: text) else { preconditionFailure("not a day: \(text)") }
        return date
    }

    /// `hour`:`minute` as a time of day.
    static func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
        guard let time = TimeOfDay(hour: hour, minute: minute) else { preconditionFailure("not a time") }
        return time
    }

    /// The instant of a UTC wall-clock reading, `YYYY-MM-DDTHH:MM:SSZ`.
    static func instant(_ text: String) -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else {
            preconditionFailure("not an instant")
        }
        return date
    }
}

extension StoreTransaction {
    /// A new console user with no reminder times of their own, in `zone`.
    func newUser(_ externalID: String, zone: String = "UTC", platform: Platform = "console", now: Date) throws
        -> User
    {
        var user = try users.findOrCreate(
            platform: platform, externalID: externalID, displayName: "User \(externalID)", renaming: true,
            now: now)
        user.timeZone = zone
        try users.update(user)
        return user
    }

    /// A routine of `userID`'s, every one of `days` at `time`, without steps.
    func newRoutine(
        of userID: Int64, title: String = "Stretch", days: WeekdaySet = .daily, at time: TimeOfDay, now: Date
    ) throws -> Routine {
        var routine = Routine(userID: userID, title: title, days: days, time: time, createdAt: now)
        try routines.insert(&routine)
        return routine
    }
}
