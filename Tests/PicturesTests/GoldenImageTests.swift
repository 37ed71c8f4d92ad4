import Foundation
import Testing
import TrackerCore

@testable import Pictures

/// Compares whole pictures with the PNGs committed under `Golden/`, allowing for the pixel or
/// two that another FreeType or Cairo version draws differently at the edges of glyphs.
///
/// After an intended change of the drawing, look at the new pictures and record them again
/// with `PICTURES_RECORD_GOLDEN=1 swift test --filter GoldenImageTests`.
struct GoldenImageTests {
    /// Per channel, out of 255.
    private static let tolerance = 48
    /// Pixels beyond the tolerance, as a share of the image.
    private static let allowedShare = 0.005

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    @Test(arguments: [
        ("habit-run-21.png", Picture.habitRun(Samples.mixed)),
        ("habit-run-66.png", .habitRun(Samples.run(days: 66))),
        ("heatmap-year.png", .heatmap(Samples.heatmap())),
        ("board-7.png", .board(BoardSamples.week)),
        ("habit-run-8-weeks.png", .habitRun(Samples.weeks)),
        ("board-long.png", .board(BoardSamples.long(members: 4))),
    ])
    func matchesTheGoldenImage(name: String, picture: Picture) throws {
        try Self.compare(picture, with: name)
    }

    /// Draws `picture` and compares it with the golden image `name`, or records it there.
    static func compare(_ picture: Picture, with name: String) throws {
        let png = try PictureRenderer.png(picture)
        let url = golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["PICTURES_RECORD_GOLDEN"] == "1" {
            try png.write(to: url)
            return
        }
        let expected = try DecodedImage(png: Data(contentsOf: url))
        let actual = try DecodedImage(png: png)
        #expect(actual.width == expected.width)
        #expect(actual.height == expected.height)
        let differing = actual.differingPixels(from: expected, tolerance: tolerance)
        let allowed = Int(Double(expected.width * expected.height) * allowedShare)
        if differing > allowed {
            let saved = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("actual-" + name)
            try png.write(to: saved)
            Issue.record(
                "\(differing) pixels differ from \(url.path) (at most \(allowed)); drawn: \(saved.path)")
        }
    }
}
