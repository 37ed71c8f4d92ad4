extension HeatmapPicture {
    /// What one month's squares add up to: the words that carry the picture in the text.
    public struct MonthTally: Sendable, Hashable {
        /// The month's first day.
        public var month: LocalDate
        /// Days fully done: every due habit, or the one habit's target.
        public var done: Int
        /// Days with something done.
        public var some: Int
        /// Days that asked for something, done or not (not paused, not due or blank).
        public var due: Int
        /// Days a habit existed, up to today: every square that is not blank.
        public var tracked: Int

        public init(month: LocalDate, done: Int = 0, some: Int = 0, due: Int = 0, tracked: Int = 0) {
            self.month = month
            self.done = done
            self.some = some
            self.due = due
            self.tracked = tracked
        }
    }

    /// The 12 months of `grid`, each adding up its squares in `days` (laid out as `grid` lays
    /// them out).
    public static func tallies(_ days: [Day], grid: YearGrid) -> [MonthTally] {
        var tallies = grid.months.map { MonthTally(month: $0) }
        for (index, day) in zip(days.indices, grid.days) where grid.counts(day) {
            let month = (day.year - grid.start.year) * 12 + day.month - grid.start.month
            guard tallies.indices.contains(month) else { continue }
            switch days[index] {
            case .share(let share):
                tallies[month].tracked += 1
                tallies[month].due += 1
                if share > 0 { tallies[month].some += 1 }
                if share >= 1 { tallies[month].done += 1 }
            case .paused, .notDue:
                tallies[month].tracked += 1
            case .blank, .future:
                break
            }
        }
        return tallies
    }

    /// The most days in a row with something done (a share above 0); paused and not-due days
    /// neither count nor break a streak.
    public static func bestStreak(_ days: [Day]) -> Int {
        var (best, current) = (0, 0)
        for day in days {
            switch day {
            case .share(let share) where share > 0:
                current += 1
                best = max(best, current)
            case .paused, .notDue:
                continue
            default:
                current = 0
            }
        }
        return best
    }
}
