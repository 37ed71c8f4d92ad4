/// `/progress` as a picture: a bar per open goal (its checkpoints) and per active habit (its
/// days), in the order the text lists them, each with its title, where it stands and the days
/// left to its deadline.
///
/// At most ``maximumRows`` rows are drawn; the rest are counted in ``moreRows`` and the text
/// lists them all.
public struct GoalProgressPicture: Sendable, Hashable, Codable {
    /// One bar: a goal's checkpoints or a habit's days.
    public struct Row: Sendable, Hashable, Codable {
        /// The goal's title or the habit's name, as the user wrote it.
        public var title: String
        /// Filled segments, 0...``total``.
        public var done: Int
        /// Segments; 0 draws an empty track with ``detail`` in it (a goal without
        /// checkpoints, a broken run).
        public var total: Int
        /// Where it stands, in the text's words: "2 of 5", "day 4 of 10 · streak 3 days",
        /// "no checkpoints yet", "run broke yesterday".
        public var detail: String
        /// The deadline's words, "12 days left", "due today", "3 days overdue"; `nil` without one.
        public var due: String?
        /// Whether the deadline has passed: ``due`` is drawn in red.
        public var isLate: Bool

        /// A row; `done` is clamped to 0...`total` and a negative `total` counts as 0.
        public init(
            title: String, done: Int, total: Int, detail: String, due: String? = nil, isLate: Bool = false
        ) {
            self.title = title
            self.total = max(total, 0)
            self.done = min(max(done, 0), self.total)
            self.detail = detail
            self.due = due
            self.isLate = isLate
        }
    }

    /// The most rows one picture draws, so it stays about a phone screen tall.
    public static let maximumRows = 8

    /// The words at the top.
    public var title: String
    /// The bars drawn, at most ``maximumRows``.
    public var rows: [Row]
    /// Rows left out of the picture ("+ 3 more"); the text lists them.
    public var moreRows: Int

    /// The language of the picture's own words (month and weekday names, "+ 3 more") and the
    /// side its text starts on; `nil` in pictures stored before it was kept, drawn in English.
    public var language: Language?

    /// The picture of `rows`, keeping the first ``maximumRows``; `moreRows` counts the rest
    /// and any the caller already left out (`omitted`).
    public init(title: String, rows: [Row], omitted: Int = 0, language: Language = .english) {
        self.title = title
        self.rows = Array(rows.prefix(Self.maximumRows))
        moreRows = rows.count - self.rows.count + max(omitted, 0)
        self.language = language
    }
}

extension GoalProgressPicture.Row {
    /// A goal's row as of the user's `today`: its checkpoints done of all, and its deadline as
    /// `dueWords` says the days left (negative once it has passed), red when it has.
    /// - Parameter detail: the text's words for the checkpoints.
    public static func goal(
        _ goal: Goal, checkpoints: [Checkpoint], today: LocalDate, detail: String,
        dueWords: (Int) -> String
    ) -> Self {
        let counts = GoalRules.progress(checkpoints)
        return Self(
            title: goal.title, done: counts.done, total: counts.total, detail: detail,
            due: goal.deadline.map { dueWords(GoalRules.daysLeft(until: $0, today: today)) },
            isLate: GoalRules.isOverdue(goal, today: today))
    }
}
