/// A year of days as a GitHub-style grid: one column per week, one row per weekday from the
/// user's week start, each day's square as full as the day was, today marked, month names
/// above the columns where months begin.
///
/// Used for every habit at once (`/calendar year`, each day the share of the day's due habits
/// checked in) and for one habit (`/habit <n> history`, each day done, partly done, not done,
/// paused or not due).
public struct HeatmapPicture: Sendable, Hashable, Codable {
    /// One day's square.
    public enum Day: Sendable, Hashable, Codable {
        /// How much of what the day asked for was done, 0...1: for one habit 1 when done, a
        /// measurable habit's amount over its target when partly done, 0 when not done; for
        /// every habit, the share of the day's due habits checked in.
        case share(Double)
        /// Paused, with nothing checked in: asked for nothing.
        case paused
        /// Nothing was due: a day a weekday habit skips, or after a program ended.
        case notDue
        /// Nothing to show: before the habit (or any habit) existed, or before the 12 months.
        case blank
        /// After today, in today's week.
        case future
    }

    /// What the picture is of: a habit's name, or the months it spans.
    public var title: String
    /// The grid's first day, on the user's week start: day `i` is `first` plus `i` days, in
    /// column `i / 7` and row `i % 7`.
    public var first: LocalDate
    /// The days from ``first`` on, a whole number of weeks.
    public var days: [Day]
    /// The position of today in ``days``; `nil` when it is not among them.
    public var today: Int?
    /// The words under the grid, as the text reply says them.
    public var caption: String

    /// The language of the picture's own words (month and weekday names, "+ 3 more") and the
    /// side its text starts on; `nil` in pictures stored before it was kept, drawn in English.
    public var language: Language?

    /// A heatmap picture.
    public init(
        title: String, first: LocalDate, days: [Day], today: Int?, caption: String,
        language: Language = .english
    ) {
        self.title = title
        self.first = first
        self.days = days
        self.today = today
        self.caption = caption
        self.language = language
    }

    /// The date of day `index`.
    public func date(_ index: Int) -> LocalDate { first.adding(days: index) }
}
