import Testing
import TrackerCore

@testable import Telegram

@Suite struct TelegramHTMLTests {
    @Test func everyStyleIsEscapedAndWrapped() {
        let hostile = "<script>&"
        let text: RichText =
            "\(hostile) \(bold: hostile) \(italic: hostile) \(code: hostile) \(strike: hostile)"
        let escaped = "&lt;script&gt;&amp;"
        #expect(
            TelegramHTML.render(text)
                == "\(escaped) <b>\(escaped)</b> <i>\(escaped)</i> <code>\(escaped)</code> <s>\(escaped)</s>")
    }

    @Test func aMentionIsALinkToTheUserWithItsNameEscaped() {
        let text: RichText = "⏰ \(mention: "<Ann> & co", userID: "333"), \(mention: "Eve", userID: "x\">")"
        #expect(
            TelegramHTML.render(text)
                == #"⏰ <a href="tg://user?id=333">&lt;Ann&gt; &amp; co</a>, Eve"#)
    }

    @Test func aMentionCutBySplittingStaysAMentionOfTheSameUser() {
        var text = RichText(stringLiteral: String(repeating: "x", count: 4090))
        text.append(.mention("Annabelle", userID: "7"))
        let chunks = TelegramHTML.split(text)
        #expect(chunks.count == 2)
        #expect(chunks.flatMap(\.spans).filter { $0.style == .mention }.allSatisfy { $0.userID == "7" })
        #expect(TelegramHTML.render(chunks[1]).hasPrefix(#"<a href="tg://user?id=7">"#))
    }

    @Test func quotesAndEntitiesStayLiteral() {
        #expect(TelegramHTML.escape(#"a "b" &amp; c"#) == #"a "b" &amp;amp; c"#)
        #expect(TelegramHTML.render("") == "")
    }

    @Test func shortTextIsNotSplit() {
        let text: RichText = "short \(bold: "text")"
        #expect(TelegramHTML.split(text) == [text])
    }

    @Test func longTextSplitsAtLinesAndRejoins() {
        var text = RichText()
        var line = 0
        while text.plain.utf16.count < 10_000 {
            text.append("Line \(line) <tag> & ")
            text.append("bold \(line)", line % 3 == 0 ? .bold : .plain)
            text.append(" code", .code)
            text.append("\n")
            line += 1
        }
        let chunks = TelegramHTML.split(text)
        #expect(chunks.count == 3)
        for chunk in chunks {
            #expect(chunk.plain.utf16.count <= 4096)
        }
        for chunk in chunks.dropLast() {
            #expect(chunk.plain.hasSuffix("\n"))
        }
        #expect(chunks.reduce(RichText(), +) == text)
        // Every chunk renders to balanced, escaped HTML on its own.
        for chunk in chunks {
            let html = TelegramHTML.render(chunk)
            #expect(html.components(separatedBy: "<b>").count == html.components(separatedBy: "</b>").count)
            #expect(!html.contains("<tag>"))
        }
    }

    @Test func unbrokenTextSplitsAtTheLimitWithoutBreakingCharacters() {
        let emoji = String(repeating: "😀", count: 5_000)  // 10,000 UTF-16 code units
        let text: RichText = "\(bold: emoji)"
        let chunks = TelegramHTML.split(text)
        #expect(chunks.count == 3)
        for chunk in chunks {
            #expect(chunk.plain.utf16.count <= 4096)
            #expect(chunk.spans.allSatisfy { $0.style == .bold })
            #expect(chunk.plain.allSatisfy { $0 == "😀" })
        }
        #expect(chunks.reduce(RichText(), +) == text)
    }

    @Test func splitPrefersWhitespaceWithoutLineBreaks() {
        let words = Array(repeating: "word", count: 2_500).joined(separator: " ")
        let text = RichText(stringLiteral: words)
        let chunks = TelegramHTML.split(text, limit: 100)
        for chunk in chunks.dropLast() {
            #expect(chunk.plain.utf16.count <= 100)
            #expect(chunk.plain.hasSuffix(" "))
        }
        #expect(chunks.reduce(RichText(), +) == text)
    }

    @Test func aSpanCutInTwoKeepsItsStyle() {
        let text: RichText =
            "\(String(repeating: "a", count: 6)) \(italic: String(repeating: "b", count: 10))"
        let chunks = TelegramHTML.split(text, limit: 10)
        #expect(chunks.map(\.plain) == ["aaaaaa ", "bbbbbbbbbb"])
        #expect(chunks.map { $0.spans.map(\.style) } == [[.plain], [.italic]])
        let hard = TelegramHTML.split("\(code: String(repeating: "c", count: 25))", limit: 10)
        #expect(hard.map(\.plain) == ["cccccccccc", "cccccccccc", "ccccc"])
        #expect(hard.allSatisfy { $0.spans.map(\.style) == [.code] })
    }

    @Test func keyboardFromButtons() {
        let keyboard = InlineKeyboard([[Button("Yes", data: "y")], [Button("No", data: "n")]])
        #expect(keyboard.rows.map { $0.map(\.text) } == [["Yes"], ["No"]])
        #expect(keyboard.rows.map { $0.map(\.callbackData) } == [["y"], ["n"]])
    }
}
