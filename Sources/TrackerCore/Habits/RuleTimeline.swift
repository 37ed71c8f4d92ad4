import Foundation

/// A rule that changed over time: the value in force now, and each earlier value with the
/// last day it applied. Past days are judged by the rule they had, so a change never
/// rewrites them.
public struct RuleTimeline<Value: Sendable & Hashable>: Sendable, Hashable {
    /// An earlier value and the last day it applied.
    public struct Entry: Sendable, Hashable {
        /// The earlier value.
        public var value: Value
        /// The last day this value applied; the next entry (or the current value) applies
        /// from the day after.
        public var through: LocalDate
        /// When the change after it was decided, where that matters (a user's week start);
        /// `nil` when it was not recorded.
        public var decidedAt: Date?

        /// An earlier value that applied through `through`, followed by a change decided at
        /// `decidedAt`.
        public init(_ value: Value, through: LocalDate, decidedAt: Date? = nil) {
            self.value = value
            self.through = through
            self.decidedAt = decidedAt
        }
    }

    /// Earlier values, oldest first, each ending before the next one ends.
    public private(set) var earlier: [Entry]
    /// The value from the day after the last earlier entry on.
    public private(set) var current: Value

    /// A timeline from `earlier` values (in any order) and the `current` one.
    public init(_ current: Value, earlier: [Entry] = []) {
        self.current = current
        self.earlier = earlier.sorted { $0.through < $1.through }
    }

    /// The value in force on `day`.
    public func value(on day: LocalDate) -> Value {
        earlier.first { day <= $0.through }?.value ?? current
    }

    /// The days on which a different value than the day before's takes effect.
    public var changes: [LocalDate] {
        var days: [LocalDate] = []
        for (index, entry) in earlier.enumerated() {
            let next = index + 1 < earlier.count ? earlier[index + 1].value : current
            if next != entry.value { days.append(entry.through.adding(days: 1)) }
        }
        return days
    }

    /// This timeline with `value` in force from `day` on, decided at `decidedAt`; days before
    /// keep theirs. Changing back before the day comes drops the change, so nothing is left
    /// of it.
    public func changing(to value: Value, from day: LocalDate, decidedAt: Date? = nil) -> RuleTimeline {
        changing(from: day, decidedAt: decidedAt) { _ in value }
    }

    /// This timeline with `change` made to every value in force from `day` on, a change
    /// already planned for a later day included; days before keep theirs.
    public func changing(from day: LocalDate, decidedAt: Date? = nil, _ change: (Value) -> Value)
        -> RuleTimeline
    {
        let eve = day.adding(days: -1)
        let kept =
            earlier.filter { $0.through < eve } + [Entry(value(on: eve), through: eve, decidedAt: decidedAt)]
        let later = earlier.filter { $0.through >= day }.map {
            Entry(change($0.value), through: $0.through, decidedAt: $0.decidedAt)
        }
        return RuleTimeline(change(current), earlier: kept + later).merged()
    }

    /// The timeline as it applies to something that began at `instant`: changes decided by
    /// then were made before it lived a day, so they apply to all of it, and the values they
    /// replaced never do.
    public func decided(after instant: Date) -> RuleTimeline {
        RuleTimeline(
            current, earlier: earlier.filter { entry in entry.decidedAt.map { $0 > instant } ?? true }
        )
        .merged()
    }

    /// The timeline with neighbouring entries of the same value joined.
    private func merged() -> RuleTimeline {
        var joined: [Entry] = []
        for entry in earlier {
            if let last = joined.last, last.value == entry.value {
                // The change after the joined entry is now this entry's.
                joined[joined.count - 1].through = entry.through
                joined[joined.count - 1].decidedAt = entry.decidedAt
            } else {
                joined.append(entry)
            }
        }
        if let last = joined.last, last.value == current { joined.removeLast() }
        return RuleTimeline(current, earlier: joined)
    }
}
