import Foundation
import TrackerCore

/// Draws a ``Card``: wraps the title and caption to the card's width, paints the background,
/// the title, the content (drawn by the picture's painter) and the caption, and encodes it.
struct CardPainter {
    let title: [String]
    let caption: [String]
    /// The language of the picture: its fonts, its own words and the side its lines start on.
    let language: Language

    /// Wraps `title` and `caption`; the text decides the card's height, so it is measured
    /// before the canvas exists.
    init(title: String, caption: String, language: Language = .english) throws {
        self.language = language
        let measuring = try CairoCanvas(width: 1, height: 1, language: language)
        self.title = Self.wrap(title, font: .title, maxLines: Card.titleMaxLines, on: measuring)
        // A caption is a sentence, whatever words a reply lends it ("day 7 of 21 done.").
        let sentence = caption.prefix(1).uppercased() + caption.dropFirst()
        self.caption = Self.wrap(sentence, font: .caption, maxLines: Card.captionMaxLines, on: measuring)
        try measuring.check()
    }

    /// The card for content `contentHeight` units tall.
    func card(contentHeight: Double) -> Card {
        Card(titleLines: title.count, captionLines: caption.count, contentHeight: contentHeight)
    }

    /// The whole card as PNG; `content` draws the picture's own part, given the card, and the
    /// caption is drawn in `captionColor` (red when it warns).
    func png(
        contentHeight: Double, captionColor: Color = Palette.secondaryText,
        content: (CairoCanvas, Card) throws -> Void
    ) throws -> Data {
        let card = card(contentHeight: contentHeight)
        let canvas = try CairoCanvas(width: Card.width, height: card.height, language: language)
        canvas.paint(Palette.background)
        canvas.setFont(.title)
        for (line, text) in title.enumerated() {
            canvas.showFlowingText(text, x: Card.margin, y: card.titleBaseline(line), Palette.text)
        }
        try canvas.check()
        try content(canvas, card)
        try canvas.check()
        canvas.setFont(.caption)
        for (line, text) in caption.enumerated() {
            canvas.showFlowingText(text, x: Card.margin, y: card.captionBaseline(line), captionColor)
        }
        return try canvas.png()
    }

    /// `text` as lines of `font` that fit the card's content width.
    static func wrap(_ text: String, font: Font, maxLines: Int, on canvas: CairoCanvas) -> [String] {
        canvas.setFont(font)
        return TextWrapping.lines(canvas.drawable(text), width: Card.contentWidth, maxLines: maxLines) {
            canvas.textWidth($0)
        }
    }

    /// `text` on one line of the canvas's current font at most `width` wide, ending in "…" if
    /// cut: a row's title or words, which never wrap.
    static func oneLine(_ text: String, width: Double, on canvas: CairoCanvas) -> String {
        TextWrapping.lines(canvas.drawable(text), width: width, maxLines: 1) { canvas.textWidth($0) }.first
            ?? ""
    }

    /// The words the picture writes itself, in its language.
    var words: PictureWords { PictureWords(language) }

    /// The number for "+ 3 more": what the data counts as left out (negative counts as none)
    /// plus what the painter `dropped` to keep its bound, without overflowing on a bad count.
    static func moreCount(_ counted: Int, dropped: Int) -> Int {
        let (sum, overflow) = max(counted, 0).addingReportingOverflow(max(dropped, 0))
        return overflow ? Int.max : sum
    }
}
