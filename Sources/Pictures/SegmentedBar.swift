/// Where the segments of a progress bar go: one per checkpoint (or day), separated by small
/// gaps, or one continuous bar filled in proportion when there are too many to tell apart.
struct SegmentedBar {
    /// The most segments drawn apart; more would be thinner than a few pixels.
    static let maximumSegments = 40

    let x: Double
    let y: Double
    let width: Double
    let height: Double
    /// Segments in the bar; 0 is an empty track.
    let total: Int

    /// Whether each segment is drawn on its own (else the bar fills in proportion).
    var isSegmented: Bool { (1...Self.maximumSegments).contains(total) }

    /// The space between two segments.
    var gap: Double { total <= 20 ? 6 : 3 }

    /// The corners' radius of the track and of each segment.
    var cornerRadius: Double { min(height / 2, isSegmented ? 6 : height / 2) }

    /// Segment `index`'s left edge and width (0-based, only when ``isSegmented``).
    func segment(_ index: Int) -> (x: Double, width: Double) {
        let count = Double(max(total, 1))
        let segmentWidth = (width - gap * (count - 1)) / count
        return (x + Double(index) * (segmentWidth + gap), segmentWidth)
    }

    /// The width filled for `done` of ``total`` when the bar is continuous, clamped to the bar.
    func filledWidth(done: Int) -> Double {
        guard total > 0 else { return 0 }
        return width * Double(min(max(done, 0), total)) / Double(total)
    }
}
