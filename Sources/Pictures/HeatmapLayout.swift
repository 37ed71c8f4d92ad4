import TrackerCore

/// Where a heatmap's squares and labels go, under the card's title (see ``Card`` for the frame
/// and the units).
///
/// A year is 48 to 54 weeks; 54 columns across a phone would be squares of 16 units, too small
/// to tell apart. The weeks are therefore cut into two bands of half a year, one above the
/// other, of at most 27 columns: squares of about 28 units. Each band has the names of its
/// months above it; a narrow gutter on the left names the rows of Monday, Wednesday and Friday,
/// wherever the user's week start puts them. The names are the picture's language's; the grid
/// runs from the left in every language, as time does on the other pictures' bars.
///
/// Squares sit on whole image pixels (25 px apart, 23 px across): their edges come out sharp,
/// which is cheaper to draw and to compress than hundreds of blurred ones.
struct HeatmapLayout {
    /// The most days a heatmap draws: two bands of 27 weeks.
    static let maximumDays = 2 * bandColumns * 7
    /// The columns of a full band; every heatmap's squares have this band's size.
    static let bandColumns = 27
    /// The width of the weekday letters' gutter.
    static let gutter = 36.0
    /// One image pixel, in units.
    static let pixel = 1 / Card.pixelsPerUnit
    /// The distance between two squares' corners, across and down: 27 of them fit beside the
    /// gutter.
    static let pitch = 25 * pixel
    /// A square's side; the rest of the pitch is the gap between squares.
    static let side = 23 * pixel
    /// The width of today's dark outline, drawn just inside its square.
    static let todayLine = 4 * pixel
    /// The width of a not-due day's outline.
    static let outline = 2 * pixel
    /// The height of the month names' row above each band.
    static let labelRow = 40.0
    /// The space between the two bands.
    static let bandGap = 20.0

    let card: Card
    let first: LocalDate
    let days: Int
    /// The columns of the upper band; the lower band holds the rest.
    let upperColumns: Int
    /// The bands drawn: one for up to 27 weeks, two beyond.
    let bands: Int
    /// The month and weekday names' language.
    let words: PictureWords

    /// The layout of `days` days from `first` on a card with that many title and caption lines,
    /// its month and weekday names in `words`' language.
    init(
        titleLines: Int, captionLines: Int, first: LocalDate, days: Int,
        words: PictureWords = PictureWords(.english)
    ) {
        self.words = words
        self.first = first
        self.days = days
        let columns = (days + 6) / 7
        upperColumns = (columns + 1) / 2
        bands = columns > upperColumns ? 2 : 1
        card = Card(
            titleLines: titleLines, captionLines: captionLines,
            contentHeight: Double(bands) * Self.bandHeight + Double(bands - 1) * Self.bandGap)
    }

    /// One band: its month names and seven rows.
    static var bandHeight: Double { labelRow + 6 * pitch + side }

    /// The top of band `band` (0 upper, 1 lower): where its month names start.
    func bandTop(_ band: Int) -> Double {
        card.contentTop + Double(band) * (Self.bandHeight + Self.bandGap)
    }

    /// The band of a week's column (0 upper, 1 lower), and the week's column within that band.
    func place(ofColumn column: Int) -> (band: Int, column: Int) {
        column < upperColumns ? (0, column) : (1, column - upperColumns)
    }

    /// The left edge of a column in a band.
    func x(ofColumn column: Int) -> Double {
        Self.onPixels(Card.margin + Self.gutter) + Double(column) * Self.pitch
    }

    /// Day `index`'s square: its top-left corner, ``side`` units square.
    func square(_ index: Int) -> (x: Double, y: Double) {
        let (band, column) = place(ofColumn: index / 7)
        return (
            x(ofColumn: column), Self.onPixels(bandTop(band) + Self.labelRow) + Double(index % 7) * Self.pitch
        )
    }

    /// The centre of day `index`'s square.
    func center(_ index: Int) -> (x: Double, y: Double) {
        let corner = square(index)
        return (corner.x + Self.side / 2, corner.y + Self.side / 2)
    }

    /// A month's name over a column.
    struct MonthLabel: Equatable {
        var text: String
        var band: Int
        var column: Int
        /// The label's left edge and baseline.
        var x: Double
        var baseline: Double
    }

    /// The months' names: over each week that holds a month's first day, up to `last` (the
    /// weeks after today are not labelled), and over a band's first week when no month starts
    /// in it or in the two weeks after it, so each band says where it is in the year.
    func monthLabels(through last: Int?) -> [MonthLabel] {
        let lastDay = min(last ?? days - 1, days - 1)
        guard lastDay >= 0 else { return [] }
        var labels: [MonthLabel] = []
        for column in 0...(lastDay / 7) {
            let week = (column * 7...min(column * 7 + 6, lastDay)).map { first.adding(days: $0) }
            if let firstOfMonth = week.first(where: { $0.day == 1 }) {
                let (band, inBand) = place(ofColumn: column)
                labels.append(label(firstOfMonth, band: band, column: inBand))
            }
        }
        for band in 0..<bands {
            let opening = band * upperColumns * 7
            guard opening <= lastDay, !labels.contains(where: { $0.band == band && $0.column <= 2 }) else {
                continue
            }
            let weekEnd = first.adding(days: min(opening + 6, lastDay))
            labels.append(label(weekEnd, band: band, column: 0))
        }
        return labels.sorted { ($0.band, $0.column) < ($1.band, $1.column) }
    }

    private func label(_ day: LocalDate, band: Int, column: Int) -> MonthLabel {
        MonthLabel(
            text: words.month(day.month), band: band, column: column, x: x(ofColumn: column),
            baseline: bandTop(band) + Font.detail.size * 0.95)
    }

    /// The weekday letters of the rows they name, and their baselines in band `band`.
    func weekdayLabels(band: Int) -> [(text: String, baseline: Double)] {
        (0..<7).compactMap { row in
            let weekday = first.adding(days: row).weekday
            guard [.monday, .wednesday, .friday].contains(weekday) else { return nil }
            let middle =
                Self.onPixels(bandTop(band) + Self.labelRow) + Double(row) * Self.pitch + Self.side / 2
            return (words.weekdayLetter(weekday), middle + Font.detail.size * 0.36)
        }
    }

    /// The shade of a share of the day done: 0 for nothing (or no number), 4 for all of it,
    /// 1 to 3 for up to a third, two thirds, and less than all.
    static func level(_ share: Double) -> Int {
        guard share > 0 else { return 0 }  // also NaN
        if share >= 1 { return 4 }
        if share <= 1.0 / 3 { return 1 }
        return share <= 2.0 / 3 ? 2 : 3
    }

    /// `units` moved to the nearest whole image pixel.
    static func onPixels(_ units: Double) -> Double {
        (units * Card.pixelsPerUnit).rounded() / Card.pixelsPerUnit
    }
}
