import Foundation
import Testing

@testable import Pictures

/// Text goes through a shaper: Persian letters are joined as the script writes them, and
/// measuring a line uses the same shaping as drawing it.
struct ShapedTextTests {
    /// "Books": three letters that each join the next.
    private static let word = "کتب"

    @Test func aJoinedPersianWordIsNarrowerThanItsLettersSetApart() throws {
        let canvas = try CairoCanvas(width: 10, height: 10, language: .persian)
        canvas.setFont(.title)
        let apart = Self.word.map { canvas.textWidth(String($0)) }.reduce(0, +)
        #expect(canvas.textWidth(Self.word) < apart * 0.9)
    }

    @Test func aJoinedWordsInkRunsWithoutAGapWhereItsLettersSetApartHaveGaps() throws {
        #expect(try gapColumns(in: Self.word) == 0)
        #expect(try gapColumns(in: Self.word.map(String.init).joined(separator: " ")) > 10)
    }

    @Test func aWidthMeasuredIsTheWidthDrawn() throws {
        let canvas = try CairoCanvas(width: 10, height: 10)
        canvas.setFont(.title)
        let width = canvas.textWidth("Read 20 pages")
        #expect(width > 200 && width < 500)
        #expect(canvas.textWidth("Read 20 pages Read 20 pages") > 2 * width)
    }

    /// The columns without ink between the first and the last inked column of `text`, drawn
    /// large in black on white.
    private func gapColumns(in text: String) throws -> Int {
        let canvas = try CairoCanvas(width: 600, height: 250, language: .persian)
        canvas.paint(Color(hex: 0xFFFFFF))
        canvas.setFont(Font(size: 120, bold: false))
        canvas.showText(text, x: 40, y: 170, Color(hex: 0x000000))
        let image = try DecodedImage(png: canvas.png())
        let inked = (0..<image.width).map { x in
            (0..<image.height).contains { y in image.rgb(x, y).red < 128 }
        }
        guard let first = inked.firstIndex(of: true), let last = inked.lastIndex(of: true) else { return -1 }
        return inked[first...last].filter { !$0 }.count
    }
}
