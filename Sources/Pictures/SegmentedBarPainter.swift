/// Draws a ``SegmentedBar``: done segments in the accent, open ones light; a bar of too many
/// segments as a light track filled in proportion, and a bar of none as an empty track.
enum SegmentedBarPainter {
    /// - Parameters:
    ///   - isDone: whether segment `index` is done, for bars drawn segment by segment.
    ///   - doneCount: how many are done, for a continuous bar.
    static func draw(_ bar: SegmentedBar, isDone: (Int) -> Bool, doneCount: Int, on canvas: CairoCanvas) {
        guard bar.isSegmented else {
            canvas.fillRectangle(
                x: bar.x, y: bar.y, width: bar.width, height: bar.height, cornerRadius: bar.cornerRadius,
                bar.total == 0 ? Palette.track : Palette.open)
            canvas.fillRectangle(
                x: bar.x, y: bar.y, width: bar.filledWidth(done: doneCount), height: bar.height,
                cornerRadius: bar.cornerRadius, Palette.accent)
            return
        }
        for index in 0..<bar.total {
            let segment = bar.segment(index)
            canvas.fillRectangle(
                x: segment.x, y: bar.y, width: segment.width, height: bar.height,
                cornerRadius: bar.cornerRadius, isDone(index) ? Palette.accent : Palette.open)
        }
    }
}
