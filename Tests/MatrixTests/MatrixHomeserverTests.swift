import Foundation
import HTTPClient
import Logging
import MatrixTestSupport
import Testing
import TrackerCore

@testable import Matrix

/// Runs against a real Synapse (see `/work/shared/matrix/README.md`); skipped unless
/// `MATRIX_HOMESERVER_URL` and the bot's and alice's tokens are set.
@Suite(.enabled(if: HomeserverEnvironment.isAvailable, HomeserverEnvironment.skipReason), .serialized)
struct MatrixHomeserverTests {
    private let environment = HomeserverEnvironment.current!
    private let http = HTTPClient(
        userAgent: "MatrixHomeserverTests", logger: Logger(label: "MatrixHomeserverTests"))

    private var bot: MatrixClient { environment.client(token: environment.botToken, http: http) }
    private var alice: MatrixClient { environment.client(token: environment.aliceToken, http: http) }

    @Test func inviteJoinMessageReplyReactionEditAndLeave() async throws {
        try await HomeserverTurns.shared.take {
            try await self.inviteJoinMessageReplyReactionEditAndLeaveAlone()
        }
    }

    private func inviteJoinMessageReplyReactionEditAndLeaveAlone() async throws {
        defer { http.shutdown() }
        let filterID = try await bot.uploadFilter(userID: environment.botUser, filter: .bot())
        let botSync = SyncFollower(matrix: bot, filter: .id(filterID))
        try await botSync.start()

        let roomID = try await alice.createRoom(
            CreateRoomOptions(name: "Tracker test", invite: [environment.botUser]))
        #expect(roomID.hasPrefix("!"))
        let aliceSync = SyncFollower(matrix: alice, filter: .inline(.bot()))
        try await aliceSync.start()

        let botUser = environment.botUser
        try await botSync.waitUntil { $0.invites[roomID]?.invite(of: botUser) != nil }
        let invite = try #require(botSync.invites[roomID]?.invite(of: botUser))
        #expect(invite.sender == environment.aliceUser)
        #expect(try await bot.join(roomID: roomID) == roomID)

        let questionID = try await alice.sendMessage(
            roomID: roomID, txnID: "q-\(UUID())",
            content: MessageContent(msgtype: .text, body: "/goal add Run a marathon"))
        try await botSync.waitUntil { $0.event(questionID, in: roomID) != nil }
        let question = try #require(botSync.event(questionID, in: roomID))
        #expect(question.sender == environment.aliceUser)
        #expect(question.message?.body == "/goal add Run a marathon")
        #expect(question.message?.msgtype == .text)

        let reply: RichText =
            "Goal \(bold: "Run a marathon") added for \(mention: "alice", userID: environment.aliceUser)"
        let replyID = try await bot.sendNotice(
            roomID: roomID, txnID: "r-\(UUID())", text: reply, replyingTo: questionID)
        let reactionID = try await bot.react(roomID: roomID, txnID: "x-\(UUID())", to: replyID, key: "✅")
        let editID = try await bot.editMessage(
            roomID: roomID, txnID: "e-\(UUID())", eventID: replyID,
            text: "Goal \(bold: "Run a marathon") added.")

        let sent = [replyID, reactionID, editID]
        try await aliceSync.waitUntil { sync in sent.allSatisfy { sync.event($0, in: roomID) != nil } }
        let seenReply = try #require(aliceSync.event(replyID, in: roomID)?.message)
        #expect(seenReply.msgtype == .notice)
        #expect(seenReply.relatesTo?.repliedToEventID == questionID)
        #expect(seenReply.html?.contains("<b>Run a marathon</b>") == true)
        #expect(seenReply.html?.contains("https://matrix.to/#/\(environment.aliceUser)") == true)
        #expect(seenReply.mentions?.userIDs == [environment.aliceUser])
        let seenReaction = try #require(aliceSync.event(reactionID, in: roomID))
        #expect(seenReaction.sender == environment.botUser)
        #expect(seenReaction.reaction?.eventID == replyID && seenReaction.reaction?.key == "✅")
        let seenEdit = try #require(aliceSync.event(editID, in: roomID)?.message)
        #expect(seenEdit.relatesTo?.isReplacement == true && seenEdit.relatesTo?.eventID == replyID)
        #expect(seenEdit.newContent?.body == "Goal Run a marathon added.")

        let members = try await bot.joinedMembers(roomID: roomID)
        #expect(Set(members.keys) == [environment.botUser, environment.aliceUser])
        let levels = try await bot.powerLevels(roomID: roomID)
        #expect(levels.isModerator(environment.aliceUser))
        #expect(!levels.isModerator(environment.botUser))
        #expect(levels.canSendState(environment.aliceUser, eventType: "m.room.name"))

        try await bot.leave(roomID: roomID)
        try await botSync.waitUntil { $0.leftRooms.contains(roomID) }
        await #expect {
            _ = try await bot.sendNotice(roomID: roomID, txnID: "late-\(UUID())", text: "still here?")
        } throws: { error in
            (error as? MatrixError)?.kind == .forbidden
        }
    }

    @Test func resendingWithTheSameTransactionIDGivesTheSameEvent() async throws {
        try await HomeserverTurns.shared.take {
            try await self.resendingWithTheSameTransactionIDGivesTheSameEventAlone()
        }
    }

    private func resendingWithTheSameTransactionIDGivesTheSameEventAlone() async throws {
        defer { http.shutdown() }
        let roomID = try await alice.createRoom()
        let txnID = "same-\(UUID())"
        let first = try await alice.sendNotice(roomID: roomID, txnID: txnID, text: "once")
        let again = try await alice.sendNotice(roomID: roomID, txnID: txnID, text: "once, changed")
        #expect(first == again)
        let other = try await alice.sendNotice(roomID: roomID, txnID: "other-\(UUID())", text: "once")
        #expect(other != first)
    }

    @Test func aBadTokenIsAnUnknownToken() async throws {
        try await HomeserverTurns.shared.take { try await self.aBadTokenIsAnUnknownTokenAlone() }
    }

    private func aBadTokenIsAnUnknownTokenAlone() async throws {
        defer { http.shutdown() }
        let stranger = environment.client(token: "syt_not_a_real_token", http: http)
        await #expect {
            _ = try await stranger.whoAmI()
        } throws: { error in
            guard let error = error as? MatrixError else { return false }
            return error.kind == .unknownToken && error.status == 401 && error.errcode == "M_UNKNOWN_TOKEN"
                && !error.isRetryable && !"\(error)".contains("syt_not_a_real_token")
        }
        let anonymous = environment.client(token: nil, http: http)
        await #expect {
            _ = try await anonymous.sync(timeout: .zero)
        } throws: { error in
            (error as? MatrixError)?.errcode == "M_MISSING_TOKEN"
                && (error as? MatrixError)?.kind == .unknownToken
        }
    }

    @Test func whoAmIAndPasswordLogin() async throws {
        try await HomeserverTurns.shared.take { try await self.whoAmIAndPasswordLoginAlone() }
    }

    private func whoAmIAndPasswordLoginAlone() async throws {
        defer { http.shutdown() }
        #expect(try await bot.whoAmI().userID == environment.botUser)
        guard let password = environment.botPassword else { return }
        let session = try await bot.login(
            user: environment.botUser, password: password, deviceID: "MATRIX_TESTS")
        #expect(session.userID == environment.botUser && session.deviceID == "MATRIX_TESTS")
        let me = try await bot.withAccessToken(session.accessToken).whoAmI()
        #expect(me.userID == environment.botUser && me.deviceID == "MATRIX_TESTS")
        await #expect {
            _ = try await bot.login(user: environment.botUser, password: password + "-wrong")
        } throws: { error in
            (error as? MatrixError)?.kind == .forbidden && !"\(error)".contains(password)
        }
    }
}
