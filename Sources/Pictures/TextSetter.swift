import CCairo
import CPango

/// Measures and draws single lines of text on one Cairo context through Pango, which shapes
/// them with HarfBuzz (Persian letters joined), orders them by the Unicode bidirectional
/// algorithm (right-to-left runs drawn right to left) and takes each character from the first
/// font of the family list that has it.
///
/// Measuring and drawing go through the same layout, so a line measured to fit is drawn
/// exactly that wide. One setter belongs to one canvas, on one thread.
final class TextSetter {
    /// The layout every line is set in; its text changes with each call.
    private let layout: OpaquePointer
    private let context: OpaquePointer
    private let families: String
    /// Pango's font descriptions, made once per font a canvas uses.
    private var descriptions: [Font: OpaquePointer] = [:]
    /// The text and font the layout holds now: asking again for the same line costs nothing.
    private var current: (text: String, font: Font)?
    private var font = Font.caption

    /// A setter drawing on `context` (its scale already set) in `families`, a comma-separated
    /// list in order of preference.
    init(context: OpaquePointer, families: String) throws {
        guard let layout = pango_cairo_create_layout(context) else {
            throw PictureError(CAIRO_STATUS_NO_MEMORY)
        }
        self.layout = layout
        self.context = context
        self.families = families
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        for description in descriptions.values { pango_font_description_free(description) }
    }

    /// Chooses the font of the following calls.
    func setFont(_ font: Font) {
        self.font = font
    }

    /// How far `text` advances, in units.
    func width(_ text: String) -> Double {
        set(text)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// How many characters of `text` no font of the list has a glyph for.
    func unknownGlyphs(_ text: String) -> Int {
        set(text)
        return Int(pango_layout_get_unknown_glyphs_count(layout))
    }

    /// Draws `text` with its left edge at `x` and its baseline at `y`.
    func draw(_ text: String, left x: Double, baseline y: Double) {
        set(text)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_new_path(context)
        cairo_move_to(context, x, y - baseline)
        pango_cairo_show_layout(context, layout)
    }

    private func set(_ text: String) {
        if let current, current.font == font, current.text == text { return }
        pango_layout_set_font_description(layout, description(of: font))
        pango_layout_set_text(layout, text, Int32(clamping: text.utf8.count))
        current = (text, font)
    }

    private func description(of font: Font) -> OpaquePointer? {
        if let description = descriptions[font] { return description }
        guard let description = pango_font_description_new() else { return nil }
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, font.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        // The size in the context's units, as Cairo's own font size was.
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }
}
