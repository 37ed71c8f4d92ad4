import TrackerCore

/// A text size and weight. Sizes are in card units (see ``Card``) and at least 32: phones
/// show the card about 400 points wide, so 40 units appear at the chat's own text size and 32
/// a little under it.
struct Font: Hashable {
    var size: Double
    var bold: Bool

    /// The fonts a picture in `language` sets its text in, in order of preference, and then
    /// whatever fontconfig finds for a character none has. DejaVu Sans (`fonts-dejavu-core`)
    /// draws Latin, Cyrillic and Greek; a Persian picture takes its letters and digits from
    /// Noto Sans Arabic (`fonts-noto-core`), drawn for the script, and the rest from DejaVu.
    /// (DejaVu has Arabic letters too, so other pictures keep DejaVu's digits and spaces.)
    static func families(for language: Language) -> String {
        language == .persian ? "Noto Sans Arabic,DejaVu Sans" : "DejaVu Sans,Noto Sans Arabic"
    }

    /// The distance between two lines' baselines.
    var lineHeight: Double { (size * 1.3).rounded() }

    /// The habit's name at the top.
    static let title = Font(size: 52, bold: true)
    /// The words under the circles.
    static let caption = Font(size: 40, bold: false)
    /// A row's title over its bar, and the count at the end of a goal's bar.
    static let label = Font(size: 36, bold: true)
    /// A checkpoint's name on a goal's card.
    static let item = Font(size: 36, bold: false)
    /// The words beside a row's title or in its bar, and the count at a bar's end.
    static let detail = Font(size: 32, bold: false)
}
