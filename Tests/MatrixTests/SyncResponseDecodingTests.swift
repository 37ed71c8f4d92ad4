import Foundation
import HTTPClient
import Testing

@testable import Matrix

@Suite struct SyncResponseDecodingTests {
    /// A sync as Synapse sends it, plus fields no one knows and a few events that do not fit.
    static let syncJSON = #"""
        {
          "next_batch": "s72595_4483_1934",
          "account_data": {"events": []},
          "device_one_time_keys_count": {"signed_curve25519": 0},
          "org.example.future": {"anything": [1, 2, 3]},
          "rooms": {
            "join": {
              "!room1": {
                "summary": {"m.joined_member_count": 2},
                "unread_notifications": {"highlight_count": 0, "notification_count": 1},
                "state": {"events": [
                  {"type": "m.room.member", "state_key": "@alice:localhost", "sender": "@alice:localhost",
                   "event_id": "$m1", "origin_server_ts": 1700000000000,
                   "content": {"membership": "join", "displayname": "Alice"}}
                ]},
                "timeline": {
                  "limited": true, "prev_batch": "t1-prev",
                  "events": [
                    {"type": "m.room.message", "event_id": "$e1", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000001, "unsigned": {"age": 12, "membership": "join"},
                     "content": {"msgtype": "m.text", "body": "/goal add Run", "org.example.x": true}},
                    {"type": "m.room.message", "event_id": "$e2", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000002,
                     "content": {"msgtype": "m.text", "body": "> quoted\n\nyes",
                       "m.relates_to": {"m.in_reply_to": {"event_id": "$bot1"}}}},
                    {"type": "m.room.message", "event_id": "$e3", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000003,
                     "content": {"msgtype": "m.text", "body": "* fixed", "format": "org.matrix.custom.html",
                       "formatted_body": "* <b>fixed</b>",
                       "m.new_content": {"msgtype": "m.text", "body": "fixed"},
                       "m.relates_to": {"rel_type": "m.replace", "event_id": "$e1"}}},
                    {"type": "m.reaction", "event_id": "$e4", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000004,
                     "content": {"m.relates_to": {"rel_type": "m.annotation", "event_id": "$bot1", "key": "👍"}}},
                    {"type": "m.room.message", "event_id": "$e5", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000005, "content": "not an object"},
                    {"type": "m.room.message", "event_id": "$e6", "origin_server_ts": 1700000000006,
                     "content": {"msgtype": "m.text", "body": "who sent me?"}},
                    {"type": "m.room.redaction", "event_id": "$e7", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000007, "redacts": "$e2", "content": {}},
                    {"type": "m.room.redaction", "event_id": "$e8", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000008, "content": {"redacts": "$e3", "reason": "typo"}},
                    {"type": "m.room.message", "event_id": "$e9", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000009, "content": {},
                     "unsigned": {"redacted_because": {"type": "m.room.redaction"}, "age": "old"}},
                    {"type": "org.example.poll", "event_id": "$e10", "sender": "@alice:localhost",
                     "origin_server_ts": 1700000000010, "content": {"question": {"nested": [true, null, 1.5]}}},
                    {"type": "m.room.message", "event_id": "$e11", "sender": "@alice:localhost",
                     "origin_server_ts": "yesterday", "content": {"msgtype": "m.text", "body": "bad time"}},
                    {"type": "m.room.member", "state_key": "@bob:localhost", "event_id": "$e12",
                     "sender": "@bob:localhost", "origin_server_ts": 1700000000012,
                     "content": {"membership": "leave"}, "unsigned": {"prev_content": {"membership": "join"}}}
                  ]
                },
                "ephemeral": {"events": [{"type": "m.typing", "content": {"user_ids": []}}]}
              },
              "!broken": {"timeline": {"events": "not a list"}}
            },
            "invite": {
              "!dm": {"invite_state": {"events": [
                {"type": "m.room.create", "state_key": "", "sender": "@alice:localhost",
                 "content": {"room_version": "12"}},
                {"type": "m.room.member", "state_key": "@bot:localhost", "sender": "@alice:localhost",
                 "content": {"membership": "invite", "is_direct": true, "displayname": "bot"}},
                {"type": "m.room.name", "sender": "@alice:localhost", "content": {"name": "no state key"}}
              ]}}
            },
            "leave": {
              "!gone": {"timeline": {"events": [
                {"type": "m.room.member", "state_key": "@bot:localhost", "event_id": "$k1",
                 "sender": "@alice:localhost", "origin_server_ts": 1700000000100,
                 "content": {"membership": "leave", "reason": "bye"}}
              ]}}
            },
            "knock": {}
          }
        }
        """#

    private func decode() throws -> SyncResponse {
        try JSONDecoder().decode(SyncResponse.self, from: Data(Self.syncJSON.utf8))
    }

    @Test func theWholeSyncDecodesAroundTheOddEvents() throws {
        let sync = try decode()
        #expect(sync.nextBatch == "s72595_4483_1934")
        let room = try #require(sync.rooms.join["!room1"])
        #expect(room.timeline.limited)
        #expect(room.timeline.prevBatch == "t1-prev")
        #expect(
            room.timeline.events.map(\.eventID)
                == ["$e1", "$e2", "$e3", "$e4", "$e5", "$e7", "$e8", "$e9", "$e10", "$e12"])
        #expect(
            room.timeline.undecodable.map(\.eventID) == ["$e6", "$e11"])
        let reason = room.timeline.undecodable[0].reason
        #expect(reason.hasPrefix("missing ") && reason.hasSuffix("events.5.sender"))
        #expect(room.timeline.undecodable[1].type == "m.room.message")
        #expect(room.state.events.first?.member?.displayName == "Alice")
        #expect(sync.undecodableEvents.count == 3)
    }

    @Test func aRoomWhoseDataDoesNotDecodeIsReportedAlone() throws {
        let sync = try decode()
        #expect(sync.rooms.join["!broken"] == nil)
        #expect(sync.undecodableRooms.map(\.roomID) == ["!broken"])
        #expect(sync.undecodableRooms.first?.section == "join")
        #expect(sync.undecodableRooms.first?.reason.contains("timeline.events") == true)
    }

    @Test func typedViewsReadMessagesRepliesEditsAndReactions() throws {
        let events = try #require(try decode().rooms.join["!room1"]).timeline.events
        let first = try #require(events[0].message)
        #expect(first.msgtype == .text && first.body == "/goal add Run")
        #expect(first.relatesTo == nil && first.html == nil)
        #expect(events[0].unsigned?.age == 12 && events[0].unsigned?.membership == "join")
        #expect(events[1].message?.relatesTo?.repliedToEventID == "$bot1")
        let edit = try #require(events[2].message)
        #expect(edit.relatesTo?.isReplacement == true && edit.relatesTo?.eventID == "$e1")
        #expect(edit.newContent?.body == "fixed")
        #expect(edit.html == "* <b>fixed</b>")
        let reaction = try #require(events[3].reaction)
        #expect(reaction.eventID == "$bot1" && reaction.key == "👍")
        #expect(events[3].message == nil)
    }

    @Test func contentThatDoesNotFitFailsOnlyItsView() throws {
        let events = try #require(try decode().rooms.join["!room1"]).timeline.events
        let odd = events[4]
        #expect(odd.content == .string("not an object"))
        #expect(odd.message == nil)
        #expect(throws: DecodingError.self) { try odd.decodeContent(as: MessageContent.self) }
        let poll = events[8]
        #expect(poll.type == "org.example.poll")
        #expect(poll.content["question"]?["nested"] == [true, .null, .double(1.5)])
    }

    @Test func redactionsReadTheTargetFromEitherPlace() throws {
        let events = try #require(try decode().rooms.join["!room1"]).timeline.events
        #expect(events[5].redactedEventID == "$e2")
        #expect(events[6].redactedEventID == "$e3")
        #expect(events[6].redaction?.reason == "typo")
        let redacted = events[7]
        #expect(redacted.isRedacted)
        #expect(redacted.unsigned?.age == nil)
        #expect(redacted.message == nil)
        #expect(events[0].redactedEventID == nil)
    }

    @Test func membersInvitesAndLeftRoomsDecode() throws {
        let sync = try decode()
        let left = try #require(sync.rooms.join["!room1"]).timeline.events[9]
        #expect(left.isState && left.stateKey == "@bob:localhost")
        #expect(left.member?.membership == .leave)
        #expect(left.unsigned?.prevContent?["membership"] == "join")
        let invite = try #require(sync.rooms.invite["!dm"])
        #expect(invite.inviteState.map(\.type) == ["m.room.create", "m.room.member"])
        #expect(invite.undecodable.count == 1)
        let own = try #require(invite.invite(of: "@bot:localhost"))
        #expect(own.sender == "@alice:localhost")
        #expect(own.content.isDirect == true)
        #expect(invite.invite(of: "@someone:localhost") == nil)
        let gone = try #require(sync.rooms.leave["!gone"])
        #expect(gone.timeline.events.first?.member?.reason == "bye")
    }

    @Test func aMinimalSyncHasEmptyRooms() throws {
        let sync = try JSONDecoder().decode(
            SyncResponse.self, from: Data(#"{"next_batch":"x","rooms":null}"#.utf8))
        #expect(sync.rooms.join.isEmpty && sync.undecodableRooms.isEmpty)
        let partial = try JSONDecoder().decode(
            SyncResponse.self,
            from: Data(#"{"next_batch":"x","rooms":{"join":{"!r":{}},"invite":{"!i":{}}}}"#.utf8))
        #expect(partial.rooms.join["!r"]?.timeline.events.isEmpty == true)
        #expect(partial.rooms.invite["!i"]?.inviteState.isEmpty == true)
    }

    @Test func contentRoundTripsThroughJSONValue() throws {
        let content = MessageContent(msgtype: .notice, body: "hi", relatesTo: Relation(inReplyTo: "$x"))
        let value = try JSONValue(encoding: content)
        #expect(value["m.relates_to"]?["m.in_reply_to"]?["event_id"] == "$x")
        #expect(value["format"] == nil)
        #expect(try value.decode(MessageContent.self) == content)
    }
}
