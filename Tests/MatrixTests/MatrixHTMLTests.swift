import Testing
import TrackerCore

@testable import Matrix

@Suite struct MatrixHTMLTests {
    @Test func everyStyleIsEscapedAndWrapped() {
        let hostile = #"<script>&"x""#
        let text: RichText =
            "\(hostile) \(bold: hostile) \(italic: hostile) \(code: hostile) \(strike: hostile)"
        let escaped = "&lt;script&gt;&amp;&quot;x&quot;"
        let rendered = MatrixHTML.render(text)
        #expect(
            rendered.formattedBody
                == "\(escaped) <b>\(escaped)</b> <i>\(escaped)</i> <code>\(escaped)</code> <s>\(escaped)</s>")
        #expect(rendered.body == Array(repeating: hostile, count: 5).joined(separator: " "))
        #expect(rendered.mentionedUserIDs.isEmpty)
    }

    @Test func aMentionIsAPillAndNotifiesItsUserOnce() {
        let text: RichText =
            "⏰ \(mention: "<Ann> & co", userID: "@ann:example.org"), \(mention: "Ann", userID: "@ann:example.org") and \(mention: "Bo", userID: "@bo:example.org")"
        let rendered = MatrixHTML.render(text)
        #expect(
            rendered.formattedBody
                == #"⏰ <a href="https://matrix.to/#/@ann:example.org">&lt;Ann&gt; &amp; co</a>, "#
                + #"<a href="https://matrix.to/#/@ann:example.org">Ann</a> and "#
                + #"<a href="https://matrix.to/#/@bo:example.org">Bo</a>"#)
        #expect(rendered.body == "⏰ <Ann> & co, Ann and Bo")
        #expect(rendered.mentionedUserIDs == ["@ann:example.org", "@bo:example.org"])
    }

    @Test func aMentionOfSomethingElseIsPlainTextAndNotifiesNoOne() {
        let text: RichText =
            "\(mention: "Tg", userID: "12345") \(mention: "Eve", userID: "@eve x:y") \(mention: "Nope", userID: "@:x")"
        let rendered = MatrixHTML.render(text)
        #expect(rendered.formattedBody == "Tg Eve Nope")
        #expect(rendered.mentionedUserIDs.isEmpty)
    }

    @Test func oddCharactersInAUserIDArePercentEncodedInTheLink() {
        #expect(
            MatrixHTML.permalink(to: "@we/ird+name=1:[::1]:8448")
                == "https://matrix.to/#/@we%2Fird%2Bname%3D1:%5B::1%5D:8448")
        // Historical user ids may hold quotes and angle brackets; they never leave the attribute.
        let rendered = MatrixHTML.render("\(mention: "W", userID: "@a&b\"><i>:x")")
        #expect(rendered.formattedBody == #"<a href="https://matrix.to/#/@a%26b%22%3E%3Ci%3E:x">W</a>"#)
        #expect(rendered.mentionedUserIDs == ["@a&b\"><i>:x"])
    }

    @Test func lineBreaksBecomeBreakTags() {
        let rendered = MatrixHTML.render("one\ntwo\r\n\(bold: "three\nfour")")
        #expect(rendered.formattedBody == "one<br>two<br><b>three<br>four</b>")
        #expect(rendered.body == "one\ntwo\r\nthree\nfour")
    }

    @Test func userIDsAreRecognised() {
        #expect(MatrixHTML.isUserID("@bot:localhost"))
        #expect(MatrixHTML.isUserID("@a:example.org:8448"))
        #expect(!MatrixHTML.isUserID("bot:localhost"))
        #expect(!MatrixHTML.isUserID("@bot"))
        #expect(!MatrixHTML.isUserID("@bot:"))
        #expect(!MatrixHTML.isUserID("@b ot:x"))
        #expect(!MatrixHTML.isUserID("@bö:x"))
        #expect(!MatrixHTML.isUserID("@" + String(repeating: "a", count: 250) + ":xxxxx"))
    }

    @Test func aRenderedTextBecomesANoticeWithHTML() {
        let content = MessageContent(MatrixHTML.render("\(bold: "Hi")"))
        #expect(content.msgtype == .notice)
        #expect(content.body == "Hi")
        #expect(content.format == MessageContent.htmlFormat)
        #expect(content.html == "<b>Hi</b>")
        #expect(content.mentions == Mentions())
        #expect(MatrixHTML.render("").formattedBody.isEmpty)
    }

    @Test func commandsAreWrittenWithTheMatrixPrefixAndUserTextIsNot() {
        let title = "Read /check daily"
        let rendered = MatrixHTML.render("Send /help or /goal add <title>: \(title)")
        #expect(rendered.body == "Send !help or !goal add <title>: Read /check daily")
        #expect(rendered.formattedBody == "Send !help or !goal add &lt;title&gt;: Read /check daily")
    }
}
