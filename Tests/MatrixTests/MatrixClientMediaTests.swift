import Foundation
import HTTPClient
import HTTPTestSupport
import Testing

@testable import Matrix

/// Uploads to the media repository, file messages and reactions read back, as requests.
@Suite struct MatrixClientMediaTests {
    @Test func anUploadPostsTheBytesWithTheirTypeAndName() async throws {
        let answer = FakeHomeserver.always(#"{"content_uri":"mxc://example.org/abc"}"#)
        try await FakeHomeserver.with(answer) { fake in
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2])
            let uri = try await fake.matrix.upload(png, contentType: "image/png", fileName: "habit run.png")
            #expect(uri == "mxc://example.org/abc")
            let request = try await fake.last()
            #expect(request.method == "POST")
            #expect(
                request.rawPath == "/_matrix/media/v3/upload" && request.query["filename"] == "habit run.png")
            #expect(request.headers["content-type"] == "image/png")
            #expect(request.headers["authorization"] == "Bearer \(FakeHomeserver.token)")
            #expect(request.body == png)
        }
    }

    @Test func aFileMessageNamesItsUploadAndTheMessageItAnswers() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"event_id":"$file"}"#)) { fake in
            let content = FileContent(
                msgtype: .file, fileName: "todos.csv", url: "mxc://example.org/abc",
                info: FileContent.Info(mimetype: "text/csv", size: 12), replyingTo: "$summary")
            _ = try await fake.matrix.send(
                roomID: "!room", txnID: "t", eventType: "m.room.message", content: content)
            let body = try await fake.lastJSON()
            #expect(body["msgtype"] as? String == "m.file")
            #expect(body["body"] as? String == "todos.csv" && body["filename"] as? String == "todos.csv")
            #expect(body["url"] as? String == "mxc://example.org/abc" && body["file"] == nil)
            let info = try #require(body["info"] as? [String: Any])
            #expect(
                info["mimetype"] as? String == "text/csv" && info["size"] as? Int == 12 && info["w"] == nil)
            let relation = try #require(body["m.relates_to"] as? [String: Any])
            #expect((relation["m.in_reply_to"] as? [String: Any])?["event_id"] as? String == "$summary")
        }
    }

    @Test func anEncryptedUploadGoesWithoutItsName() async throws {
        let answer = FakeHomeserver.always(#"{"content_uri":"mxc://example.org/enc"}"#)
        try await FakeHomeserver.with(answer) { fake in
            let uri = try await fake.matrix.upload(
                Data([1, 2, 3]), contentType: "application/octet-stream", fileName: nil)
            #expect(uri == "mxc://example.org/enc")
            let request = try await fake.last()
            #expect(request.rawPath == "/_matrix/media/v3/upload" && request.query["filename"] == nil)
            #expect(request.headers["content-type"] == "application/octet-stream")
        }
    }

    @Test func anEncryptedFileMessageNamesItsFileWithTheKeyAndNoURL() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"event_id":"$file"}"#)) { fake in
            let file = EncryptedFile(url: "mxc://example.org/enc", k: "a-_b", iv: "aXY", sha256: "aGFzaA")
            let content = FileContent(
                msgtype: .image, fileName: "habit.png", file: file,
                info: FileContent.Info(mimetype: "image/png", size: 12, width: 800, height: 400))
            _ = try await fake.matrix.send(
                roomID: "!room", txnID: "t", eventType: "m.room.message", content: content)
            let body = try await fake.lastJSON()
            #expect(body["url"] == nil && body["msgtype"] as? String == "m.image")
            let sent = try #require(body["file"] as? [String: Any])
            #expect(sent["url"] as? String == "mxc://example.org/enc" && sent["v"] as? String == "v2")
            #expect(sent["iv"] as? String == "aXY")
            #expect(sent["hashes"] as? [String: String] == ["sha256": "aGFzaA"])
            let key = try #require(sent["key"] as? [String: Any])
            #expect(key["kty"] as? String == "oct" && key["alg"] as? String == "A256CTR")
            #expect(key["key_ops"] as? [String] == ["encrypt", "decrypt"])
            #expect(key["k"] as? String == "a-_b" && key["ext"] as? Bool == true)
            // The file's real type stays in the event, which only the room reads.
            #expect((body["info"] as? [String: Any])?["mimetype"] as? String == "image/png")
        }
    }

    @Test func reactionsAreReadFromTheRelationsOfTheMessage() async throws {
        let page = """
            {"chunk":[{"type":"m.reaction","event_id":"$r","sender":"@bot:hs","origin_server_ts":1,
            "content":{"m.relates_to":{"rel_type":"m.annotation","event_id":"$m","key":"1️⃣"}}}]}
            """
        try await FakeHomeserver.with(FakeHomeserver.always(page)) { fake in
            let reactions = try await fake.matrix.reactions(roomID: "!room", to: "$m")
            #expect(reactions.map(\.reaction?.key) == ["1️⃣"])
            let request = try await fake.last()
            #expect(request.method == "GET")
            #expect(
                request.rawPath
                    == "/_matrix/client/v1/rooms/%21room/relations/%24m/m.annotation/m.reaction")
            #expect(request.query["limit"] == "100")
        }
    }
}
