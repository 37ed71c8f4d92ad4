/// What a picture shows, as data: the outbox stores this, not the image, so a reply's picture
/// shows the state at the command, and a resend after a crash draws the same picture.
///
/// Each platform that shows images draws it at delivery (the `Pictures` module); the reply's
/// text stays complete, so nothing is lost where images are not shown.
public enum Picture: Sendable, Hashable, Codable {
    /// A habit's run as a row of circles, one per day (or week) of the program.
    case habitRun(HabitRunPicture)
    /// Open goals and active habits as bars (`/progress`).
    case goalProgress(GoalProgressPicture)
    /// One goal's checkpoints as a bar and a list (`/goal <n>`).
    case goalCard(GoalCardPicture)
    /// The last 12 months of check-ins as a grid of weeks, of every habit or of one.
    case heatmap(HeatmapPicture)
    /// A group challenge's members by day, with a mark per check-in.
    case board(BoardPicture)

    /// The language the picture's own words are drawn in; English for a picture stored before
    /// pictures had one.
    public var language: Language {
        let language =
            switch self {
            case .habitRun(let run): run.language
            case .goalProgress(let progress): progress.language
            case .goalCard(let goal): goal.language
            case .heatmap(let heatmap): heatmap.language
            case .board(let board): board.language
            }
        return language ?? .english
    }
}

/// A habit's run: N circles, filled for check-ins, today marked, a broken day marked, paused
/// days shown differently, with day k of N and the streak in words.
public struct HabitRunPicture: Sendable, Hashable, Codable {
    /// One circle of the run.
    public enum Cell: Sendable, Hashable, Codable {
        /// Checked in (or the week's target met); a partial amount fills `fraction` of it.
        case done
        /// Part of a measurable day's target, or of a week's days under way (2 of 3): 0 <
        /// fraction < 1.
        case partial(Double)
        /// Missed: the day (or week) that broke the run.
        case broken
        /// Paused: neither counts nor breaks.
        case paused
        /// Not due (a weekday habit's other days) or not reached yet.
        case open
    }

    /// The habit's name, as the user wrote it.
    public var title: String
    /// The circles, in order: the run's days or weeks, 1 to ``Cell`` count.
    public var cells: [Cell]
    /// The position of today (0-based) among ``cells``; `nil` when today is outside the run.
    public var today: Int?
    /// "Day 5 of 21 · streak 5 days": the words under the circles, as the text reply says them.
    public var caption: String
    /// Whether each circle is a week (weekly targets, chosen weekdays), which are drawn in
    /// even rows rather than a week of days to a row; `nil` in pictures stored before it was
    /// kept, drawn as days.
    public var circlesAreWeeks: Bool?

    /// The language of the picture's own words (month and weekday names, "+ 3 more") and the
    /// side its text starts on; `nil` in pictures stored before it was kept, drawn in English.
    public var language: Language?

    /// A run picture.
    public init(
        title: String, cells: [Cell], today: Int?, caption: String, circlesAreWeeks: Bool = false,
        language: Language = .english
    ) {
        self.title = title
        self.cells = cells
        self.today = today
        self.caption = caption
        self.circlesAreWeeks = circlesAreWeeks
        self.language = language
    }
}
