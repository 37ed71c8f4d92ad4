import Foundation
import HTTPTestSupport
import Testing

@testable import Matrix

@Suite struct MatrixClientAccountTests {
    @Test func loginPostsAPasswordLoginWithoutTheToken() async throws {
        let answer =
            #"{"user_id":"@bot:example.org","access_token":"syt_new","device_id":"BOTDEVICE","well_known":{}}"#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            let session = try await fake.matrix.login(
                user: "bot", password: "hunter2", deviceID: "BOTDEVICE", deviceDisplayName: "TrackerBot")
            #expect(
                session
                    == LoginSession(userID: "@bot:example.org", accessToken: "syt_new", deviceID: "BOTDEVICE")
            )
            #expect(!"\(session)".contains("syt_new"))
            let request = try await fake.last()
            #expect(request.method == "POST")
            #expect(request.path == "/_matrix/client/v3/login")
            #expect(request.headers["authorization"] == nil)
            let body = try await fake.lastJSON()
            #expect(body["type"] as? String == "m.login.password")
            let identifier = try #require(body["identifier"] as? [String: Any])
            #expect(identifier["type"] as? String == "m.id.user")
            #expect(identifier["user"] as? String == "bot")
            #expect(body["password"] as? String == "hunter2")
            #expect(body["device_id"] as? String == "BOTDEVICE")
            #expect(body["initial_device_display_name"] as? String == "TrackerBot")
        }
    }

    @Test func loginWithoutADeviceLeavesItOut() async throws {
        let answer = #"{"user_id":"@bot:example.org","access_token":"syt_new","device_id":"NEW"}"#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            _ = try await fake.matrix.login(user: "@bot:example.org", password: "pw")
            let body = try await fake.lastJSON()
            #expect(body["device_id"] == nil)
            #expect(body["initial_device_display_name"] == nil)
        }
    }

    @Test func whoAmISendsTheTokenAsBearer() async throws {
        let answer = #"{"user_id":"@bot:example.org","device_id":"D1","is_guest":false,"extra":[1]}"#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            let me = try await fake.matrix.whoAmI()
            #expect(me == WhoAmI(userID: "@bot:example.org", deviceID: "D1", isGuest: false))
            let request = try await fake.last()
            #expect(request.method == "GET")
            #expect(request.path == "/_matrix/client/v3/account/whoami")
            #expect(request.headers["authorization"] == "Bearer \(FakeHomeserver.token)")
            #expect(request.body.isEmpty)
        }
    }

    @Test func uploadFilterEncodesTheUserAndSendsTheBotFilter() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"filter_id":"7"}"#)) { fake in
            let id = try await fake.matrix.uploadFilter(
                userID: "@bot:example.org", filter: .bot(timelineLimit: 20))
            #expect(id == "7")
            let request = try await fake.last()
            #expect(request.method == "POST")
            #expect(request.rawPath == "/_matrix/client/v3/user/%40bot%3Aexample.org/filter")
            let body = try await fake.lastJSON()
            let room = try #require(body["room"] as? [String: Any])
            let timeline = try #require(room["timeline"] as? [String: Any])
            #expect(timeline["types"] as? [String] == ["m.room.message", "m.reaction", "m.room.member"])
            #expect(timeline["limit"] as? Int == 20)
            #expect(timeline["lazy_load_members"] as? Bool == true)
            let state = try #require(room["state"] as? [String: Any])
            #expect(state["lazy_load_members"] as? Bool == true)
            #expect(state["types"] == nil)
            #expect((room["ephemeral"] as? [String: Any])?["not_types"] as? [String] == ["*"])
            #expect((body["presence"] as? [String: Any])?["not_types"] as? [String] == ["*"])
            #expect((body["account_data"] as? [String: Any])?["not_types"] as? [String] == ["*"])
        }
    }

    @Test func secretsStayOutOfDescriptions() {
        let configuration = MatrixConfiguration(
            homeserverURL: "https://m.example.org", accessToken: "syt_secret")
        #expect(!"\(configuration)".contains("syt_secret"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("syt_secret"))
        let session = LoginSession(userID: "@a:b", accessToken: "syt_secret", deviceID: "D")
        dumped = ""
        dump(session, to: &dumped)
        #expect(!dumped.contains("syt_secret") && !"\(session)".contains("syt_secret"))
    }
}
