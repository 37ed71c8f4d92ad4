import TrackerCore

/// Where a goal card's parts go, under the card's title (see ``Card`` for the frame and the
/// units): the bar of its checkpoints with "3/5" at its right end, then a line per named
/// checkpoint with its mark, then "+ 3 more" when some are not named.
struct GoalCardLayout {
    static let barHeight = 48.0
    /// Room at the bar's right end for "100/100".
    static let countWidth = 180.0
    /// Space between the bar and the first checkpoint's line.
    static let listGap = 28.0
    /// The distance between two checkpoints' baselines.
    static let linePitch = 50.0
    /// A mark's radius, and where the name starts after it.
    static let markRadius = 14.0
    static let nameIndent = 48.0

    let card: Card
    /// Lines under the bar: the named checkpoints and, if any, the "+ 3 more" line.
    let lines: Int

    /// The layout of `items` named checkpoints (at most ``GoalCardPicture/maximumRows``) and a
    /// "+ 3 more" line when `hasMore`, on a card with that many title and caption lines.
    init(titleLines: Int, captionLines: Int, items: Int, hasMore: Bool) {
        lines = min(max(items, 0), GoalCardPicture.maximumRows) + (hasMore ? 1 : 0)
        card = Card(
            titleLines: titleLines, captionLines: captionLines,
            contentHeight: Self.barHeight + (lines == 0 ? 0 : Self.listGap + Double(lines) * Self.linePitch))
    }

    /// The bar of `total` segments, leaving room for the count at its right.
    func bar(total: Int) -> SegmentedBar {
        SegmentedBar(
            x: Card.margin, y: card.contentTop, width: Card.contentWidth - Self.countWidth,
            height: Self.barHeight, total: total)
    }

    /// The baseline of the count and of the words inside an empty bar, centred on the bar.
    var barBaseline: Double { card.contentTop + Self.barHeight / 2 + Font.label.size * 0.36 }

    /// The baseline of line `index` (0-based) under the bar.
    func lineBaseline(_ index: Int) -> Double {
        card.contentTop + Self.barHeight + Self.listGap + Double(index) * Self.linePitch + Font.item.size
            * 0.95
    }

    /// The centre of line `index`'s mark, level with the middle of its lower-case letters, where
    /// a done checkpoint's name is struck through.
    func markCenter(_ index: Int) -> (x: Double, y: Double) {
        (Card.margin + Self.markRadius, lineBaseline(index) - Font.item.size * 0.28)
    }

    /// Where a checkpoint's name starts, and the widest it may be.
    static let nameX = Card.margin + nameIndent
    static let nameWidth = Card.contentWidth - nameIndent
}
