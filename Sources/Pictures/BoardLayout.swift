import TrackerCore

/// Where the parts of a group board go under the card's title (see ``Card`` for the frame
/// and the units): a header of day numbers, then one row per member with the name at the
/// left, a square per day, and the member's check-ins right after the last day.
///
/// Days share the width between the names and the counts, at most 64 units each, so two
/// weeks fit in one line; rows are at least as tall as a name needs.
struct BoardLayout {
    /// Names: one line, cut with "…" when longer.
    static let nameFont = Font(size: 36, bold: false)
    /// Check-ins at the right of each row.
    static let countFont = Font(size: 36, bold: true)
    /// Day numbers above the columns.
    static let dayFont = Font(size: 30, bold: false)

    /// The width the names may take.
    static let nameWidth = 230.0
    /// Space between the names, the days and the counts.
    static let gutter = 20.0
    /// The width of the counts, enough for "999+".
    static let countWidth = 106.0
    /// The widest a day's column gets.
    static let maximumPitch = 64.0
    /// The height of the day numbers' line, and of the "+ k more" line.
    static let headerHeight = 44.0
    static let moreHeight = 50.0
    /// A row is never shorter than a name needs.
    static let minimumRowHeight = 50.0
    /// The widest a day number gets ("365") in ``dayFont``; DejaVu's digits are 0.64 em.
    static let dayLabelWidth = 3 * 0.64 * dayFont.size

    let card: Card
    /// Days drawn, 1 to ``BoardPicture/maximumDays``.
    let columns: Int
    /// Rows drawn, at most ``BoardPicture/maximumRows``.
    let rows: Int
    /// Whether a "+ k more" line follows the rows.
    let hasMore: Bool

    /// The layout of `columns` days and `rows` members (with a "+ k more" line when
    /// `hasMore`) on a card with that many title and caption lines; the counts are bounded.
    init(titleLines: Int, captionLines: Int, columns: Int, rows: Int, hasMore: Bool) {
        self.columns = min(max(columns, 1), BoardPicture.maximumDays)
        self.rows = min(max(rows, 0), BoardPicture.maximumRows)
        self.hasMore = hasMore
        let pitch = Self.pitch(columns: self.columns)
        let height =
            Self.headerHeight + Double(self.rows) * Self.rowHeight(pitch: pitch)
            + (hasMore ? Self.moreHeight : 0)
        card = Card(titleLines: titleLines, captionLines: captionLines, contentHeight: height)
    }

    private static func pitch(columns: Int) -> Double {
        let available = Card.contentWidth - nameWidth - 2 * gutter - countWidth
        return min(available / Double(columns), maximumPitch)
    }

    private static func rowHeight(pitch: Double) -> Double { max(pitch, minimumRowHeight) }

    /// The distance between two days' centres.
    var pitch: Double { Self.pitch(columns: columns) }
    /// The distance between two rows' centres.
    var rowHeight: Double { Self.rowHeight(pitch: pitch) }
    /// A day's square, and its corners' radius.
    var cellSize: Double { pitch * 0.8 }
    var cellCornerRadius: Double { cellSize * 0.22 }
    /// The width of outlines and of the tick and cross.
    var lineWidth: Double { max(cellSize * 0.12, 2) }

    /// The left edge of the first day.
    var gridLeft: Double { Card.margin + Self.nameWidth + Self.gutter }
    /// The right edge of the last day.
    var gridRight: Double { gridLeft + Double(columns) * pitch }
    /// Where the counts end (they are right-aligned).
    var countRight: Double { gridRight + Self.gutter + Self.countWidth }
    /// The top of the first row.
    var rowsTop: Double { card.contentTop + Self.headerHeight }
    /// The bottom of the last row.
    var rowsBottom: Double { rowsTop + Double(rows) * rowHeight }

    /// The baseline of the day numbers.
    var headerBaseline: Double { card.contentTop + Self.headerHeight - 12 }
    /// The baseline of a line of `font` centred on a row at `centerY`.
    func baseline(_ font: Font, centeredOn centerY: Double) -> Double { centerY + font.size * 0.36 }
    /// The baseline of the "+ k more" line.
    var moreBaseline: Double { baseline(Self.nameFont, centeredOn: rowsBottom + Self.moreHeight / 2) }

    /// The centre of the day `column` (0-based) of the row `row` (0-based).
    func center(column: Int, row: Int) -> (x: Double, y: Double) {
        (gridLeft + pitch * (Double(column) + 0.5), rowsTop + rowHeight * (Double(row) + 0.5))
    }

    /// The band behind today's column, from the day numbers to the last row.
    func todayBand(_ column: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        (gridLeft + pitch * Double(column), card.contentTop, pitch, rowsBottom - card.contentTop)
    }

    /// Every how many days a day number is shown, so numbers never touch: each day when
    /// there is room, else every other day, every week or every two weeks.
    var labelStep: Int {
        [1, 2, 7, 14].first { Double($0) * pitch >= Self.dayLabelWidth + 8 } ?? 28
    }

    /// The columns labelled with their day number, whose day (1-based) is `firstDay` in the
    /// first column: one every ``labelStep`` days counted from day 1, and today's, with those
    /// too close to today's left out.
    func labelledColumns(firstDay: Int, today: Int?) -> [Int] {
        let step = labelStep
        let regular = (0..<columns).filter { column in
            let day = firstDay.addingReportingOverflow(column).partialValue
            guard (day - 1) % step == 0 else { return false }
            guard let today else { return true }
            return Double(abs(column - today)) * pitch >= Self.dayLabelWidth + 8
        }
        guard let today, (0..<columns).contains(today) else { return regular }
        return (regular + [today]).sorted()
    }
}
