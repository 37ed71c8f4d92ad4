import Foundation
import HTTPClient
import HTTPTestSupport
import Testing
import TrackerCore

@testable import Telegram

@Suite struct BotAPITests {
    private static let messageJSON = #"""
        {"message_id":77,"date":1767225600,"chat":{"id":42,"type":"private","first_name":"Ada"},
         "from":{"id":42,"is_bot":false,"first_name":"Ada","language_code":"de"},"text":"hi"}
        """#

    @Test func getMeCallsTheTokenPathAndDecodesTheBot() async throws {
        let responder: FakeBotAPI.Responder = { method, _ in
            method == "getMe"
                ? FakeBotAPI.ok(
                    #"{"id":123456789,"is_bot":true,"first_name":"Tracker","username":"tracker_bot","x":1}"#)
                : .json(#"{"ok":false,"error_code":404,"description":"Not Found"}"#, status: 404)
        }
        try await FakeBotAPI.with(responder) { fake in
            let me = try await fake.api.getMe()
            #expect(me.id == 123_456_789)
            #expect(me.isBot == true)
            #expect(me.username == "tracker_bot")
            let request = try #require(await fake.recorder.last)
            #expect(request.path == "/bot\(FakeBotAPI.token)/getMe")
        }
    }

    @Test func sendMessagePostsHTMLWithKeyboard() async throws {
        let responder: FakeBotAPI.Responder = { _, _ in FakeBotAPI.ok(Self.messageJSON) }
        try await FakeBotAPI.with(responder) { fake in
            let keyboard = InlineKeyboard([
                [Button("Done ✅", data: "done:1"), Button("Skip", data: "skip:1")]
            ])
            let message = try await fake.api.sendMessage(
                chatID: -100_123_456_789, html: "<b>Goal</b> &amp; more", replyMarkup: keyboard)
            #expect(message.messageID == 77)
            #expect(message.chat.id == 42)
            #expect(message.from?.languageCode == "de")
            let call = try await fake.lastCall()
            #expect(call.method == "sendMessage")
            #expect(call.parameters["chat_id"] as? Int == -100_123_456_789)
            #expect(call.parameters["text"] as? String == "<b>Goal</b> &amp; more")
            #expect(call.parameters["parse_mode"] as? String == "HTML")
            let preview = call.parameters["link_preview_options"] as? [String: Any]
            #expect(preview?["is_disabled"] as? Bool == true)
            let markup = try #require(call.parameters["reply_markup"] as? [String: Any])
            let rows = try #require(markup["inline_keyboard"] as? [[[String: Any]]])
            #expect(rows.count == 1)
            #expect(rows[0].map { $0["text"] as? String } == ["Done ✅", "Skip"])
            #expect(rows[0].map { $0["callback_data"] as? String } == ["done:1", "skip:1"])
        }
    }

    /// The lean send posts what a full one posts and reads the message id alone.
    @Test func sendMessageIDPostsTheSameAndReadsTheID() async throws {
        let responder: FakeBotAPI.Responder = { _, _ in FakeBotAPI.ok(Self.messageJSON) }
        try await FakeBotAPI.with(responder) { fake in
            let id = try await fake.api.sendMessageID(
                chatID: 42, html: "<i>x</i>", replyMarkup: InlineKeyboard([[Button("A", data: "a")]]))
            #expect(id == 77)
            let call = try await fake.lastCall()
            #expect(call.method == "sendMessage")
            #expect(call.parameters["chat_id"] as? Int == 42)
            #expect(call.parameters["text"] as? String == "<i>x</i>")
            #expect(call.parameters["parse_mode"] as? String == "HTML")
            #expect(call.parameters["reply_markup"] != nil)
        }
    }

    @Test func getUpdatesSkipsMalformedAndKeepsUnknownKinds() async throws {
        let batch = #"""
            [
              {"update_id":100,"message":\#(Self.messageJSON)},
              {"update_id":101,"message_reaction":{"chat":{"id":1,"type":"private"},"message_id":5}},
              {"update_id":102,"message":{"message_id":"not a number","chat":{"id":1}}},
              {"update_id":103,"callback_query":{"id":"cb1","from":{"id":42},"data":"done:1",
                "message":{"message_id":9,"date":0,"chat":{"id":42,"type":"private"}}}},
              {"update_id":104,"edited_message":{"message_id":3}},
              {"no_id":true},
              {"update_id":105,"my_chat_member":{"chat":{"id":-5,"type":"group","title":"Team"},
                "from":{"id":42},"date":1,"old_chat_member":{"status":"left","user":{"id":9}},
                "new_chat_member":{"status":"member","user":{"id":9}}}}
            ]
            """#
        let responder: FakeBotAPI.Responder = { _, _ in FakeBotAPI.ok(batch) }
        try await FakeBotAPI.with(responder) { fake in
            let result = try await fake.api.getUpdates(offset: 100, timeout: 1)
            #expect(result.updates.map(\.updateID) == [100, 101, 103, 105])
            #expect(result.updates[0].message?.text == "hi")
            let unknown = result.updates[1]
            #expect(unknown.message == nil && unknown.editedMessage == nil)
            #expect(unknown.callbackQuery == nil && unknown.myChatMember == nil)
            let callback = try #require(result.updates[2].callbackQuery)
            #expect(callback.data == "done:1")
            #expect(callback.message?.isInaccessible == true)
            #expect(callback.message?.messageID == 9)
            let member = try #require(result.updates[3].myChatMember)
            #expect(member.chat.isGroup)
            #expect(member.newChatMember.status == "member")
            #expect(result.undecodable.map(\.updateID) == [102, 104, nil])
            #expect(result.undecodable[0].reason.contains("message"))
            #expect(result.nextOffset == 106)

            let call = try await fake.lastCall()
            #expect(call.method == "getUpdates")
            #expect(call.parameters["offset"] as? Int == 100)
            #expect(call.parameters["timeout"] as? Int == 1)
            #expect(call.parameters["limit"] as? Int == 100)
            #expect(
                call.parameters["allowed_updates"] as? [String]
                    == ["message", "edited_message", "callback_query", "my_chat_member"])
        }
    }

    @Test func longPollRequestOutlastsThePoll() {
        #expect(BotAPI.longPollRequestTimeout(pollTimeout: 50) == .seconds(60))
    }

    /// A failure envelope as Telegram sends it.
    private static func failure(_ code: Int, _ description: String, parameters: String = "{}") -> String {
        #"{"ok":false,"error_code":\#(code),"description":"\#(description)","parameters":\#(parameters)}"#
    }

    @Test(arguments: [
        (401, failure(401, "Unauthorized"), BotAPIError.unauthorized),
        (409, failure(409, "Conflict: terminated by other getUpdates request"), .conflict),
        (
            429, failure(429, "Too Many Requests: retry after 17", parameters: #"{"retry_after":17}"#),
            .tooManyRequests(retryAfter: 17)
        ),
        (
            400,
            failure(
                400, "Bad Request: group chat was upgraded to a supergroup chat",
                parameters: #"{"migrate_to_chat_id":-1001234567890}"#),
            .chatMigrated(newChatID: -1_001_234_567_890)
        ),
        (
            400,
            failure(
                400,
                "Bad Request: message is not modified: specified new message content and reply markup"
                    + " are exactly the same"),
            .notModified
        ),
        (
            403, failure(403, "Forbidden: bot was blocked by the user"),
            .forbidden("Forbidden: bot was blocked by the user")
        ),
        (400, failure(400, "Bad Request: chat not found"), .badRequest("Bad Request: chat not found")),
        (502, "<html>Bad Gateway</html>", .server(status: 502, description: "HTTP status 502")),
        (200, #"{"ok":true,"result":{"unexpected":"shape"}}"#, .invalidResponse),
    ])
    func failuresMapToErrors(status: Int, body: String, expected: BotAPIError) async throws {
        let responder: FakeBotAPI.Responder = { _, _ in .json(body, status: status) }
        try await FakeBotAPI.with(responder) { fake in
            do {
                _ = try await fake.api.sendMessage(chatID: 1, html: "x")
                Issue.record("expected \(expected)")
            } catch let error as BotAPIError {
                #expect(error == expected)
                #expect(!"\(error)".contains(FakeBotAPI.token))
            }
        }
    }

    @Test func retryableErrors() {
        #expect(BotAPIError.tooManyRequests(retryAfter: 3).isRetryable)
        #expect(BotAPIError.server(status: 502, description: "").isRetryable)
        #expect(BotAPIError.transport(.timedOut).isRetryable)
        #expect(!BotAPIError.transport(.shutDown).isRetryable)
        #expect(!BotAPIError.unauthorized.isRetryable)
        #expect(!BotAPIError.badRequest("x").isRetryable)
        #expect(!BotAPIError.forbidden("x").isRetryable)
    }

    @Test func transportFailureHidesTheToken() async throws {
        let port = try LoopbackSockets.unusedPort()
        let client = HTTPClient(userAgent: "TelegramTests", logger: .init(label: "TelegramTests"))
        defer { client.shutdown() }
        let configuration = BotAPIConfiguration(token: FakeBotAPI.token, baseURL: "http://127.0.0.1:\(port)")
        let api = BotAPI(configuration: configuration, client: client, logger: .init(label: "TelegramTests"))
        do {
            _ = try await api.getMe()
            Issue.record("expected a transport error")
        } catch let error as BotAPIError {
            guard case .transport = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(!"\(error)".contains("AAH-fake"))
        }
        #expect(!"\(configuration)".contains("AAH-fake"))
        var dumped = ""
        dump(configuration, to: &dumped)
        #expect(!dumped.contains("AAH-fake"))
    }

    @Test func editAnswerCommandsAndMembershipSendTheirParameters() async throws {
        let responder: FakeBotAPI.Responder = { method, _ in
            switch method {
            case "editMessageText": FakeBotAPI.ok(Self.messageJSON)
            case "getWebhookInfo": FakeBotAPI.ok(#"{"url":"","pending_update_count":3}"#)
            case "getChatMember":
                FakeBotAPI.ok(#"{"status":"administrator","user":{"id":9,"first_name":"Bo"}}"#)
            default: FakeBotAPI.ok("true")
            }
        }
        try await FakeBotAPI.with(responder) { fake in
            let api = fake.api
            try await api.editMessageText(chatID: 5, messageID: 77, html: "<i>new</i>")
            var call = try await fake.lastCall()
            #expect(call.method == "editMessageText")
            #expect(call.parameters["message_id"] as? Int == 77)
            #expect(call.parameters["reply_markup"] == nil)

            try await api.editMessageReplyMarkup(chatID: 5, messageID: 77, replyMarkup: nil)
            call = try await fake.lastCall()
            #expect(call.method == "editMessageReplyMarkup")
            let markup = call.parameters["reply_markup"] as? [String: Any]
            #expect((markup?["inline_keyboard"] as? [Any])?.isEmpty == true)

            try await api.answerCallbackQuery(id: "cb1", text: "Saved", showAlert: true)
            call = try await fake.lastCall()
            #expect(call.parameters["callback_query_id"] as? String == "cb1")
            #expect(call.parameters["text"] as? String == "Saved")
            #expect(call.parameters["show_alert"] as? Bool == true)

            try await api.setMyCommands(
                [BotCommand("goals", description: "List goals")], scope: .allGroupChats)
            call = try await fake.lastCall()
            let commands = call.parameters["commands"] as? [[String: String]]
            #expect(commands == [["command": "goals", "description": "List goals"]])
            #expect((call.parameters["scope"] as? [String: String]) == ["type": "all_group_chats"])

            let webhook = try await api.getWebhookInfo()
            #expect(webhook.url.isEmpty)
            #expect(webhook.pendingUpdateCount == 3)

            try await api.deleteWebhook(dropPendingUpdates: true)
            call = try await fake.lastCall()
            #expect(call.method == "deleteWebhook")
            #expect(call.parameters["drop_pending_updates"] as? Bool == true)

            let member = try await api.getChatMember(chatID: -5, userID: 9)
            #expect(member.status == "administrator")
            call = try await fake.lastCall()
            #expect(call.parameters["user_id"] as? Int == 9)
        }
    }

    @Test func sendDocumentUploadsTheFileBytes() async throws {
        let bytes = Data("date,goal\n2026-01-01,run <fast> & far\n".utf8)
        let fileURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("export-\(UUID().uuidString).csv")
        try bytes.write(to: fileURL)
        defer { try? FileManager.default.removeItem(at: fileURL) }
        let responder: FakeBotAPI.Responder = { _, _ in FakeBotAPI.ok(Self.messageJSON) }
        try await FakeBotAPI.with(responder) { fake in
            for document in [DocumentContent.file(path: fileURL.path), .data(bytes)] {
                let message = try await fake.api.sendDocument(
                    chatID: 42, document: document, filename: "export.csv", contentType: "text/csv",
                    captionHTML: "<b>Export</b>")
                #expect(message.messageID == 77)
                let request = try #require(await fake.recorder.last)
                #expect(request.path.hasSuffix("/sendDocument"))
                let form = try #require(
                    MultipartForm(body: request.body, contentType: request.headers["content-type"] ?? ""))
                #expect(form.text(named: "chat_id") == "42")
                #expect(form.text(named: "caption") == "<b>Export</b>")
                #expect(form.text(named: "parse_mode") == "HTML")
                let file = try #require(form.part(named: "document"))
                #expect(file.body == bytes)
                #expect(file.filename == "export.csv")
                #expect(file.contentType == "text/csv")
            }
        }
    }

    @Test func tokenValidation() {
        #expect(BotAPIConfiguration.validateToken(FakeBotAPI.token))
        #expect(BotAPIConfiguration.validateToken("1:abcdefghijklmnopqrstuvwxyz_-0123"))
        #expect(!BotAPIConfiguration.validateToken("123456:short"))
        #expect(!BotAPIConfiguration.validateToken(":abcdefghijklmnopqrstuvwxyz_-0123"))
        #expect(!BotAPIConfiguration.validateToken("12a:abcdefghijklmnopqrstuvwxyz_-0123"))
        #expect(!BotAPIConfiguration.validateToken("123:abcdefghijklmnopqrstuvwxyz 01234"))
        #expect(!BotAPIConfiguration.validateToken("123:abcdefghijklmnopqrstuvwxyzé01234"))
        #expect(!BotAPIConfiguration.validateToken("abcdefghijklmnopqrstuvwxyz_-0123"))
        #expect(!BotAPIConfiguration.validateToken(""))
    }

    @Test func urlJoinsBaseTokenAndMethod() {
        let configuration = BotAPIConfiguration(token: "1:abc", baseURL: "https://example.org//")
        #expect(configuration.url(for: "getMe") == "https://example.org/bot1:abc/getMe")
        #expect(BotAPIConfiguration(token: "1:abc").url(for: "x") == "https://api.telegram.org/bot1:abc/x")
    }
}
