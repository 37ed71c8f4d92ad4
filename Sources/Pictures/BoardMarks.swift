import TrackerCore

/// The day marks of a group board, gathered by kind and drawn a kind at a time: a board has
/// up to 560 marks, and one Cairo path per kind draws them several times quicker than a path
/// each.
///
/// A green square with a white tick when done, an outline filled from the bottom when partial,
/// a red cross when missed, grey pause bars when paused, a dot when nothing was asked, a light
/// outline when still open, nothing before the member joined.
struct BoardMarks {
    let layout: BoardLayout
    private var done: [CairoCanvas.Rectangle] = []
    private var ticks: [[CairoCanvas.Point]] = []
    private var levels: [CairoCanvas.Rectangle] = []
    private var partial: [CairoCanvas.Rectangle] = []
    private var crosses: [[CairoCanvas.Point]] = []
    private var pauseBars: [CairoCanvas.Rectangle] = []
    private var rests: [CairoCanvas.Point] = []
    private var open: [CairoCanvas.Rectangle] = []

    init(layout: BoardLayout) { self.layout = layout }

    /// Adds the mark of the day whose square is centred on `center`.
    mutating func add(_ mark: BoardPicture.Mark, at center: CairoCanvas.Point) {
        let size = layout.cellSize
        let line = layout.lineWidth
        let square = (x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
        // The outline's line is centred on its edges, so it lies inside the square.
        let outline = (
            x: square.x + line / 2, y: square.y + line / 2, width: size - line, height: size - line
        )
        switch mark {
        case .done:
            done.append(square)
            ticks.append([
                (center.x - size * 0.27, center.y + size * 0.01),
                (center.x - size * 0.08, center.y + size * 0.2),
                (center.x + size * 0.27, center.y - size * 0.2),
            ])
        case .partial(let fraction):
            // NaN and out-of-range amounts draw as an empty or a full square, never fail.
            let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
            // Square corners inside the outline: the fill reads as a level, not a shape.
            let inner = size - 2 * line
            levels.append(
                (square.x + line, square.y + line + inner * (1 - clamped), inner, inner * clamped))
            partial.append(outline)
        case .missed:
            let arm = size * 0.3
            crosses.append([(center.x - arm, center.y - arm), (center.x + arm, center.y + arm)])
            crosses.append([(center.x - arm, center.y + arm), (center.x + arm, center.y - arm)])
        case .paused:
            for offset in [-0.14, 0.14] {
                pauseBars.append(
                    (center.x + size * offset - size * 0.08, center.y - size * 0.3, size * 0.16, size * 0.6))
            }
        case .rest: rests.append(center)
        case .open: open.append(outline)
        case .none: break
        }
    }

    /// Draws every mark added.
    func draw(on canvas: CairoCanvas) {
        let corner = layout.cellCornerRadius
        let line = layout.lineWidth
        canvas.fillRectangles(done, cornerRadius: corner, Palette.accent)
        canvas.strokeLines(ticks, lineWidth: line, Palette.onAccent)
        canvas.fillRectangles(levels, Palette.accent)
        canvas.strokeRectangles(partial, cornerRadius: corner, lineWidth: line, Palette.accent)
        canvas.strokeLines(crosses, lineWidth: line * 1.4, Palette.broken)
        canvas.fillRectangles(pauseBars, Palette.paused)
        canvas.fillCircles(at: rests, radius: max(layout.cellSize * 0.1, 1.5), Palette.open)
        canvas.strokeRectangles(open, cornerRadius: corner, lineWidth: line, Palette.open)
    }
}
