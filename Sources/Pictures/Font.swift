/// A text size and weight. Sizes are in image pixels and at least 36: phones show the
/// 1,000 px picture about 400 px wide, so 40 px text appears at the chat's own text size.
struct Font: Hashable {
    var size: Double
    var bold: Bool

    /// The distance between two lines' baselines.
    var lineHeight: Double { (size * 1.3).rounded() }

    /// The habit's name at the top.
    static let title = Font(size: 52, bold: true)
    /// The words under the circles.
    static let caption = Font(size: 40, bold: false)
    /// Labels beside a grid (month and weekday names): a little smaller than the caption, as
    /// small as text gets.
    static let label = Font(size: 32, bold: false)
}
