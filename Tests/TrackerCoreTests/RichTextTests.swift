import Testing
import TrackerCore

struct RichTextTests {
    @Test func interpolationKeepsStylesApart() {
        let title = "<b>Run</b>"
        let text: RichText = "Goal \(bold: title) due \(italic: "friday")."
        #expect(
            text.spans == [
                .init("Goal "), .init("<b>Run</b>", .bold), .init(" due "), .init("friday", .italic),
                .init("."),
            ])
        #expect(text.plain == "Goal <b>Run</b> due friday.")
    }

    @Test func appendingMergesRunsOfTheSameStyle() {
        var text: RichText = "a"
        text.append("b")
        text.append("c", .bold)
        text.append("", .italic)
        #expect(text.spans == [.init("ab"), .init("c", .bold)])
    }
}
