/// The frame every picture shares: a light card 1,000 units wide with a title at the top, the
/// picture's own content under it, and caption lines at the bottom.
///
/// Layouts work in units; the image is drawn at ``pixelsPerUnit`` pixels per unit, 800 px
/// wide. Phones show a photo at the screen's width (about 400 points), so the caption's 40
/// units come out at 16 points, the chat's own text size. Fewer pixels is most of the speed:
/// compressing the pixels is the largest part of drawing a picture.
struct Card {
    /// The card's width in units.
    static let width = 1000.0
    /// Pixels per unit: the image is 800 px wide.
    static let pixelsPerUnit = 0.8
    /// Space around the content.
    static let margin = 56.0
    /// The width text and content may take.
    static let contentWidth = width - 2 * margin
    /// Space between the title, the content and the caption.
    static let gap = 24.0
    /// Maximum lines of the title and of the caption.
    static let titleMaxLines = 2
    static let captionMaxLines = 4

    let titleLines: Int
    let captionLines: Int
    /// The height of the picture's own content, in units.
    let contentHeight: Double

    /// The baseline of the title's line `line` (0-based).
    func titleBaseline(_ line: Int) -> Double {
        Self.margin + Font.title.size * 0.95 + Double(line) * Font.title.lineHeight
    }

    /// The top of the content.
    var contentTop: Double {
        guard titleLines > 0 else { return Self.margin }
        return Self.margin + Double(titleLines - 1) * Font.title.lineHeight + Font.title.size * 1.2 + Self.gap
    }

    /// The baseline of the caption's line `line` (0-based).
    func captionBaseline(_ line: Int) -> Double {
        contentTop + contentHeight + Self.gap + Font.caption.size * 0.95 + Double(line)
            * Font.caption.lineHeight
    }

    /// The card's height in units: everything above, the margin below.
    var height: Double {
        let bottom =
            captionLines == 0
            ? contentTop + contentHeight
            : captionBaseline(captionLines - 1) + Font.caption.size * 0.25
        return bottom + Self.margin
    }

    /// The card's size in image pixels.
    var pixelWidth: Int { Self.pixels(Self.width) }
    var pixelHeight: Int { Self.pixels(height) }

    /// A length in units as whole image pixels, rounded up.
    static func pixels(_ units: Double) -> Int { Int((units * pixelsPerUnit).rounded(.up)) }
}
