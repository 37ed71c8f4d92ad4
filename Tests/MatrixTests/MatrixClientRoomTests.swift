import Foundation
import HTTPTestSupport
import Testing

@testable import Matrix

@Suite struct MatrixClientRoomTests {
    /// A version 12 room id: no server part.
    static let roomID = "!9Pytfp-QQc_x"

    @Test func joinAndLeavePostAnEmptyObjectToTheEncodedRoom() async throws {
        let responder: FakeHomeserver.Responder = { path, _ in
            path.hasSuffix("/join") ? .json(#"{"room_id":"\#(Self.roomID)"}"#) : .json("{}")
        }
        try await FakeHomeserver.with(responder) { fake in
            #expect(try await fake.matrix.join(roomID: Self.roomID) == Self.roomID)
            var request = try await fake.last()
            #expect(request.method == "POST")
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%219Pytfp-QQc_x/join")
            #expect(request.body == Data("{}".utf8))
            try await fake.matrix.leave(roomID: "!old:example.org")
            request = try await fake.last()
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%21old%3Aexample.org/leave")
            #expect(request.body == Data("{}".utf8))
        }
    }

    @Test func createRoomSendsOnlyTheOptionsGiven() async throws {
        try await FakeHomeserver.with(FakeHomeserver.always(#"{"room_id":"!new"}"#)) { fake in
            let roomID = try await fake.matrix.createRoom(
                CreateRoomOptions(
                    invite: ["@bot:example.org"], isDirect: true, preset: "trusted_private_chat"))
            #expect(roomID == "!new")
            let body = try await fake.lastJSON()
            #expect(body["invite"] as? [String] == ["@bot:example.org"])
            #expect(body["is_direct"] as? Bool == true)
            #expect(body["preset"] as? String == "trusted_private_chat")
            #expect(body["name"] == nil && body["room_version"] == nil)
        }
    }

    @Test func joinedMembersDecodesNamesAndToleratesOddProfiles() async throws {
        let answer = #"""
            {"joined":{"@alice:example.org":{"display_name":"Alice","avatar_url":"mxc://x/y"},
                       "@bob:example.org":{"display_name":null},
                       "@odd:example.org":{"display_name":42}}}
            """#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            let members = try await fake.matrix.joinedMembers(roomID: Self.roomID)
            #expect(members.count == 3)
            #expect(
                members["@alice:example.org"] == JoinedMember(displayName: "Alice", avatarURL: "mxc://x/y"))
            #expect(members["@bob:example.org"]?.displayName == nil)
            #expect(members["@odd:example.org"]?.displayName == nil)
            let request = try await fake.last()
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%219Pytfp-QQc_x/joined_members")
        }
    }

    @Test func membershipsNameEachCurrentMemberAndSkipEventsWithoutOne() async throws {
        let answer = #"""
            {"chunk":[
              {"type":"m.room.member","event_id":"$1","sender":"@alice:example.org","origin_server_ts":1,
               "state_key":"@alice:example.org","content":{"membership":"join"}},
              {"type":"m.room.member","event_id":"$2","sender":"@alice:example.org","origin_server_ts":2,
               "state_key":"@carol:example.org","content":{"membership":"invite","displayname":"Carol"}},
              {"type":"m.room.member","event_id":"$3","sender":"@alice:example.org","origin_server_ts":3,
               "content":{"membership":"join"}}
            ]}
            """#
        try await FakeHomeserver.with(FakeHomeserver.always(answer)) { fake in
            let memberships = try await fake.matrix.memberships(roomID: Self.roomID)
            #expect(memberships == ["@alice:example.org": .join, "@carol:example.org": .invite])
            let request = try await fake.last()
            #expect(request.rawPath == "/_matrix/client/v3/rooms/%219Pytfp-QQc_x/members")
            #expect(request.query == ["not_membership": "leave"])
        }
    }

    @Test func powerLevelsOfAVersion12RoomRankTheCreatorAboveEveryone() async throws {
        let responder: FakeHomeserver.Responder = { _, request in
            if request.rawPath.hasSuffix("/m.room.create/") {
                #expect(request.query["format"] == "event")
                return .json(
                    #"""
                    {"type":"m.room.create","event_id":"$c","sender":"@alice:example.org","state_key":"",
                     "origin_server_ts":1,"content":{"room_version":"12","additional_creators":["@carol:example.org"]}}
                    """#)
            }
            return .json(#"{"users":{"@mod:example.org":50,"@old:example.org":"75"},"users_default":0}"#)
        }
        try await FakeHomeserver.with(responder) { fake in
            let levels = try await fake.matrix.powerLevels(roomID: Self.roomID)
            #expect(levels.creators == ["@alice:example.org", "@carol:example.org"])
            #expect(levels.creatorsArePrivileged)
            #expect(levels.level(of: "@alice:example.org") == .max)
            #expect(levels.isModerator("@carol:example.org"))
            #expect(levels.level(of: "@old:example.org") == 75)
            #expect(levels.isModerator("@mod:example.org"))
            #expect(!levels.isModerator("@member:example.org"))
            let paths = await fake.recorder.requests.map(\.rawPath).sorted()
            #expect(
                paths == [
                    "/_matrix/client/v3/rooms/%219Pytfp-QQc_x/state/m.room.create/",
                    "/_matrix/client/v3/rooms/%219Pytfp-QQc_x/state/m.room.power_levels/",
                ])
        }
    }

    @Test func aRoomWithoutPowerLevelsGivesTheCreator100AndStateToAll() async throws {
        let responder: FakeHomeserver.Responder = { _, request in
            if request.rawPath.hasSuffix("/m.room.create/") {
                return .json(
                    #"""
                    {"type":"m.room.create","event_id":"$c","sender":"@alice:example.org","state_key":"",
                     "origin_server_ts":1,"content":{"room_version":"10"}}
                    """#)
            }
            return .json(#"{"errcode":"M_NOT_FOUND","error":"Event not found."}"#, status: 404)
        }
        try await FakeHomeserver.with(responder) { fake in
            let levels = try await fake.matrix.powerLevels(roomID: "!r:example.org")
            #expect(levels.content == nil)
            #expect(!levels.creatorsArePrivileged)
            #expect(levels.level(of: "@alice:example.org") == 100)
            #expect(levels.level(of: "@bob:example.org") == 0)
            #expect(levels.canSendState("@bob:example.org", eventType: "m.room.name"))
        }
    }

    @Test func powerLevelsOfARoomTheUserCannotSeeFail() async throws {
        let forbidden = #"{"errcode":"M_FORBIDDEN","error":"You don't have permission"}"#
        try await FakeHomeserver.with(FakeHomeserver.always(forbidden, status: 403)) { fake in
            await #expect {
                _ = try await fake.matrix.powerLevels(roomID: Self.roomID)
            } throws: { error in
                (error as? MatrixError)?.kind == .forbidden
            }
        }
    }
}
