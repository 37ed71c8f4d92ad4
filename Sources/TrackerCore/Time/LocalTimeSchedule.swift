import Foundation

/// A wall-clock time that recurs on chosen days of a user's local calendar, such as "09:00
/// every day" or "07:00 on weekdays", turned into instants in the user's zone.
///
/// Days are the user's local days (see ``UserCalendar``): with a day boundary of 3, an
/// occurrence at 01:30 "on Monday" is at 01:30 on the calendar's Tuesday, the last hours of
/// the user's Monday. A wall time skipped by a spring-forward change occurs at the first
/// valid instant after the gap; an ambiguous one (fall-back) at its first instant, so every
/// local day has at most one occurrence. An occurrence always falls within its local day: a
/// time the gap pushes past the day boundary (02:30 with days starting at 03:00, on Berlin's
/// spring night) would come once the day is over, so that day has none.
public struct LocalTimeSchedule: Sendable {
    /// One occurrence: the local day it belongs to and its instant.
    public struct Occurrence: Sendable, Hashable {
        /// The local day the occurrence belongs to.
        public var day: LocalDate
        /// When it occurs.
        public var instant: Date

        /// An occurrence on `day` at `instant`.
        public init(day: LocalDate, instant: Date) {
            self.day = day
            self.instant = instant
        }
    }

    /// The wall time of each occurrence.
    public let time: TimeOfDay
    /// The weekdays it occurs on; never empty.
    public let days: WeekdaySet
    /// The user's zone and day boundary.
    public let calendar: UserCalendar

    /// The longest stretch of skipped days looked past: a pause lasts at most a year, and
    /// the bound keeps a predicate that skips everything from looping forever.
    static let maxDaysAhead = 2 * PauseRules.maximumLength + 7

    /// A schedule at `time` on `days`, in `calendar`.
    public init(time: TimeOfDay, days: WeekdaySet = .daily, calendar: UserCalendar) {
        self.time = time
        self.days = days
        self.calendar = calendar
    }

    /// The instant of the occurrence on local day `day`, or `nil` when the schedule skips
    /// that weekday or the instant would fall after the day is over.
    public func instant(on day: LocalDate) -> Date? {
        guard days.contains(day.weekday) else { return nil }
        // Hours before the day boundary belong to the local day that started the evening before.
        let date = time.hour < calendar.dayStartHour ? day.adding(days: 1) : day
        let instant = calendar.instant(on: date, hour: time.hour, minute: time.minute)
        return calendar.localDate(of: instant) == day ? instant : nil
    }

    /// The first occurrence after `now` on a local day after `lastDay` (when given) that
    /// `skipping` does not exclude; `nil` only when every day in reach is skipped.
    public func next(
        after now: Date, notOnOrBefore lastDay: LocalDate? = nil,
        skipping: (LocalDate) -> Bool = { _ in false }
    ) -> Occurrence? {
        // An occurrence after `now` is never on a local day before yesterday.
        var day = calendar.localDate(of: now).adding(days: -1)
        if let lastDay, lastDay >= day { day = lastDay.adding(days: 1) }
        for _ in 0..<Self.maxDaysAhead {
            if !skipping(day), let instant = instant(on: day), instant > now {
                return Occurrence(day: day, instant: instant)
            }
            day = day.adding(days: 1)
        }
        return nil
    }

    /// Like ``next(after:notOnOrBefore:skipping:)``, but a local day the occurrence was already
    /// promised for (`promised`, when it has not passed and did not fire) is never skipped
    /// over: when new settings (another zone, an earlier time) put that day's time in the past,
    /// it occurs at `now` instead. So a change of zone never loses the day's reminder.
    public func next(
        after now: Date, notOnOrBefore lastDay: LocalDate?, keeping promised: LocalDate?,
        skipping: (LocalDate) -> Bool = { _ in false }
    ) -> Occurrence? {
        let next = next(after: now, notOnOrBefore: lastDay, skipping: skipping)
        guard let promised, promised >= calendar.localDate(of: now), lastDay.map({ $0 < promised }) ?? true,
            !skipping(promised), instant(on: promised) != nil, next.map({ $0.day > promised }) ?? true
        else { return next }
        return Occurrence(day: promised, instant: now)
    }

    /// The last occurrence at or before `now` on local day `first` or later that `skipping`
    /// does not exclude; `nil` when there is none.
    ///
    /// Looks at most a few days back from `now`: anything older is long past any grace
    /// period, and a scheduler catching up after downtime only needs the latest.
    public func latest(
        onOrAfter first: LocalDate, atOrBefore now: Date, skipping: (LocalDate) -> Bool = { _ in false }
    ) -> Occurrence? {
        let today = calendar.localDate(of: now)
        var day = max(first, today.adding(days: -7))
        var found: Occurrence?
        while day <= today.adding(days: 1) {
            if !skipping(day), let instant = instant(on: day), instant <= now {
                found = Occurrence(day: day, instant: instant)
            }
            day = day.adding(days: 1)
        }
        return found
    }
}
