import CCairo
import Foundation
import TrackerCore

/// An image surface and its Cairo context, created and destroyed together, with the few
/// drawing operations the pictures use.
///
/// Cairo's errors are sticky: once a surface or context fails it ignores every later call and
/// keeps the failing status. Checking the status after creating each object and after each
/// step of a drawing (``check()``) therefore catches every failure, and turns it into a thrown
/// ``PictureError`` instead of a trap or a silently blank image.
///
/// One canvas belongs to one drawing on one thread; it is never shared.
final class CairoCanvas {
    /// Cairo's largest image side, in pixels.
    static let maximumSide = 32_767

    /// The canvas's size in units; the image is ``Card/pixelsPerUnit`` times as many pixels.
    let width: Double
    let height: Double
    /// Whether the picture's language is written right to left: its lines start at the right.
    let isRightToLeft: Bool
    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// Sets every line of text drawn or measured on the canvas.
    private let text: TextSetter

    /// A canvas `width` × `height` units, RGB24 (opaque; black until painted), on which
    /// every later call draws in units, its text set in the fonts for `language`.
    init(width: Double, height: Double, language: Language = .english) throws {
        let pixelWidth = Card.pixels(width)
        let pixelHeight = Card.pixels(height)
        guard (1...Self.maximumSide).contains(pixelWidth), (1...Self.maximumSide).contains(pixelHeight) else {
            throw PictureError(CAIRO_STATUS_INVALID_SIZE)
        }
        guard
            let surface = cairo_image_surface_create(
                CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight))
        else { throw PictureError(CAIRO_STATUS_NO_MEMORY) }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw PictureError(surfaceStatus)
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw PictureError(CAIRO_STATUS_NO_MEMORY)
        }
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw PictureError(contextStatus)
        }
        cairo_scale(context, Card.pixelsPerUnit, Card.pixelsPerUnit)
        // Cairo's fast antialiasing keeps shapes' edges smooth at these sizes for about a third
        // less time than its default; text keeps its own (best) antialiasing.
        cairo_set_antialias(context, CAIRO_ANTIALIAS_FAST)
        do {
            text = try TextSetter(context: context, families: Font.families(for: language))
        } catch {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw error
        }
        self.width = width
        self.height = height
        isRightToLeft = language.isRightToLeft
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Throws the first failure of the context or its surface, if any.
    func check() throws {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw PictureError(status) }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else { throw PictureError(surfaceStatus) }
    }

    // MARK: Shapes

    /// Fills the whole canvas with one colour.
    func paint(_ color: Color) {
        setColor(color)
        cairo_paint(context)
    }

    /// A point in units.
    typealias Point = (x: Double, y: Double)

    /// Fills a disc.
    func fillCircle(x: Double, y: Double, radius: Double, _ color: Color) {
        fillCircles(at: [(x, y)], radius: radius, color)
    }

    /// Fills discs of one size and colour in one go: each fill has a fixed cost in Cairo, so
    /// a year of circles drawn as one path is several times quicker than 365 fills.
    func fillCircles(at centers: [Point], radius: Double, _ color: Color) {
        guard !centers.isEmpty else { return }
        cairo_new_path(context)
        for center in centers {
            cairo_new_sub_path(context)
            cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        }
        setColor(color)
        cairo_fill(context)
    }

    /// Strokes a circle; `dots` spreads that many round dots along it instead of a solid line.
    func strokeCircle(x: Double, y: Double, radius: Double, lineWidth: Double, _ color: Color, dots: Int = 0)
    {
        strokeCircles(at: [(x, y)], radius: radius, lineWidth: lineWidth, color, dots: dots)
    }

    /// Strokes circles of one size and style in one go (see ``fillCircles(at:radius:_:)``).
    func strokeCircles(at centers: [Point], radius: Double, lineWidth: Double, _ color: Color, dots: Int = 0)
    {
        guard !centers.isEmpty else { return }
        cairo_new_path(context)
        if dots == 0 {
            // A solid ring is filled as the space between two circles: filling skips Cairo's
            // stroker, which costs more than the rasterising itself for small circles.
            for center in centers {
                cairo_new_sub_path(context)
                cairo_arc(context, center.x, center.y, radius + lineWidth / 2, 0, 2 * .pi)
                cairo_new_sub_path(context)
                cairo_arc_negative(context, center.x, center.y, max(radius - lineWidth / 2, 0), 2 * .pi, 0)
            }
            setColor(color)
            cairo_fill(context)
            return
        }
        for center in centers {
            cairo_new_sub_path(context)
            cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        }
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        if dots > 0 {
            // A dash of length 0 with round caps draws a dot; the gaps divide the circle evenly.
            // Each circle is a sub-path of its own, and the dashes start again on each.
            var pattern: [Double] = [0, 2 * .pi * radius / Double(dots)]
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_dash(context, &pattern, 2, 0)
        }
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    /// Fills pie slices from 12 o'clock clockwise over each one's `fraction` (0...1) of its
    /// disc, all of one size and colour in one go (see ``fillCircles(at:radius:_:)``).
    func fillPies(_ pies: [(center: Point, fraction: Double)], radius: Double, _ color: Color) {
        guard !pies.isEmpty else { return }
        let start = -Double.pi / 2
        cairo_new_path(context)
        for (center, fraction) in pies {
            cairo_move_to(context, center.x, center.y)
            cairo_arc(context, center.x, center.y, radius, start, start + 2 * .pi * fraction)
            cairo_close_path(context)
        }
        setColor(color)
        cairo_fill(context)
    }

    /// A rectangle in units: its top left corner and size.
    typealias Rectangle = (x: Double, y: Double, width: Double, height: Double)

    /// Fills a rectangle, its corners rounded by `cornerRadius` (at most half its shorter side).
    func fillRectangle(
        x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, _ color: Color
    ) {
        fillRectangles([(x, y, width, height)], cornerRadius: cornerRadius, color)
    }

    /// Fills rectangles of one corner radius and colour in one go (see
    /// ``fillCircles(at:radius:_:)``); empty ones are left out.
    func fillRectangles(_ rectangles: [Rectangle], cornerRadius: Double = 0, _ color: Color) {
        guard rectanglesPath(rectangles, cornerRadius: cornerRadius) else { return }
        setColor(color)
        cairo_fill(context)
    }

    /// Strokes a rectangle's outline centred on its edges, its corners rounded by `cornerRadius`
    /// (at most half its shorter side).
    func strokeRectangle(
        x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0, lineWidth: Double,
        _ color: Color
    ) {
        strokeRectangles([(x, y, width, height)], cornerRadius: cornerRadius, lineWidth: lineWidth, color)
    }

    /// Strokes rectangles' outlines of one style in one go (see ``fillCircles(at:radius:_:)``).
    func strokeRectangles(
        _ rectangles: [Rectangle], cornerRadius: Double = 0, lineWidth: Double, _ color: Color
    ) {
        guard rectanglesPath(rectangles, cornerRadius: cornerRadius) else { return }
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_stroke(context)
    }

    /// A new path around each non-empty rectangle, its corners rounded by at most half its
    /// shorter side. Returns `false` when there is nothing to draw.
    private func rectanglesPath(_ rectangles: [Rectangle], cornerRadius: Double) -> Bool {
        cairo_new_path(context)
        var any = false
        for (x, y, width, height) in rectangles where width > 0 && height > 0 {
            any = true
            let radius = min(max(cornerRadius, 0), width / 2, height / 2)
            if radius == 0 {
                cairo_rectangle(context, x, y, width, height)
                continue
            }
            cairo_new_sub_path(context)
            cairo_arc(context, x + width - radius, y + radius, radius, -.pi / 2, 0)
            cairo_arc(context, x + width - radius, y + height - radius, radius, 0, .pi / 2)
            cairo_arc(context, x + radius, y + height - radius, radius, .pi / 2, .pi)
            cairo_arc(context, x + radius, y + radius, radius, .pi, 3 * .pi / 2)
            cairo_close_path(context)
        }
        return any
    }

    /// A straight line with round ends.
    func strokeLine(from start: Point, to end: Point, lineWidth: Double, _ color: Color) {
        strokeLines([[start, end]], lineWidth: lineWidth, color)
    }

    /// Lines through each list of points, with round ends and joins, all of one width and
    /// colour in one go (see ``fillCircles(at:radius:_:)``).
    func strokeLines(_ lines: [[Point]], lineWidth: Double, _ color: Color) {
        guard lines.contains(where: { $0.count > 1 }) else { return }
        cairo_new_path(context)
        for line in lines where line.count > 1 {
            cairo_move_to(context, line[0].x, line[0].y)
            for point in line.dropFirst() { cairo_line_to(context, point.x, point.y) }
        }
        setColor(color)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(context)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    }

    // MARK: Text

    /// Chooses the font for the following text calls.
    func setFont(_ font: Font) {
        text.setFont(font)
    }

    /// `text` without the characters no installed font has a glyph for (most emoji), which
    /// would be drawn as boxes. The text reply still carries them. One layout for the whole
    /// text when nothing is missing.
    func drawable(_ text: String) -> String {
        guard self.text.unknownGlyphs(text) > 0 else { return text }
        // Spaces and control characters stay: text wrapping reads them as word breaks.
        return String(
            text.filter { character in
                character.isWhitespace
                    || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
                    || self.text.unknownGlyphs(String(character)) == 0
            })
    }

    /// How far the text advances in the current font, in units.
    func textWidth(_ text: String) -> Double {
        self.text.width(text)
    }

    /// Where a line of text sits relative to the x it is drawn at.
    enum Alignment {
        /// Starts at x.
        case leading
        /// Centred on x.
        case center
        /// Ends at x.
        case trailing
    }

    /// Draws one line of text on the baseline y, starting at, centred on or ending at x.
    func showText(_ text: String, x: Double, y: Double, _ color: Color, alignment: Alignment = .leading) {
        let width = self.text.width(text)
        let left =
            switch alignment {
            case .leading: x
            case .center: x - width / 2
            case .trailing: x - width
            }
        setColor(color)
        self.text.draw(text, left: left, baseline: y)
    }

    /// `x`, given as on a left-to-right picture, where the picture's direction puts it:
    /// mirrored across the canvas on a right-to-left one.
    func flowing(_ x: Double) -> Double {
        isRightToLeft ? width - x : x
    }

    /// Draws a line of text placed as on a left-to-right picture, mirrored on a right-to-left
    /// one (at ``flowing(_:)`` of x, aligned the other way), so a line that starts at the left
    /// margin starts at the right margin.
    func showFlowingText(
        _ text: String, x: Double, y: Double, _ color: Color, alignment: Alignment = .leading
    ) {
        guard isRightToLeft else { return showText(text, x: x, y: y, color, alignment: alignment) }
        let mirrored: Alignment =
            switch alignment {
            case .leading: .trailing
            case .center: .center
            case .trailing: .leading
            }
        showText(text, x: flowing(x), y: y, color, alignment: mirrored)
    }

    // MARK: PNG

    /// The canvas encoded as PNG.
    func png() throws -> Data {
        try check()
        return try PNGEncoder.png(of: surface)
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgb(context, color.red, color.green, color.blue)
    }
}
