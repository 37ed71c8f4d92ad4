/// Where the circles of a habit-run picture go, in rows under the card's title (see ``Card``
/// for the frame and the units).
///
/// Rows hold a week (7 circles) for runs up to 6 weeks, two weeks up to 20, and four weeks
/// beyond, so a 365-day run stays a phone screen tall instead of 53 rows. Circles shrink with
/// the row: 88 units across in rows of 7, about 35 px on a phone, big enough to tell a pie
/// from a cross. Circles that are weeks have no week to fill a row with: they are spread
/// evenly over as many rows, at the same size (8 weeks are two rows of 4, not 7 and 1).
struct HabitRunLayout {
    /// A circle's radius as a share of the distance between two circles' centres.
    static let radiusShare = 44.0 / 127

    let card: Card
    let cells: Int
    /// Circles in each row but the last.
    let perRow: Int

    /// The layout of `cells` circles on a card with that many title and caption lines;
    /// `weeks` when each circle is a week.
    init(titleLines: Int, captionLines: Int, cells: Int, weeks: Bool = false) {
        self.cells = cells
        let columns = Self.columns(cells)
        let rows = max((cells + columns - 1) / columns, 1)
        let perRow = weeks ? max((cells + rows - 1) / rows, 1) : columns
        self.perRow = perRow
        card = Card(
            titleLines: titleLines, captionLines: captionLines,
            contentHeight: Card.contentWidth / Double(columns) * Double((cells + perRow - 1) / perRow))
    }

    /// Circles per row: a week, two or four.
    static func columns(_ cells: Int) -> Int {
        switch cells {
        case ...42: 7
        case ...140: 14
        default: 28
        }
    }

    var columns: Int { Self.columns(cells) }
    /// The number of rows of circles.
    var rows: Int { (cells + perRow - 1) / perRow }
    /// The distance between two circles' centres.
    var pitch: Double { Card.contentWidth / Double(columns) }
    /// A circle's radius.
    var radius: Double { pitch * Self.radiusShare }
    /// The radius of the ring around today's circle, and its width.
    var todayRingRadius: Double { radius * 1.23 }
    var todayRingWidth: Double { max(radius * 0.14, 3) }
    /// The width of the lines that draw rings and crosses.
    var lineWidth: Double { max(radius * 0.1, 2) }

    /// The centre of circle `index` (0-based).
    func center(_ index: Int) -> (x: Double, y: Double) {
        let column = index % perRow
        let row = index / perRow
        return (
            Card.margin + pitch * (Double(column) + 0.5),
            card.contentTop + pitch * (Double(row) + 0.5)
        )
    }
}
