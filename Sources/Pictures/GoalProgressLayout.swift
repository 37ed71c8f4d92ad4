import TrackerCore

/// Where the rows of a goal-progress picture go, under the card's title (see ``Card`` for the
/// frame and the units): per row, the title on the left and its words on the right of one
/// line, and a bar across the content's width under them.
struct GoalProgressLayout {
    /// From a row's top to its bar's top: one line of ``Font/label``.
    static let barTop = 46.0
    /// Tall enough for a line of ``Font/detail`` inside an empty track.
    static let barHeight = 36.0
    /// Space under a bar before the next row's title.
    static let rowGap = 24.0
    /// The distance between two rows' tops.
    static let rowPitch = barTop + barHeight + rowGap
    /// The most of the line the words beside the title may take; the title gets the rest.
    static let wordsWidth = Card.contentWidth * 0.62
    /// The most of the line a deadline's words may take.
    static let dueWidth = Card.contentWidth * 0.45
    /// The space between a row's title and its words, and inside an empty track before its words.
    static let gap = 24.0

    let card: Card
    let rows: Int

    /// The layout of `rows` rows (at most ``GoalProgressPicture/maximumRows``) on a card with
    /// that many title and caption lines.
    init(titleLines: Int, captionLines: Int, rows: Int) {
        self.rows = min(max(rows, 0), GoalProgressPicture.maximumRows)
        card = Card(
            titleLines: titleLines, captionLines: captionLines,
            contentHeight: self.rows == 0 ? 0 : Double(self.rows) * Self.rowPitch - Self.rowGap)
    }

    /// The top of row `index` (0-based).
    func rowTop(_ index: Int) -> Double { card.contentTop + Double(index) * Self.rowPitch }

    /// The baseline of row `index`'s title and words.
    func baseline(_ index: Int) -> Double { rowTop(index) + Font.label.size * 0.95 }

    /// Row `index`'s bar of `total` segments, across the content's width.
    func bar(_ index: Int, total: Int) -> SegmentedBar {
        SegmentedBar(
            x: Card.margin, y: rowTop(index) + Self.barTop, width: Card.contentWidth, height: Self.barHeight,
            total: total)
    }

    /// The baseline of the words inside row `index`'s empty track, centred in it.
    func trackBaseline(_ index: Int) -> Double {
        rowTop(index) + Self.barTop + Self.barHeight / 2 + Font.detail.size * 0.36
    }
}
