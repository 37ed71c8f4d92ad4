import Foundation
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

struct MentionTests {
    @Test func aMentionCarriesItsUserAndIsNeverMergedWithAnother() {
        let text: RichText = "Hi \(mention: "Ann", userID: "1")\(mention: "Bob", userID: "2")!"
        #expect(
            text.spans == [
                .init("Hi "), .mention("Ann", userID: "1"), .mention("Bob", userID: "2"), .init("!"),
            ])
        #expect(text.plain == "Hi AnnBob!")
        var appended = RichText()
        appended.append(.mention("Ann", userID: "1"))
        appended.append(.mention("Ann", userID: "1"))
        #expect(appended.spans.count == 2)
    }

    @Test func mentionsSurviveEncodingAndOldPayloadsStillDecode() throws {
        let text: RichText = "\(mention: "Ann", userID: "42") and \(bold: "Bob")"
        let decoded = try JSONDecoder().decode(RichText.self, from: try JSONEncoder().encode(text))
        #expect(decoded == text)
        let old = #"{"spans":[{"text":"Hi ","style":"plain"},{"text":"Bob","style":"bold"}]}"#
        #expect(try JSONDecoder().decode(RichText.self, from: Data(old.utf8)) == "Hi \(bold: "Bob")")
    }

    @Test func wordingNamesCommandsAndValuesStayAsTheyAre() {
        let title = "Read /check daily"
        let text: RichText = "Send /help (or /goal add|edit) and/or 1/2 /Goal /; \(title) “/todos”"
        #expect(
            text.spans == [
                .init("Send "), .init("/help", .command), .init(" (or "), .init("/goal", .command),
                .init(" add|edit) and/or 1/2 /Goal /; Read /check daily “"), .init("/todos", .command),
                .init("”"),
            ])
        #expect(text.plain == "Send /help (or /goal add|edit) and/or 1/2 /Goal /; Read /check daily “/todos”")
        #expect(RichText(verbatim: "/check 3").spans == [.init("/check 3")])
        var appended: RichText = "Day 1."
        appended.append(" /check again", .plain)
        appended.append(" Then /todos.")
        #expect(appended.spans.filter { $0.style == .command }.map(\.text) == ["/todos"])
        let adjacent: RichText = "/goals/todos"
        #expect(adjacent.spans == [.init("/goals", .command), .init("/todos")])
        // A slash is read as the character it starts: after any space, and not with a mark on it.
        let spaced: RichText = "See\u{00A0}/help, é/todo or /\u{301}goal"
        #expect(
            spaced.spans == [
                .init("See\u{00A0}"), .init("/help", .command), .init(", é/todo or /\u{301}goal"),
            ])
    }
}
