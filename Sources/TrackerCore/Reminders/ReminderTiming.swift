import Foundation

/// Decides, for one scheduled reminder that is due, what to send and when it is due next.
///
/// The schedule row keeps the local day it is due for and the last local day it fired for;
/// this is the whole state machine over them, free of I/O so that it can be tested over
/// many zones and days.
public enum ReminderTiming {
    /// What a due reminder does now.
    public struct Decision: Sendable, Hashable {
        /// The occurrence to send now, if any.
        public var fire: LocalTimeSchedule.Occurrence?
        /// The occurrence to wait for next; `nil` when every day in reach is skipped.
        public var next: LocalTimeSchedule.Occurrence?
    }

    /// Decides what a reminder due for local day `dueDay` does at `now`.
    ///
    /// - Only the latest occurrence at or before `now` may fire, and only if it is at most
    ///   `grace` old: after downtime a reminder is sent late but once, and one older than the
    ///   grace is skipped rather than sent at an odd hour.
    /// - Nothing fires for a local day at or before `lastFired`, so a reminder never fires
    ///   twice for one day, also after the zone changed.
    /// - Nothing fires once its local day is over, however little late: a warning about the
    ///   day's end or a ✅ button for that day would come when nothing can be done.
    /// - Days `skipping` excludes (paused days) neither fire nor become due.
    public static func decide(
        _ schedule: LocalTimeSchedule, dueDay: LocalDate, lastFired: LocalDate?, now: Date,
        grace: TimeInterval, skipping: (LocalDate) -> Bool = { _ in false }
    ) -> Decision {
        var fire: LocalTimeSchedule.Occurrence?
        var done = lastFired
        if let latest = schedule.latest(onOrAfter: dueDay, atOrBefore: now, skipping: skipping) {
            if latest.instant >= now.addingTimeInterval(-grace), lastFired.map({ latest.day > $0 }) ?? true,
                schedule.calendar.localDate(of: now) <= latest.day
            {
                fire = latest
            }
            done = max(latest.day, lastFired ?? latest.day)
        }
        return Decision(fire: fire, next: schedule.next(after: now, notOnOrBefore: done, skipping: skipping))
    }
}
