import Foundation
import HTTPTestSupport
import TelegramTestSupport
import Testing
import TrackerCore

/// A press edits its message with the call that fits what the message is (a photo's picture
/// and caption, a text's text), replaces a message that cannot show the new state, and sends
/// no edit that would change nothing: every call one that Telegram accepts.
@Suite(.timeLimit(.minutes(2)))
struct EditKindTests {
    private let alice: Int64 = 111

    /// Alice's goal with `steps` checkpoints, and its card: the photo message and its buttons.
    private func goalCard(steps: Int, _ bot: BotHarness, _ fake: FakeTelegram) async throws
        -> FakeTelegram.Call
    {
        await fake.enqueue(
            [FakeTelegram.message("/goal add Run a marathon", from: alice)]
                + (1...steps).map { FakeTelegram.message("/goal step 1 Step \($0)", from: alice) }
                + [FakeTelegram.message("/goal 1", from: alice)])
        try await bot.waitUntilIdle()
        return try #require(await fake.calls("sendPhoto").last)
    }

    private func press(
        _ label: String, on message: FakeTelegram.Call, _ fake: FakeTelegram
    ) async throws {
        let button = try #require(message.buttons.first { $0.label.hasPrefix(label) }, "no \(label) button")
        let id = try #require(message.sentMessageID)
        await fake.enqueue([await fake.press(button.data, by: alice, chat: alice, messageID: id)])
    }

    @Test func aPressOnAPhotoReplacesItsPictureAndCaption() async throws {
        try await withBot(drawPicture: drawPictureAsJSON) { bot, fake in
            let card = try await goalCard(steps: 2, bot, fake)
            let callsBefore = await fake.calls().count
            try await press("✅ 1.", on: card, fake)
            try await bot.waitUntilIdle()
            let after = await fake.calls().dropFirst(callsBefore)
            let edit = try #require(after.first { $0.method == "editMessageMedia" })
            #expect(edit.messageID == card.sentMessageID)
            #expect(edit.shownText?.contains("<s>Step 1</s>") == true)
            #expect(edit.files.count == 1)
            #expect(!after.contains { $0.method == "editMessageText" || $0.method == "sendMessage" })
            #expect(await fake.rejectedCalls().map(\.rejection) == [])
        }
    }

    @Test func aPhotoWhoseNewStateHasNoPictureIsReplacedAndLosesItsButtons() async throws {
        try await withBot(drawPicture: drawPictureAsJSON) { bot, fake in
            let card = try await goalCard(steps: 1, bot, fake)
            let callsBefore = await fake.calls().count
            try await press("Delete", on: card, fake)
            try await bot.waitUntilIdle()
            let after = Array(await fake.calls().dropFirst(callsBefore))
            let methods = after.map(\.method).filter { $0 != "getUpdates" }
            #expect(methods == ["answerCallbackQuery", "sendMessage", "editMessageReplyMarkup"])
            let stripped = try #require(after.first { $0.method == "editMessageReplyMarkup" })
            #expect(stripped.messageID == card.sentMessageID && stripped.buttons.isEmpty)
            let replacement = try #require(after.first { $0.method == "sendMessage" })
            #expect(!replacement.buttons.isEmpty)
            // The new message's buttons edit it, as text.
            try await press(replacement.buttons[0].label, on: replacement, fake)
            try await bot.waitUntilIdle()
            #expect(
                await fake.calls().last { $0.method.hasPrefix("edit") }?.messageID
                    == replacement.sentMessageID)
            #expect(await fake.rejectedCalls().map(\.rejection) == [])
        }
    }

    @Test func aTextWhoseNewStateHasAPictureKeepsShowingText() async throws {
        try await withBot(drawPicture: drawPictureAsJSON) { bot, fake in
            await fake.enqueue([
                FakeTelegram.message("/goal add Run a marathon", from: alice),
                FakeTelegram.message("/goals", from: alice),
            ])
            try await bot.waitUntilIdle()
            let list = try #require(await fake.calls("sendMessage").last)
            let callsBefore = await fake.calls().count
            try await press("1", on: list, fake)
            try await bot.waitUntilIdle()
            let after = await fake.calls().dropFirst(callsBefore)
            let edit = try #require(after.first { $0.method.hasPrefix("edit") })
            #expect(edit.method == "editMessageText" && edit.messageID == list.sentMessageID)
            #expect(edit.text?.contains("Run a marathon") == true)
            #expect(await fake.rejectedCalls().map(\.rejection) == [])
        }
    }

    @Test func aDoubleTapSendsOneEdit() async throws {
        try await withBot(drawPicture: drawPictureAsJSON) { bot, fake in
            let card = try await goalCard(steps: 12, bot, fake)
            let callsBefore = await fake.calls().count
            try await press("Next", on: card, fake)
            try await press("Next", on: card, fake)
            try await bot.waitUntilIdle()
            let after = await fake.calls().dropFirst(callsBefore)
            #expect(after.filter { $0.method == "answerCallbackQuery" }.count == 2)
            #expect(after.filter { $0.method.hasPrefix("edit") }.map(\.method) == ["editMessageMedia"])
            #expect(await fake.rejectedCalls().map(\.rejection) == [])
        }
    }
}
