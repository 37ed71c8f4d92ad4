/// A group challenge's board: one row per member in the group's order, one column per day
/// of a stretch of the challenge, a mark per member and day, and each member's check-ins.
///
/// Bounded whatever the challenge: at most ``maximumDays`` columns and ``maximumRows``
/// rows; the members beyond are counted in ``more`` (the text lists them all).
public struct BoardPicture: Sendable, Hashable, Codable {
    /// Columns a board shows at most: two weeks, so that a day's mark stays about 23 px wide
    /// beside the names and counts (four weeks made it 12).
    public static let maximumDays = 14
    /// Members a board draws at most.
    public static let maximumRows = 20

    /// How one member's day looks.
    public enum Mark: Sendable, Hashable, Codable {
        /// Checked in (a measurable habit: the day's target reached).
        case done
        /// Part of a measurable day's target: 0 < fraction < 1.
        case partial(Double)
        /// A due day that passed without a check-in.
        case missed
        /// A paused day: neither counts nor breaks.
        case paused
        /// Nothing was asked of the day: a weekday the habit skips, an empty day of a weekly
        /// target, or the day the member joined.
        case rest
        /// Still open: the member's today, or a day to come.
        case open
        /// Before the member joined.
        case none
    }

    /// One member's row.
    public struct Row: Sendable, Hashable, Codable {
        /// The member's display name, as plain text.
        public var name: String
        /// One mark per column.
        public var marks: [Mark]
        /// Check-ins made for the challenge since joining, as the text counts them.
        public var count: Int

        /// A row for the member `name` with a mark per day and `count` check-ins.
        public init(name: String, marks: [Mark], count: Int) {
            self.name = name
            self.marks = marks
            self.count = count
        }
    }

    /// The challenge's habit.
    public var title: String
    /// The challenge's day number (1-based, counted in days even for a challenge in weeks)
    /// of the first column.
    public var firstDay: Int
    /// The column (0-based) of the group's today; `nil` when today is outside the stretch.
    public var today: Int?
    /// The members drawn, in the order the text lists them.
    public var rows: [Row]
    /// Members beyond ``rows``, listed only in the text.
    public var more: Int
    /// The words under the board: which days it shows.
    public var caption: String

    /// The language of the picture's own words (month and weekday names, "+ 3 more") and the
    /// side its text starts on; `nil` in pictures stored before it was kept, drawn in English.
    public var language: Language?

    /// A board with the given rows; `firstDay` and `today` are challenge day numbers.
    public init(
        title: String, firstDay: Int, today: Int?, rows: [Row], more: Int = 0, caption: String,
        language: Language = .english
    ) {
        self.title = title
        self.firstDay = firstDay
        self.today = today
        self.rows = rows
        self.more = more
        self.caption = caption
        self.language = language
    }
}
