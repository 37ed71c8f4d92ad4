import Foundation
import HTTPClient
import HTTPTestSupport
import Logging
import Testing
import TrackerCore

@testable import Telegram

/// The fake Bot API refuses what Telegram refuses, so that a run against it with no refused
/// call means something: broken limits, markup that does not parse, and edits that do not fit
/// the message or change nothing.
@Suite struct FakeTelegramRulesTests {
    private func withAPI(_ body: (BotAPI, FakeTelegram) async throws -> Void) async throws {
        let fake = try await FakeTelegram.start()
        let client = HTTPClient(userAgent: "TelegramTests", logger: Logger(label: "TelegramTests"))
        defer { client.shutdown() }
        let api = BotAPI(
            configuration: BotAPIConfiguration(token: FakeTelegram.token, baseURL: fake.baseURL + "/"),
            client: client, logger: Logger(label: "TelegramTests"))
        do {
            try await body(api, fake)
        } catch {
            await fake.stop()
            throw error
        }
        await fake.stop()
    }

    private func refused(_ call: () async throws -> Void) async -> Bool {
        do {
            try await call()
            return false
        } catch BotAPIError.badRequest, BotAPIError.notModified {
            return true
        } catch {
            return false
        }
    }

    @Test func callsThatBreakTelegramsRulesAreRefused() async throws {
        try await withAPI { api, fake in
            #expect(await refused { _ = try await api.sendMessage(chatID: 1, html: "<b>open") })
            #expect(await refused { _ = try await api.sendMessage(chatID: 1, html: "fish & chips") })
            #expect(await refused { _ = try await api.sendMessage(chatID: 1, html: "<blink>x</blink>") })
            #expect(await refused { _ = try await api.sendMessage(chatID: 1, html: "") })
            #expect(
                await refused {
                    _ = try await api.sendMessage(chatID: 1, html: String(repeating: "é", count: 4097))
                })
            #expect(
                !(await refused {
                    _ = try await api.sendMessage(
                        chatID: 1, html: "<b>" + String(repeating: "é", count: 4096) + "</b>")
                }))
            let long = InlineKeyboard(rows: [
                [InlineKeyboardButton(text: "x", callbackData: String(repeating: "d", count: 65))]
            ])
            #expect(await refused { _ = try await api.sendMessage(chatID: 1, html: "hi", replyMarkup: long) })
            #expect(
                await refused {
                    try await api.answerCallbackQuery(id: "q", text: String(repeating: "a", count: 201))
                })
            #expect(
                await refused {
                    _ = try await api.sendPhoto(
                        chatID: 1, png: Data([1]), captionHTML: String(repeating: "a", count: 1025))
                })
            #expect(await fake.rejectedCalls().count == 8)
        }
    }

    @Test func anEditMustFitItsMessageAndChangeSomething() async throws {
        try await withAPI { api, fake in
            let keyboard = InlineKeyboard([[Button("Go", data: "go")]])
            let text = try await api.sendMessageID(chatID: 1, html: "one", replyMarkup: keyboard)
            let photo = try await api.sendPhoto(
                chatID: 1, png: Data([1]), captionHTML: "one", replyMarkup: keyboard
            )
            .messageID
            #expect(await refused { try await api.editMessageText(chatID: 1, messageID: photo, html: "two") })
            #expect(
                await refused {
                    try await api.editMessageMedia(
                        chatID: 1, messageID: text, png: Data([2]), captionHTML: "two")
                })
            #expect(
                await refused {
                    try await api.editMessageText(
                        chatID: 1, messageID: text, html: "one", replyMarkup: keyboard)
                })
            #expect(
                !(await refused { try await api.editMessageText(chatID: 1, messageID: text, html: "two") }))
            #expect(
                !(await refused {
                    try await api.editMessageMedia(
                        chatID: 1, messageID: photo, png: Data([2]), captionHTML: "one")
                }))
            #expect(
                await refused {
                    try await api.editMessageReplyMarkup(chatID: 1, messageID: text, replyMarkup: nil)
                })
            #expect(await fake.rejectedCalls().count == 4)
        }
    }
}
