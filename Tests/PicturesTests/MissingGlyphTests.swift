import Testing

@testable import Pictures

/// Characters the font cannot draw are left out of pictures instead of drawn as empty boxes;
/// everything DejaVu Sans has stays.
struct MissingGlyphTests {
    private func drawable(_ text: String) throws -> String {
        let canvas = try CairoCanvas(width: 10, height: 10)
        canvas.setFont(.title)
        return canvas.drawable(text)
    }

    @Test func emojiTheFontLacksAreLeftOut() throws {
        #expect(try drawable("Run 🏃‍♀️ 5 km 🌅") == "Run  5 km ")
    }

    @Test(arguments: ["Read 20 pages", "Ünïcødé ß é", "קריאה יומית", "Καλημέρα", "Привет", "✓ ★ →", ""])
    func textTheFontHasIsKept(text: String) throws {
        #expect(try drawable(text) == text)
    }

    @Test func spacesAndControlCharactersStayForWrapping() throws {
        #expect(try drawable("a\nb\tc 🦄\u{7}") == "a\nb\tc \u{7}")
    }
}
