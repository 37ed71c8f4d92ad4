import Foundation
import HTTPTestSupport
import TelegramTestSupport
import Testing

/// `/todo demo` through the real run loop: the fetch runs beside the bot and does not hold
/// up other chats.
@Suite(.timeLimit(.minutes(1)))
struct DemoTodosRunTests {
    private let alice: Int64 = 111
    private let bob: Int64 = 222

    /// Runs `body` with the bot, whose `/todo demo` fetches from a loopback server answering with `handler`.
    private func run(
        demo handler: @escaping LoopbackServer.Handler, _ body: (FakeTelegram) async throws -> Void
    ) async throws {
        try await LoopbackServer.with(handler) { demo in
            try await withBot(demoTodosURL: demo.baseURL + "/todos") { _, fake in try await body(fake) }
        }
    }

    @Test func aSlowDemoServiceDelaysNobodyElseAndTheReplyIsEdited() async throws {
        let json =
            "["
            + (1...12).map { #"{"id":\#($0),"title":"Demo \#($0)","completed":false}"# }.joined(
                separator: ",")
            + "]"
        // The demo service answers only after Bob got his reply: if the fetch held up other
        // chats, Bob would wait forever and the test would time out.
        let gate = Gate()
        let demo: LoopbackServer.Handler = { _ in
            await gate.wait()
            return .json(json)
        }
        try await run(demo: demo) { fake in
            await fake.enqueue([FakeTelegram.message("/todo demo", from: alice)])
            try await fake.waitFor(1, "sendMessage")
            await fake.enqueue([FakeTelegram.message("/start", from: bob, name: "Bob")])
            try await fake.waitFor { calls in calls.contains { $0.chatID == bob } }
            await gate.open()
            try await fake.waitFor(1, "editMessageText")
            let edit = try #require(await fake.calls("editMessageText").first)
            #expect(edit.chatID == alice)
            #expect(edit.text?.hasPrefix("📝 Imported 10 demo to-dos:") == true, "\(edit.text ?? "")")
            let first = try #require(await fake.calls("sendMessage").first { $0.chatID == alice })
            #expect(first.text == "⏳ Fetching a few demo to-dos…")
        }
    }

    @Test func aFailingDemoServiceGetsAFriendlyAnswer() async throws {
        let demo: LoopbackServer.Handler = { _ in .text("down", status: 503) }
        try await run(demo: demo) { fake in
            await fake.enqueue([FakeTelegram.message("/todo demo", from: alice)])
            try await fake.waitFor { calls in
                calls.contains { ($0.text ?? "").hasPrefix("😕 I couldn't fetch the demo to-dos") }
            }
        }
    }
}

/// Holds callers until opened.
private actor Gate {
    private var isOpen = false

    func open() { isOpen = true }

    func wait() async {
        while !isOpen { try? await Task.sleep(for: .milliseconds(10)) }
    }
}
