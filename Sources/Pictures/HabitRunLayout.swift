/// Where everything of a habit-run picture goes: the title at the top, the circles in rows of
/// seven (a week per row for daily runs), the caption under them. Sizes in image pixels.
///
/// A circle is 88 px across, about 35 px on a phone showing the picture 400 px wide: big
/// enough to tell a pie from a cross, small enough that a 365-day run stays under Telegram's
/// photo limits (width plus height at most 10,000 px).
struct HabitRunLayout {
    /// The picture's width: phones show 800-1,200 px pictures at the screen's width.
    static let width = 1000
    /// Space around the content.
    static let margin = 56.0
    /// Circles per row.
    static let columns = 7
    /// The distance between two circles' centres.
    static let pitch = (Double(width) - 2 * margin) / Double(columns)
    /// A circle's radius.
    static let radius = 44.0
    /// The radius of the ring around today's circle, and its width.
    static let todayRingRadius = radius + 10
    static let todayRingWidth = 6.0
    /// Maximum lines of the title and of the caption.
    static let titleMaxLines = 2
    static let captionMaxLines = 4
    /// The width text may take.
    static let textWidth = Double(width) - 2 * margin

    let titleLines: Int
    let captionLines: Int
    let cells: Int

    /// The number of rows of circles.
    var rows: Int { (cells + Self.columns - 1) / Self.columns }

    /// The baseline of the title's line `line` (0-based).
    func titleBaseline(_ line: Int) -> Double {
        Self.margin + Font.title.size * 0.95 + Double(line) * Font.title.lineHeight
    }

    /// The top of the first row of circles.
    var gridTop: Double {
        let titleHeight =
            titleLines == 0 ? 0 : Double(titleLines - 1) * Font.title.lineHeight + Font.title.size * 1.2
        return Self.margin + titleHeight + (titleLines == 0 ? 0 : 24)
    }

    /// The centre of circle `index` (0-based).
    func center(_ index: Int) -> (x: Double, y: Double) {
        let column = index % Self.columns
        let row = index / Self.columns
        return (
            Self.margin + Self.pitch * (Double(column) + 0.5),
            gridTop + Self.pitch * (Double(row) + 0.5)
        )
    }

    /// The baseline of the caption's line `line` (0-based).
    func captionBaseline(_ line: Int) -> Double {
        gridTop + Self.pitch * Double(rows) + 24 + Font.caption.size * 0.95 + Double(line)
            * Font.caption.lineHeight
    }

    /// The picture's height: everything above, the margin below.
    var height: Int {
        let bottom =
            captionLines == 0
            ? gridTop + Self.pitch * Double(rows)
            : captionBaseline(captionLines - 1) + Font.caption.size * 0.25
        return Int((bottom + Self.margin).rounded(.up))
    }
}
