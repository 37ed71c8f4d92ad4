import Foundation
import HTTPClient
import HTTPTestSupport
import Jobs
import Logging
import TelegramBot
import TestSupport
import Testing
import TrackerCommands
import TrackerCore
import TrackerStore

/// `/todo demo` through the real run loop: the fetch runs beside the bot and does not hold
/// up other chats.
@Suite(.timeLimit(.minutes(1)))
struct DemoTodosRunTests {
    private let alice: Int64 = 111
    private let bob: Int64 = 222

    private func run(
        demo handler: @escaping LoopbackServer.Handler, _ body: (FakeTelegram) async throws -> Void
    )
        async throws
    {
        let fake = try await FakeTelegram.start()
        let demo = try await LoopbackServer.start(handler)
        let directory = try TemporaryDirectory()
        let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        let database = try TrackerDatabase(path: directory.file("bot.sqlite"))
        let client = HTTPClient(userAgent: "test", logger: logger)
        let doorbell = Doorbell()
        let jobs = JobWorker(
            database: database, client: client,
            options: JobWorker.Options(demoTodosURL: demo.baseURL + "/todos"),
            deliveries: [doorbell], logger: logger)
        let service = TelegramBotService(
            configuration: TelegramConfiguration(
                token: FakeTelegram.token, apiURL: fake.baseURL, pollTimeout: 1,
                delivery: BotHarness.testDelivery),
            dispatcher: Dispatcher(
                database: database, clock: SystemClock(), logger: logger, jobsAdded: { jobs.ring() }),
            doorbell: doorbell, logger: logger)
        let task = Task {
            try await withThrowingDiscardingTaskGroup { group in
                group.addTask { try await service.run() }
                group.addTask { await jobs.work() }
            }
        }
        do {
            try await body(fake)
        } catch {
            task.cancel()
            throw error
        }
        task.cancel()
        _ = await task.result
        client.shutdown()
        await demo.stop()
        await fake.stop()
        directory.remove()
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
            try await fake.waitFor(timeout: .seconds(20)) { calls in calls.contains { $0.chatID == bob } }
            await gate.open()
            try await fake.waitFor(1, "editMessageText", timeout: .seconds(20))
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
            try await fake.waitFor(timeout: .seconds(10)) { calls in
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
