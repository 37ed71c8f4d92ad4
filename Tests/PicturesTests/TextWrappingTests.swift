import Testing

@testable import Pictures

/// Wrapping with a fixed-width "font": every character is 10 units wide.
struct TextWrappingTests {
    private func lines(_ text: String, width: Double = 100, maxLines: Int = 3) -> [String] {
        TextWrapping.lines(text, width: width, maxLines: maxLines) { Double($0.count) * 10 }
    }

    @Test func shortTextIsOneLine() {
        #expect(lines("Read") == ["Read"])
    }

    @Test func wordsWrapAtSpaces() {
        #expect(lines("Read twenty pages daily", maxLines: 4) == ["Read", "twenty", "pages", "daily"])
        #expect(lines("Read twenty pages daily", maxLines: 3) == ["Read", "twenty", "pages…"])
    }

    @Test func aLongWordBreaksBetweenCharacters() {
        #expect(lines(String(repeating: "x", count: 25)) == ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
    }

    @Test func textBeyondTheLastLineEndsInAnEllipsis() {
        let wrapped = lines(String(repeating: "word ", count: 20), maxLines: 2)
        #expect(wrapped == ["word word", "word word…"])
    }

    @Test func blankTextHasNoLines() {
        #expect(lines("").isEmpty)
        #expect(lines(" \n\t ").isEmpty)
    }

    @Test func controlCharactersAreSpaces() {
        #expect(lines("a\nb\u{7}c") == ["a b c"])
    }
}
