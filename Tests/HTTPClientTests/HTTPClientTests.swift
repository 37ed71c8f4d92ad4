import Foundation
import HTTPTestSupport
import Logging
import TestWaiting
import Testing

@testable import HTTPClient

@Suite struct HTTPClientTests {
    private let logger = Logger(label: "HTTPClientTests")

    private func makeClient(workers: Int = 4) -> HTTPClient {
        HTTPClient(maxConcurrentTransfers: workers, userAgent: "TrackerBotTests/1.0", logger: logger)
    }

    @Test func getReturnsStatusHeadersAndBody() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return ServerResponse(status: 200, headers: ["X-Answer": "42"], body: Data("hello".utf8))
        }
        try await LoopbackServer.with(handler) { server in
            let response = try await client.send(HTTPRequest(url: "\(server.baseURL)/greeting?x=1"))
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "hello")
            #expect(response.headers["x-answer"] == "42")
            #expect(response.headers["X-ANSWER"] == "42")
            let received = try #require(await recorder.last)
            #expect(received.method == "GET")
            #expect(received.path == "/greeting")
            #expect(received.headers["user-agent"] == "TrackerBotTests/1.0")
        }
    }

    @Test func jsonPostSendsBodyAndContentType() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return ServerResponse(status: 200, body: request.body)
        }
        try await LoopbackServer.with(handler) { server in
            let json = Data(#"{"chat_id":12,"text":"héllo <b>"}"#.utf8)
            let response = try await client.send(
                HTTPRequest(method: .post, url: "\(server.baseURL)/echo", body: .json(json)))
            #expect(response.body == json)
            let received = try #require(await recorder.last)
            #expect(received.method == "POST")
            #expect(received.headers["content-type"] == "application/json")
            #expect(received.headers["expect"] == nil)
        }
    }

    @Test func multipartUploadReachesTheServer() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let fileURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("upload-\(UUID().uuidString).csv")
        let fileBytes = Data("date,goal\n2026-01-01,run\n".utf8)
        try fileBytes.write(to: fileURL)
        defer { try? FileManager.default.removeItem(at: fileURL) }
        let binary = Data((0..<256).map { UInt8($0) })
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return .text("ok")
        }
        try await LoopbackServer.with(handler) { server in
            let parts: [MultipartPart] = [
                .field("chat_id", "-100123"),
                .file("blob", filename: "bytes.bin", contentType: "application/octet-stream", data: binary),
                .file("document", filename: "export.csv", contentType: "text/csv", path: fileURL.path),
            ]
            let response = try await client.send(
                HTTPRequest(method: .post, url: "\(server.baseURL)/upload", body: .multipart(parts)))
            #expect(response.status == 200)
            let received = try #require(await recorder.last)
            let form = try #require(
                MultipartForm(body: received.body, contentType: received.headers["content-type"] ?? ""))
            #expect(form.text(named: "chat_id") == "-100123")
            #expect(form.part(named: "blob")?.body == binary)
            #expect(form.part(named: "blob")?.filename == "bytes.bin")
            let document = try #require(form.part(named: "document"))
            #expect(document.body == fileBytes)
            #expect(document.filename == "export.csv")
            #expect(document.contentType == "text/csv")
        }
    }

    @Test func missingUploadFileIsATransportError() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { _ in .text("unexpected") }
        try await LoopbackServer.with(handler) { server in
            let part = MultipartPart.file(
                "document", filename: "x.csv", contentType: "text/csv", path: "/nonexistent/x.csv")
            await #expect {
                _ = try await client.send(
                    HTTPRequest(method: .post, url: "\(server.baseURL)/upload", body: .multipart([part])))
            } throws: { error in
                guard case HTTPClientError.transport = error else { return false }
                return true
            }
        }
    }

    @Test(arguments: [404, 429, 500])
    func errorStatusesAreResponses(status: Int) async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { _ in .text("status \(status)", status: status) }
        try await LoopbackServer.with(handler) { server in
            let response = try await client.send(HTTPRequest(url: "\(server.baseURL)/status"))
            #expect(response.status == status)
            #expect(String(decoding: response.body, as: UTF8.self) == "status \(status)")
        }
    }

    @Test func sequentialRequestsReuseOneConnectionAndResetTheMethod() async throws {
        let client = makeClient(workers: 1)
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return .text("ok")
        }
        try await LoopbackServer.with(handler) { server in
            let form: [MultipartPart] = [.field("a", "1")]
            let requests = [
                HTTPRequest(url: "\(server.baseURL)/get1"),
                HTTPRequest(method: .post, url: "\(server.baseURL)/form", body: .multipart(form)),
                HTTPRequest(method: .post, url: "\(server.baseURL)/json", body: .json(Data("{}".utf8))),
                HTTPRequest(method: .post, url: "\(server.baseURL)/empty"),
                HTTPRequest(url: "\(server.baseURL)/get2"),
            ]
            for request in requests { _ = try await client.send(request) }
            let received = await recorder.requests
            #expect(received.map(\.method) == ["GET", "POST", "POST", "POST", "GET"])
            #expect(received[1].headers["content-type"]?.hasPrefix("multipart/form-data") == true)
            #expect(received[2].body == Data("{}".utf8))
            #expect(received[3].body.isEmpty)
            // A request after a POST on the same handle must not resend the POST body.
            #expect(received[4].body.isEmpty)
            #expect(Set(received.compactMap(\.remotePort)).count == 1)
        }
    }

    @Test func putSendsItsBodyAndTheNextRequestsGoBackToTheirOwnMethod() async throws {
        let client = makeClient(workers: 1)
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return ServerResponse(status: 200, body: request.body)
        }
        try await LoopbackServer.with(handler) { server in
            let json = Data(#"{"msgtype":"m.notice","body":"héllo"}"#.utf8)
            let requests = [
                HTTPRequest(method: .put, url: "\(server.baseURL)/send/1", body: .json(json)),
                HTTPRequest(method: .post, url: "\(server.baseURL)/post", body: .json(Data("{}".utf8))),
                HTTPRequest(method: .put, url: "\(server.baseURL)/empty"),
                HTTPRequest(url: "\(server.baseURL)/get"),
            ]
            var responses: [HTTPResponse] = []
            for request in requests { responses.append(try await client.send(request)) }
            #expect(responses[0].body == json)
            let received = await recorder.requests
            #expect(received.map(\.method) == ["PUT", "POST", "PUT", "GET"])
            #expect(received[0].body == json)
            #expect(received[0].headers["content-type"] == "application/json")
            #expect(received[0].headers["content-length"] == String(json.count))
            #expect(received[1].body == Data("{}".utf8))
            #expect(received[2].body.isEmpty)
            #expect(received[2].headers["content-length"] == "0")
            #expect(received[3].body.isEmpty)
        }
    }

    @Test func cancellingARunningRequestThrowsCancellationPromptly() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            try? await Task.sleep(for: .seconds(30))
            return .text("late")
        }
        try await LoopbackServer.with(handler) { server in
            let task = Task {
                try await client.send(HTTPRequest(url: "\(server.baseURL)/slow", timeout: .seconds(60)))
            }
            try await recorder.waitFor(1)
            let clock = ContinuousClock()
            let cancelledAt = clock.now
            task.cancel()
            let result = await task.result
            let elapsed = clock.now - cancelledAt
            #expect(throws: CancellationError.self) { try result.get() }
            // Well before the server answers, 30 s on. The abort itself takes milliseconds (the
            // cancellation wakes the transfer loop); the margin absorbs a test machine busy with
            // other suites, whose scheduling this wall-clock time includes (seconds, in a full run).
            #expect(elapsed < .seconds(25))
        }
    }

    @Test func cancellingAQueuedRequestDropsIt() async throws {
        let client = makeClient(workers: 1)
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let release = Gate()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            await release.wait()
            return .text("ok")
        }
        try await LoopbackServer.with(handler) { server in
            let running = Task { try await client.send(HTTPRequest(url: "\(server.baseURL)/first")) }
            try await recorder.waitFor(1)
            // The only worker is busy with the first: the second waits in the queue.
            let queued = Task { try await client.send(HTTPRequest(url: "\(server.baseURL)/second")) }
            var patience = Patience(.seconds(10))
            while client.queuedRequests < 2, !patience.isExhausted {
                try await patience.pause(for: .milliseconds(5))
            }
            try #require(client.queuedRequests == 2)
            queued.cancel()
            // It does not wait for the running transfer to free the worker: that transfer is
            // held until the gate opens, below, so waiting for it would never end (the suite's
            // time limit would fail the test). No wall-clock bound: a busy run takes seconds.
            let queuedResult = await queued.result
            #expect(throws: CancellationError.self) { try queuedResult.get() }
            await release.open()
            #expect(try await running.value.status == 200)
            #expect(await recorder.requests.map(\.path) == ["/first"])
        }
    }

    @Test func alreadyCancelledTaskNeverSends() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let recorder = RequestRecorder()
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            return .text("ok")
        }
        try await LoopbackServer.with(handler) { server in
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await client.send(HTTPRequest(url: "\(server.baseURL)/never"))
            }
            await #expect(throws: CancellationError.self) { try await task.value }
            #expect(await recorder.requests.isEmpty)
        }
    }

    @Test func refusedConnectionIsATransportErrorWithoutTheURL() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let port = try LoopbackSockets.unusedPort()
        let secretPath = "/bot123456:AAH-secret_token_value_0123456789abcdef/getMe"
        let request = HTTPRequest(url: "http://127.0.0.1:\(port)\(secretPath)")
        do {
            _ = try await client.send(request)
            Issue.record("expected a transport error")
        } catch let error as HTTPClientError {
            guard case .transport(let code, _) = error else {
                Issue.record("expected a transport error, got \(error)")
                return
            }
            #expect(code == 7)  // CURLE_COULDNT_CONNECT
            let text = "\(error) \(String(reflecting: error)) \(error.localizedDescription)"
            #expect(!text.contains("secret"))
            #expect(!text.contains(secretPath))
            #expect(!text.contains("getMe"))
        }
        #expect(!"\(request)".contains("secret"))
    }

    @Test func twentyConcurrentRequestsAllSucceed() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { request in
            try? await Task.sleep(for: .milliseconds(20))
            return .text(request.path)
        }
        try await LoopbackServer.with(handler) { server in
            let bodies = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        let response = try await client.send(HTTPRequest(url: "\(server.baseURL)/r\(index)"))
                        return String(decoding: response.body, as: UTF8.self)
                    }
                }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(bodies == Set((0..<20).map { "/r\($0)" }))
        }
    }

    @Test func runsAtMostTheConfiguredNumberAtOnce() async throws {
        let client = makeClient(workers: 3)
        defer { client.shutdown() }
        let gauge = ConcurrencyGauge()
        // Each request is held until three are in at once (or all have started), so the
        // peak does not depend on how fast a busy machine schedules the client's workers;
        // a client that let a fourth through would still show a peak of 4.
        let handler: LoopbackServer.Handler = { request in
            await gauge.enter(request.path)
            var patience = Patience(.seconds(10))
            while await !gauge.isFull(atLeast: 3, of: 12), !patience.isExhausted {
                try? await patience.pause(for: .milliseconds(5))
            }
            await gauge.leave()
            return .text(request.path)
        }
        try await LoopbackServer.with(handler) { server in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<12 {
                    group.addTask {
                        _ = try await client.send(HTTPRequest(url: "\(server.baseURL)/r\(index)"))
                    }
                }
                try await group.waitForAll()
            }
        }
        #expect(await gauge.peak == 3)
        #expect(await gauge.started.sorted() == (0..<12).map { "/r\($0)" }.sorted())
    }

    @Test func connectTimeoutFailsWithTimedOut() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let listener = try LoopbackSockets.unresponsiveListener()
        defer { listener.close() }
        let request = HTTPRequest(
            url: "http://127.0.0.1:\(listener.port)/", timeout: .seconds(600),
            connectTimeout: .milliseconds(300))
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: HTTPClientError.timedOut) { try await client.send(request) }
        // The connect timeout, not the total one (10 min), ended it, with a wide margin: while
        // a whole test run starts, this task may wait half a minute to run again.
        #expect(clock.now - start < .seconds(300))
    }

    @Test func totalTimeoutFailsWithTimedOut() async throws {
        let client = makeClient()
        defer { client.shutdown() }
        let handler: LoopbackServer.Handler = { _ in
            try? await Task.sleep(for: .seconds(3))
            return .text("late")
        }
        try await LoopbackServer.with(handler) { server in
            let request = HTTPRequest(url: "\(server.baseURL)/slow", timeout: .milliseconds(300))
            await #expect(throws: HTTPClientError.timedOut) { try await client.send(request) }
        }
    }

    @Test func shutdownFailsRunningAndLaterRequests() async throws {
        let client = makeClient()
        let recorder = RequestRecorder()
        // Held until the server stops, which is long after the client shuts down.
        let handler: LoopbackServer.Handler = { request in
            await recorder.record(request)
            try? await Task.sleep(for: .seconds(60))
            return .text("late")
        }
        try await LoopbackServer.with(handler) { server in
            let running = Task { try await client.send(HTTPRequest(url: "\(server.baseURL)/slow")) }
            try await recorder.waitFor(1)
            client.shutdown()
            await #expect(throws: HTTPClientError.shutDown) { try await running.value }
            await #expect(throws: HTTPClientError.shutDown) {
                try await client.send(HTTPRequest(url: "\(server.baseURL)/after"))
            }
        }
    }
}

/// Counts requests a test server is handling at once.
private actor ConcurrencyGauge {
    private var current = 0
    private(set) var peak = 0
    private(set) var started: [String] = []

    func enter(_ path: String) {
        current += 1
        peak = max(peak, current)
        started.append(path)
    }

    func leave() { current -= 1 }

    /// Whether `count` requests are in at once, or all `total` have started.
    func isFull(atLeast count: Int, of total: Int) -> Bool { current >= count || started.count == total }
}
