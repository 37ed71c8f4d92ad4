extension HeatmapPicture {
    /// What one month adds up to, counted from each day's ``HabitDayResult``: the words that
    /// carry the picture in the text.
    public struct MonthTally: Sendable, Hashable {
        /// The month's first day.
        public var month: LocalDate
        /// Days done: every habit due that day done (for one habit, its target reached).
        public var done: Int
        /// Days with at least one habit done or an extra check-in.
        public var some: Int
        /// Days that asked for something, done or not; paused, not-due and optional days of a
        /// weekly target are not among them.
        public var due: Int
        /// Days with an extra check-in, one the day did not ask for.
        public var extra: Int
        /// Days partly done: an amount below the day's target.
        public var partly: Int
        /// Paused days with nothing checked in.
        public var paused: Int
        /// Days any habit existed, up to today.
        public var tracked: Int

        /// A tally of `month`, empty unless told otherwise.
        public init(
            month: LocalDate, done: Int = 0, some: Int = 0, due: Int = 0, extra: Int = 0, partly: Int = 0,
            paused: Int = 0, tracked: Int = 0
        ) {
            self.month = month
            (self.done, self.some, self.due, self.extra) = (done, some, due, extra)
            (self.partly, self.paused, self.tracked) = (partly, paused, tracked)
        }
    }

    /// The 12 months of `grid`, each adding up the days of `histories` (every habit, or one).
    public static func tallies(
        of histories: [HabitHistory], grid: YearGrid, isPaused: (LocalDate) -> Bool = { _ in false }
    ) -> [MonthTally] {
        var tallies = grid.months.map { MonthTally(month: $0) }
        for day in grid.days where grid.counts(day) {
            let month = (day.year - grid.start.year) * 12 + day.month - grid.start.month
            guard tallies.indices.contains(month) else { continue }
            let results = histories.map { $0.result(on: day, isPaused: isPaused) }
            let tally = DayTally(results)
            guard tally.existed else { continue }
            tallies[month].tracked += 1
            if tally.due > 0 { tallies[month].due += 1 }
            if tally.due > 0 && tally.done == tally.due { tallies[month].done += 1 }
            if tally.done > 0 || tally.extra > 0 { tallies[month].some += 1 }
            if tally.extra > 0 { tallies[month].extra += 1 }
            if results.contains(where: { if case .partly = $0 { return true } else { return false } }) {
                tallies[month].partly += 1
            }
            if tally.paused && tally.due == 0 && tally.extra == 0 { tallies[month].paused += 1 }
        }
        return tallies
    }
}
