import Foundation
import HTTPClient
import HTTPTestSupport
import Testing
import TrackerCore

@testable import Matrix

@Suite struct MatrixClientSendTests {
    private static let eventAnswer = FakeHomeserver.always(#"{"event_id":"$sent"}"#)

    @Test func sendPutsToTheEncodedRoomTypeAndTransaction() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            let eventID = try await fake.matrix.send(
                roomID: "!abc:example.org", txnID: "outbox/42 #1?", eventType: "org.example.custom",
                content: ["answer": 42] as JSONValue)
            #expect(eventID == "$sent")
            let request = try await fake.last()
            #expect(request.method == "PUT")
            #expect(
                request.rawPath
                    == "/_matrix/client/v3/rooms/%21abc%3Aexample.org/send/org.example.custom/outbox%2F42%20%231%3F"
            )
            #expect(request.headers["authorization"] == "Bearer \(FakeHomeserver.token)")
            #expect(try await fake.lastJSON()["answer"] as? Int == 42)
        }
    }

    @Test func aNoticeInReplyCarriesHTMLAndMentions() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            let text: RichText = "\(bold: "Done") for \(mention: "Ann <3", userID: "@ann:example.org")\nnext"
            _ = try await fake.matrix.sendNotice(
                roomID: "!room", txnID: "t1", text: text, replyingTo: "$question")
            let request = try await fake.last()
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%21room/send/m.room.message/t1")
            let body = try await fake.lastJSON()
            #expect(body["msgtype"] as? String == "m.notice")
            #expect(body["body"] as? String == "Done for Ann <3\nnext")
            #expect(body["format"] as? String == "org.matrix.custom.html")
            #expect(
                body["formatted_body"] as? String
                    == #"<b>Done</b> for <a href="https://matrix.to/#/@ann:example.org">Ann &lt;3</a><br>next"#
            )
            let relation = try #require(body["m.relates_to"] as? [String: Any])
            #expect((relation["m.in_reply_to"] as? [String: Any])?["event_id"] as? String == "$question")
            #expect(relation["rel_type"] == nil)
            #expect((body["m.mentions"] as? [String: Any])?["user_ids"] as? [String] == ["@ann:example.org"])
        }
    }

    @Test func aNoticeWithoutMentionsNotifiesNoOne() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            _ = try await fake.matrix.sendNotice(roomID: "!room", txnID: "t2", text: "plain")
            let body = try await fake.lastJSON()
            #expect((body["m.mentions"] as? [String: Any])?.isEmpty == true)
            #expect(body["m.relates_to"] == nil)
        }
    }

    @Test func anEditReplacesTheOriginalWithNewContent() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            let text: RichText = "3/5 \(italic: "done") \(mention: "Bo", userID: "@bo:example.org")"
            _ = try await fake.matrix.editMessage(
                roomID: "!room", txnID: "t3", eventID: "$original", text: text)
            let body = try await fake.lastJSON()
            #expect(body["msgtype"] as? String == "m.notice")
            #expect(body["body"] as? String == "* 3/5 done Bo")
            #expect((body["formatted_body"] as? String)?.hasPrefix("* 3/5 <i>done</i>") == true)
            let relation = try #require(body["m.relates_to"] as? [String: Any])
            #expect(relation["rel_type"] as? String == "m.replace")
            #expect(relation["event_id"] as? String == "$original")
            let new = try #require(body["m.new_content"] as? [String: Any])
            #expect(new["body"] as? String == "3/5 done Bo")
            #expect(new["msgtype"] as? String == "m.notice")
            #expect(new["format"] as? String == "org.matrix.custom.html")
            #expect(new["m.relates_to"] == nil)
            #expect((new["m.mentions"] as? [String: Any])?["user_ids"] as? [String] == ["@bo:example.org"])
            #expect((body["m.mentions"] as? [String: Any])?.isEmpty == true)
        }
    }

    @Test func aReactionAnnotatesTheEvent() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            _ = try await fake.matrix.react(roomID: "!room", txnID: "r1", to: "$msg", key: "✅")
            let request = try await fake.last()
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%21room/send/m.reaction/r1")
            let body = try await fake.lastJSON()
            let relation = try #require(body["m.relates_to"] as? [String: Any])
            #expect(relation["rel_type"] as? String == "m.annotation")
            #expect(relation["event_id"] as? String == "$msg")
            #expect(relation["key"] as? String == "✅")
            #expect(body.count == 1)
        }
    }

    @Test func redactPutsTheEventAndTransaction() async throws {
        try await FakeHomeserver.with(Self.eventAnswer) { fake in
            _ = try await fake.matrix.redact(roomID: "!room", eventID: "$r/1", txnID: "x1", reason: "undo")
            let request = try await fake.last()
            #expect(request.method == "PUT")
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%21room/redact/%24r%2F1/x1")
            #expect(try await fake.lastJSON()["reason"] as? String == "undo")
        }
    }
}
