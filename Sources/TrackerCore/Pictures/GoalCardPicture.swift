/// One goal as a picture (`/goal <n>`): the bar of its checkpoints in order, each
/// checkpoint's name with its mark, and the deadline's words at the bottom.
///
/// At most ``maximumRows`` checkpoints are named; the bar shows every one, and the text
/// lists them all.
public struct GoalCardPicture: Sendable, Hashable, Codable {
    /// A checkpoint named under the bar.
    public struct Item: Sendable, Hashable, Codable {
        /// "3. Run 21k": its number and name, as the text lists it.
        public var title: String
        /// Whether the checkpoint is done.
        public var isDone: Bool

        /// An item.
        public init(title: String, isDone: Bool) {
            self.title = title
            self.isDone = isDone
        }
    }

    /// The most checkpoints named, so the card stays about a phone screen tall.
    public static let maximumRows = 10
    /// The most segments kept: a goal has at most ``Limits/checkpointsPerGoal`` checkpoints.
    public static let maximumSegments = Limits.checkpointsPerGoal

    /// The goal's title.
    public var title: String
    /// Every checkpoint in order, done or not: the bar's segments.
    public var segments: [Bool]
    /// The first checkpoints, at most ``maximumRows``, named under the bar.
    public var items: [Item]
    /// Checkpoints not named ("+ 3 more").
    public var moreItems: Int
    /// The card's line on the deadline, as the text says it: "Deadline: Fri 4 Dec (12 days
    /// left)", "Reached today.", or empty without a deadline.
    public var caption: String
    /// Whether the deadline has passed while the goal is open; the caption is drawn in red.
    public var isLate: Bool

    /// The language of the picture's own words (month and weekday names, "+ 3 more") and the
    /// side its text starts on; `nil` in pictures stored before it was kept, drawn in English.
    public var language: Language?

    /// A goal picture; `segments` and `items` are bounded by ``maximumSegments`` and
    /// ``maximumRows``, and `moreItems` counts every checkpoint not named.
    public init(
        title: String, segments: [Bool], items: [Item], caption: String, isLate: Bool,
        language: Language = .english
    ) {
        self.title = title
        self.segments = Array(segments.prefix(Self.maximumSegments))
        self.items = Array(items.prefix(Self.maximumRows))
        moreItems = max(segments.count, items.count) - self.items.count
        self.caption = caption
        self.isLate = isLate
        self.language = language
    }
}

extension GoalCardPicture {
    /// The picture of `goal` and its checkpoints as of the user's `today`, the checkpoints in
    /// their order; `caption` is the card's words on the deadline, and its own words are in
    /// `language`.
    public init(
        _ goal: Goal, checkpoints: [Checkpoint], today: LocalDate, caption: String,
        language: Language = .english
    ) {
        let ordered = checkpoints.sorted { $0.position < $1.position }
        let numbers = Localizer(language)
        self.init(
            title: goal.title, segments: ordered.map(\.isDone),
            items: ordered.prefix(Self.maximumRows).map {
                Item(title: "\(numbers.number($0.position)). \($0.title)", isDone: $0.isDone)
            },
            caption: caption, isLate: GoalRules.isOverdue(goal, today: today), language: language)
    }
}
