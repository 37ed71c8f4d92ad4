import Foundation
import TrackerCore

/// Draws pictures as PNG images, at delivery: the outbox keeps the ``Picture`` (the data), and
/// each platform that shows images asks for its PNG when it sends.
///
/// Thread-safe: each call draws on its own Cairo surface and holds no state between calls, so
/// senders may render on any thread, several at once.
///
/// ```swift
/// let png = try PictureRenderer.png(.habitRun(run))
/// ```
public enum PictureRenderer {
    /// The picture as a PNG image, 1,000 px wide and as tall as its content needs.
    ///
    /// - Throws: ``PictureError`` when Cairo fails (out of memory, an image too large) or the
    ///   picture holds more than Cairo can draw; the caller then sends the text alone.
    public static func png(_ picture: Picture) throws -> Data {
        switch picture {
        case .habitRun(let run): try HabitRunPainter.png(run)
        case .board(let board): try BoardPainter.png(board)
        }
    }
}
