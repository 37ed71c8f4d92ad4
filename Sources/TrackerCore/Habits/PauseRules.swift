/// Why a requested pause is refused.
public enum PauseRefusal: Error, Sendable, Hashable {
    /// The pause would start before today. Past days were already counted (or broke a
    /// run), and a backdated pause would quietly rewrite them.
    case startsInThePast(LocalDate)
    /// The last day has already passed.
    case endsInThePast(LocalDate)
    /// The last day comes before the first.
    case endsBeforeItStarts
    /// Longer than ``PauseRules/maximumLength`` days.
    case tooLong(days: Int)
}

/// What to do with a stored pause to make room for a change from a given day on.
public enum PauseChange: Sendable, Hashable {
    /// Keep the pause, shortened to this (earlier) last day.
    case shorten(Pause, endsOn: LocalDate)
    /// The pause had not started yet: drop it.
    case remove(Pause)
}

/// The rules for pausing and resuming.
public enum PauseRules {
    /// A pause lasts at most a year; a longer break is better served by resetting habits.
    public static let maximumLength = 366

    /// Checks a requested pause from `start` through `end`, relative to the user's `today`.
    /// A pause may start today or later, never earlier.
    public static func check(from start: LocalDate, through end: LocalDate, today: LocalDate) -> PauseRefusal?
    {
        if start < today { return .startsInThePast(start) }
        if end < today { return .endsInThePast(end) }
        if end < start { return .endsBeforeItStarts }
        let days = start.days(until: end) + 1
        return days > maximumLength ? .tooLong(days: days) : nil
    }

    /// The changes that end every pause before `day`: pauses running on or past `day` are
    /// shortened to end the day before, and those starting on or after it are dropped.
    ///
    /// Used by a resume (`day` is today, which is then no longer paused) and before a new
    /// pause is stored (`day` is its start, so pauses never overlap). Days before `day` are
    /// never touched, so past paused days keep protecting runs.
    public static func changes(endingPausesBefore day: LocalDate, in pauses: [Pause]) -> [PauseChange] {
        pauses.filter { $0.endsOn >= day }.map { pause in
            pause.startsOn < day ? .shorten(pause, endsOn: day.adding(days: -1)) : .remove(pause)
        }
    }

    /// Whether any of `pauses` covers `date`.
    public static func isPaused(_ date: LocalDate, in pauses: [Pause]) -> Bool {
        pauses.contains { $0.covers(date) }
    }

    /// The pause covering `today`, or else the next one to come; `nil` when neither exists.
    public static func currentOrNext(in pauses: [Pause], today: LocalDate) -> Pause? {
        pauses.filter { $0.endsOn >= today }.min { $0.startsOn < $1.startsOn }
    }
}
