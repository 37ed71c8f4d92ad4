import Foundation
import TrackerCore

/// Draws pictures as PNG images, at delivery: the outbox keeps the ``Picture`` (the data), and
/// each platform that shows images asks for its PNG when it sends.
///
/// Senders call ``draw(_:)``, which draws on a thread of its own, one picture at a time: a
/// drawing is several milliseconds of CPU that would otherwise hold one of the concurrency
/// pool's threads (two on a 2-core machine), and one at a time bounds the memory that
/// drawing takes to one picture's pixels.
///
/// ```swift
/// let png = try await PictureRenderer.draw(.habitRun(run))
/// ```
public enum PictureRenderer {
    /// The queue every ``draw(_:)`` runs on.
    private static let queue = DispatchQueue(label: "trackerbot.pictures")

    /// The picture as a PNG image, drawn on the pictures' own thread.
    ///
    /// - Throws: as ``png(_:)``.
    public static func draw(_ picture: Picture) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                let start = ContinuousClock.now
                let result = Result { try png(picture) }
                PictureMetrics.drawn(
                    picture, in: ContinuousClock.now - start, succeeded: (try? result.get()) != nil)
                continuation.resume(with: result)
            }
        }
    }

    /// The picture as a PNG image, 800 px wide and as tall as its content needs, drawn on the
    /// calling thread. Thread-safe: each call draws on its own Cairo surface.
    ///
    /// - Throws: ``PictureError`` when Cairo fails (out of memory, an image too large) or the
    ///   picture holds more than Cairo can draw; the caller then sends the text alone.
    public static func png(_ picture: Picture) throws -> Data {
        switch picture {
        case .habitRun(let run): try HabitRunPainter.png(run)
        case .goalProgress(let progress): try GoalProgressPainter.png(progress)
        case .goalCard(let goal): try GoalCardPainter.png(goal)
        case .heatmap(let heatmap): try HeatmapPainter.png(heatmap)
        case .board(let board): try BoardPainter.png(board)
        }
    }
}
