import Foundation
import GRDB
import HTTPTestSupport
import SQLiteStore
import TelegramTestSupport
import TestSupport
import Testing
import TrackerCore
import TrackerStore

@testable import TelegramBot

/// The real poll → dispatch → outbox → delivery loop against a fake Bot API.
@Suite(.timeLimit(.minutes(1)))
struct RunLoopTests {
    private let alice: Int64 = 111
    private let bob: Int64 = 222
    private let carol: Int64 = 333
    private let group: Int64 = -100_555

    @Test func everyCommandGetsExactlyOneEscapedReply() async throws {
        try await withBot { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/start", from: alice),
                FakeTelegram.message("/todo add <b>milk</b> & eggs", from: alice),
                FakeTelegram.message("/todos", from: alice),
            ])
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 3 }
            try await bot.waitUntilIdle()
            let texts = await bot.sentTexts(to: alice)
            #expect(texts.count == 3)
            #expect(texts[0].hasPrefix("👋 Hi Alice!"))
            #expect(texts[1] == "📝 Added to-do 1: &lt;b&gt;milk&lt;/b&gt; &amp; eggs")
            #expect(texts[2].hasPrefix("<b>Your to-dos</b>\n1. ⬜ &lt;b&gt;milk&lt;/b&gt; &amp; eggs"))
            let sends = await fake.calls("sendMessage")
            #expect(sends.allSatisfy { $0.parameters["parse_mode"]?.string == "HTML" })
            #expect(sends[2].parameters["reply_markup"]?.jsonText?.contains(#""text":"✅ 1""#) == true)
            #expect(await fake.confirmedUpdateID() >= 1003)
            // A private and a group menu for everyone, and for each other language.
            #expect(await fake.calls("setMyCommands").count == 2 * Language.allCases.count)
        }
    }

    @Test func aPressEditsItsMessageAndSomeoneElsesPressGetsAnAlert() async throws {
        try await withBot { bot, fake in
            // A button of Alice's own, from her private chat, on a message in the group (as
            // older messages there may carry): only she may press it.
            await fake.enqueue([
                FakeTelegram.message(
                    "/challenge Read", from: carol, name: "Carol", chat: group, chatType: "supergroup"),
                FakeTelegram.message(
                    "/join", from: alice, name: "Alice", chat: group, chatType: "supergroup"),
                FakeTelegram.message("/habit 1", from: alice, name: "Alice"),
            ])
            try await fake.waitFor(3, "sendMessage")
            let sent = try #require(await fake.calls("sendMessage").last { $0.chatID == alice })
            let markup = try #require(sent.parameters["reply_markup"]?.jsonText)
            let data = try #require(Self.callbackData(in: markup).first { !$0.hasPrefix("*|") })
            let messageID: Int64 = 102

            await fake.enqueue([
                FakeTelegram.press(data, by: bob, name: "Bob", chat: group, messageID: messageID)
            ])
            try await fake.waitFor { $0.contains { $0.method == "answerCallbackQuery" } }
            let refusal = try #require(await fake.calls("answerCallbackQuery").first)
            #expect(refusal.parameters["text"]?.string == "This button belongs to someone else.")
            #expect(refusal.parameters["show_alert"]?.int == 1)

            // Alice's typed /join showed the announcement anew with her in it. (Its message id
            // is the fake's: the group's and Alice's chats are sent to at once, in either order.)
            let announcement = try #require(await fake.calls("sendMessage").first { $0.chatID == group })
            let rewrite = try #require(await fake.calls("editMessageText").first)
            #expect(rewrite.messageID == announcement.sentMessageID)
            #expect(rewrite.text?.hasSuffix("Members: <b>Carol</b>, <b>Alice</b>") == true)

            await fake.enqueue([FakeTelegram.press(data, by: alice, chat: group, messageID: messageID)])
            try await fake.waitFor { $0.filter { $0.method == "editMessageText" }.count == 2 }
            let edit = try #require(await fake.calls("editMessageText").last)
            #expect(edit.chatID == group)
            #expect(edit.parameters["message_id"]?.int == messageID)
            #expect(edit.text == "✅ <b>Read</b>: day 1 of 21 done. 20 to go. See you tomorrow!")
            #expect(await fake.calls("answerCallbackQuery").count == 2)
            #expect(await fake.calls("sendMessage").count == 3)
            let checkIns = try await bot.read(user: alice) { tx, user in
                try tx.habits.all(of: user.id ?? 0).flatMap {
                    try tx.habits.recentCheckIns(of: $0, limit: 10)
                }
            }
            #expect(checkIns?.count == 1)
        }
    }

    @Test func aRateLimitedChatWaitsForRetryAfter() async throws {
        try await withBot(faults: [
            "sendMessage": [.status(429, description: "Too Many Requests: retry after 1", retryAfter: 1)]
        ]) { bot, fake in
            await fake.enqueue([FakeTelegram.message("/todos", from: alice)])
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 2 }
            let attempts = await fake.calls("sendMessage")
            #expect(attempts[1].at - attempts[0].at >= .seconds(1))
            try await bot.waitUntilIdle()
            #expect(await fake.calls("sendMessage").count == 2)
        }
    }

    @Test func serverErrorsAndFailedPollsLoseNothingAndRepeatNothing() async throws {
        try await withBot(faults: [
            "getUpdates": [.status(502, description: "Bad Gateway"), .status(500, description: "Internal")],
            "sendMessage": [.status(500, description: "Internal"), .status(502, description: "Bad Gateway")],
        ]) { bot, fake in
            let commands = (1...5).map { FakeTelegram.message("/todo add item \($0)", from: alice) }
            await fake.enqueue(commands)
            try await fake.waitFor { calls in
                Set(calls.filter { $0.method == "sendMessage" }.compactMap(\.text)).count >= 5
            }
            try await bot.waitUntilIdle()
            let delivered = await bot.sentTexts(to: alice)
            #expect(Set(delivered) == Set((1...5).map { "📝 Added to-do \($0): item \($0)" }))
            #expect(delivered.count == 5 + 2, "two failed attempts, then each reply exactly once")
            let todos = try await bot.read(user: alice) { tx, user in
                try tx.todos.listed(of: user.id ?? 0).map(\.text)
            }
            #expect(todos == (1...5).map { "item \($0)" })
        }
    }

    @Test func updatesTheBotDoesNotAnswerAreSkippedSafely() async throws {
        try await withBot { bot, fake in
            await fake.enqueue([
                #"{"message":{"message_id":1,"date":1,"chat":{"id":111,"type":"private"},"from":{"id":111,"is_bot":false,"first_name":"A"},"sticker":{"file_id":"x"}}}"#,
                #"{"message":{"message_id":2,"date":1,"chat":{"id":111,"type":"private"},"from":{"id":111,"is_bot":false,"first_name":"A"},"photo":[{"file_id":"y"}],"caption":"/start"}}"#,
                #"{"message":{"message_id":3,"date":1,"chat":{"id":-100555,"type":"supergroup"},"from":{"id":111,"is_bot":false,"first_name":"A"},"new_chat_members":[{"id":5,"is_bot":false,"first_name":"B"}]}}"#,
                #"{"message":{"message_id":4,"date":1,"chat":{"id":-100555,"type":"supergroup"},"sender_chat":{"id":-100555,"type":"supergroup"},"text":"/start"}}"#,
                #"{"channel_post":{"message_id":5,"date":1,"chat":{"id":-100777,"type":"channel"},"text":"/start"}}"#,
                #"{"edited_message":{"message_id":6,"date":1,"chat":{"id":111,"type":"private"},"from":{"id":111,"is_bot":false,"first_name":"A"},"text":"/start"}}"#,
                #"{"poll":{"id":"p","question":"?"}}"#,
                #"{"message":{"message_id":7,"date":1,"chat":{"id":111,"type":"private"},"from":{"id":999,"is_bot":true,"first_name":"Bot"},"text":"/start"}}"#,
                FakeTelegram.message("just chatting", from: alice, chat: group, chatType: "supergroup"),
                FakeTelegram.message("/start@SomeOtherBot", from: alice, chat: group, chatType: "supergroup"),
            ])
            await fake.enqueueRaw(#"{"update_id":"not a number","message":42}"#)
            await fake.enqueueRaw(#"{"update_id":5000,"message":{"chat":"broken"}}"#)
            await fake.enqueue([
                FakeTelegram.message(
                    "/help@\(FakeTelegram.botUsername)", from: alice, chat: group, chatType: "group")
            ])
            try await fake.waitFor { $0.contains { $0.method == "sendMessage" } }
            try await bot.waitUntilIdle()
            let sends = await fake.calls("sendMessage")
            #expect(sends.count == 1)
            #expect(sends.first?.chatID == group)
            #expect(sends.first?.text?.hasPrefix("<b>What I can do in this group</b>") == true)
            #expect(await fake.confirmedUpdateID() >= 5000)
        }
    }

    @Test func anotherInstancePollingIsRetried() async throws {
        try await withBot(faults: [
            "getUpdates": [.status(409, description: "Conflict: terminated by other getUpdates request")]
        ]) { bot, fake in
            await fake.enqueue([FakeTelegram.message("/start", from: alice)])
            try await fake.waitFor { $0.contains { $0.method == "sendMessage" } }
            #expect(await fake.calls("getUpdates").count >= 2)
        }
    }

    @Test func aBotStartedWhileTelegramIsDownComesUpByItself() async throws {
        try await withBot(faults: ["getMe": [.status(502, description: "Bad Gateway")]]) { bot, fake in
            await fake.enqueue([FakeTelegram.message("/start", from: alice)])
            try await fake.waitFor(1, "sendMessage")
            #expect(await fake.count("getMe") == 2)
        }
    }

    @Test(arguments: ["", "https://example.org/hook"])
    func aWebhookIsDeletedOnlyWhenOneIsSet(webhook: String) async throws {
        try await withBot(webhookURL: webhook) { bot, fake in
            try await fake.waitFor(1, "getUpdates")
            #expect(await fake.count("getWebhookInfo") == 1)
            #expect(await fake.count("deleteWebhook") == (webhook.isEmpty ? 0 : 1))
        }
    }

    @Test func anExportArrivesAsADocument() async throws {
        try await withBot { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/todo add Pack for Lisbon", from: alice),
                FakeTelegram.message("/export", from: alice),
            ])
            try await fake.waitFor(1, "sendDocument")
            // One file: the archive of the export's files.
            let upload = try #require(await fake.calls("sendDocument").first)
            #expect(Array(upload.files.keys) == ["document"])
            let archive = try #require(upload.files["document"])
            #expect(archive.starts(with: [0x50, 0x4B, 0x03, 0x04]), "a ZIP archive")
            let body = try #require(upload.parameters["body"]?.string)
            #expect(body.contains(#"filename="trackerbot-export-"#) && body.contains(#".zip""#))
            #expect(upload.parameters["caption"]?.string?.contains("📦 Your data is exported") == true)
            let directory = try TemporaryDirectory()
            defer { directory.remove() }
            try archive.write(to: URL(fileURLWithPath: directory.file("export.zip")))
            let document = try #require(
                try ZipEntry.read(directory.file("export.zip")).first { $0.name == "trackerbot-export.json" })
            #expect(document.text.contains("Pack for Lisbon"))
        }
    }

    @Test func aRejectedTokenStopsTheBot() async throws {
        try await withBot(faults: ["getMe": [.status(401, description: "Unauthorized")]]) { bot, fake in
            let reason = await bot.stopReason()
            #expect(
                (reason as? TelegramBotError).map { "\($0)" }
                    == "the token was rejected by Telegram (check TELEGRAM_BOT_TOKEN)")
        }
    }

    @Test func aChatThatBlockedTheBotGetsNothingMore() async throws {
        try await withBot(faults: [
            "sendMessage": [.status(403, description: "Forbidden: bot was blocked by the user")]
        ]) { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/start", from: alice), FakeTelegram.message("/help", from: alice),
            ])
            try await fake.waitFor { $0.contains { $0.method == "sendMessage" } }
            try await bot.waitUntilIdle()
            #expect(await fake.calls("sendMessage").count == 1)
            let chat = ChatAddress(platform: "telegram", id: String(alice))
            let (active, dead) = try await bot.store.read { tx in
                (try tx.chats.isActive(chat), try tx.outbox.deadMessages().count)
            }
            #expect(!active)
            #expect(dead == 2)

            // Writing to the bot again means it was unblocked.
            await fake.enqueue([FakeTelegram.message("/help", from: alice)])
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 2 }
        }
    }

    @Test func aGroupUpgradedToASupergroupKeepsItsMessages() async throws {
        let oldGroup: Int64 = -555
        try await withBot(faults: [
            "sendMessage": [
                .status(
                    400, description: "Bad Request: group chat was upgraded to a supergroup chat",
                    migrateTo: group)
            ]
        ]) { bot, fake in
            await fake.enqueue([FakeTelegram.message("/help", from: alice, chat: oldGroup, chatType: "group")]
            )
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 2 }
            let sends = await fake.calls("sendMessage")
            #expect(sends.map(\.chatID) == [oldGroup, group])
        }
    }

    @Test func aLongReplyIsSplitWithTheButtonsUnderTheLastPart() async throws {
        try await withBot { bot, fake in
            let items = (1...400).map { "to-do number \($0) with some words" }.joined(separator: "\n")
            await fake.enqueue([FakeTelegram.message("/todo add \(items)", from: alice)])
            try await fake.waitFor { $0.filter { $0.method == "sendMessage" }.count >= 3 }
            let sends = await fake.calls("sendMessage")
            #expect(sends.allSatisfy { ($0.text?.count ?? 0) <= 4096 })
        }
    }

    static func callbackData(in markup: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(markup.utf8)) as? [String: Any],
            let rows = object["inline_keyboard"] as? [[[String: Any]]]
        else { return [] }
        return rows.flatMap { $0 }.compactMap { $0["callback_data"] as? String }
    }
}
