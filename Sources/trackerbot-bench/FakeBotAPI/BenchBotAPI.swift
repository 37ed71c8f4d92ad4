import Foundation
import Glibc
import Synchronization

/// A lean fake Bot API for `trackerbot-bench telegram`.
///
/// The bench shares the machine's cores with the bot it measures, so every microsecond the
/// fake spends is taken from the bot. `FakeTelegram` records and parses every call for tests
/// and costs about as much CPU per update as the bot; this one answers from byte scans and
/// pre-serialized JSON, keeps only counters, and runs blocking socket I/O on its own threads
/// (one per connection) rather than on the concurrency pool, which has a thread per core.
///
/// Answers mirror `FakeTelegram`'s shapes; `getUpdates` follows Telegram's offset rule: an
/// `offset` confirms and drops every earlier update. With a flood limit, sends beyond it are
/// answered 429, as Telegram does.
final class BenchBotAPI: Sendable {
    /// A token of the shape the bot checks; the fake accepts any.
    static let token = "123456789:AAH-bench_token_0123456789abcdefghij"

    /// `http://127.0.0.1:<port>`, the bot's `TELEGRAM_API_URL`.
    let baseURL: String
    private let listener: Int32
    private let latency: Duration
    private let maxPollWait: Duration
    private let queue = UpdateQueue()
    private let connections = Mutex(Connections())
    private let sendMessages = Atomic<Int>(0)
    private let sendPhotos = Atomic<Int>(0)
    private let checkMarks = Atomic<Int>(0)
    private let nextMessageID = Atomic<Int64>(100)
    private let liveThreads = Atomic<Int>(0)
    private let floodLimit: FloodLimit?
    /// Calls per method, for sanity checks; a String key per call costs little next to a syscall.
    private let methods = Mutex<[String: Int]>([:])

    private struct Connections {
        var open: Set<Int32> = []
        var stopped = false
    }

    /// Starts listening on an ephemeral loopback port.
    ///
    /// - Parameters:
    ///   - latency: added to every answer except `getUpdates`, as `FakeTelegram` does, so a long
    ///     poll cycle is not slowed on top of its wait.
    ///   - maxPollWait: the longest an empty `getUpdates` waits, whatever timeout is asked.
    ///   - floodLimitPerSecond: when set, sends beyond this rate overall answer 429.
    init(
        latency: Duration = .zero, maxPollWait: Duration = .milliseconds(200),
        floodLimitPerSecond: Double? = nil
    ) throws {
        self.latency = latency
        self.maxPollWait = maxPollWait
        floodLimit = floodLimitPerSecond.map(FloodLimit.init(perSecond:))
        // CLOEXEC: the bot is spawned after the fake starts and must not inherit its sockets.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw BenchBotAPIError(operation: "socket") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 256) == 0
                    && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw BenchBotAPIError(operation: "bind")
        }
        self.listener = listener
        baseURL = "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))"
        spawn { [self] in acceptLoop() }
    }

    /// Queues updates (JSON objects without `update_id`, as `FakeTelegram.message` builds them);
    /// ids are assigned in order from 1.
    @discardableResult
    func enqueue(_ bodies: [String]) -> [Int64] { queue.enqueue(bodies) }

    /// `sendMessage` calls so far.
    var sendMessageCount: Int { sendMessages.load(ordering: .relaxed) }

    /// `sendPhoto` calls so far.
    var sendPhotoCount: Int { sendPhotos.load(ordering: .relaxed) }

    /// `sendMessage` calls whose text starts with ✅, the bot's check-in confirmation.
    var checkMarkCount: Int { checkMarks.load(ordering: .relaxed) }

    /// The highest update id confirmed by an offset.
    var confirmedUpdateID: Int64 { queue.confirmedUpdateID }

    /// Sends answered 429 by the flood limit so far.
    var floodRejections: Int { floodLimit?.rejectionCount ?? 0 }

    /// Calls of `method` so far.
    func methodCount(_ method: String) -> Int { methods.withLock { $0[method] ?? 0 } }

    /// Waits until `condition` holds, checking every 5 ms as `FakeTelegram` does, or fails after
    /// `timeout`.
    func waitUntil(timeout: Duration, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { throw BenchBotAPIError(operation: "wait") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Closes the listener and every connection, wakes waiting long polls, and waits (briefly)
    /// for the threads to exit; false if some did not within 2 s.
    @discardableResult
    func stop() async -> Bool {
        let open = connections.withLock { state in
            state.stopped = true
            return state.open
        }
        // shutdown, not close: it wakes the blocked accept and recv calls, and the descriptors
        // stay reserved until their own threads close them.
        shutdown(listener, Int32(SHUT_RDWR))
        for descriptor in open { shutdown(descriptor, Int32(SHUT_RDWR)) }
        queue.stop()
        let deadline = ContinuousClock.now + .seconds(2)
        while liveThreads.load(ordering: .acquiring) > 0 {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    // MARK: Threads

    private func spawn(_ body: @escaping @Sendable () -> Void) {
        liveThreads.wrappingAdd(1, ordering: .relaxed)
        Thread.detachNewThread { [self] in
            body()
            liveThreads.wrappingSubtract(1, ordering: .releasing)
        }
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let descriptor = accept(listener, nil, nil)
            if descriptor < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                return
            }
            // Glibc's accept4 is not visible to Swift; the bot is spawned before it connects.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let admitted = connections.withLock { state in
                guard !state.stopped else { return false }
                state.open.insert(descriptor)
                return true
            }
            guard admitted else {
                close(descriptor)
                return
            }
            var yes: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            spawn { [self] in
                var connection = Connection(descriptor: descriptor)
                serve(&connection)
                connections.withLock { _ = $0.open.remove(descriptor) }
                connection.close()
            }
        }
    }

    /// Serves HTTP/1.1 requests on one keep-alive connection until the peer closes it.
    private func serve(_ connection: inout Connection) {
        var body: [UInt8] = []
        body.reserveCapacity(64 * 1024)
        while let request = connection.nextRequest() {
            body.removeAll(keepingCapacity: true)
            let status = answer(
                path: Bytes(rebasing: connection.input[request.path]),
                json: Bytes(rebasing: connection.input[request.body]), into: &body)
            guard connection.respond(status: status, body: body), !request.closeAfter else { return }
            connection.consume(request)
        }
    }

    // MARK: Answers

    private static let checkMark = Array("✅".utf8)
    private static let escapedCheckMark = Array(#"\u2705"#.utf8)

    /// Writes the answer to a request for `path` into `body` and returns the HTTP status; sleeps
    /// the latency first (long polls excepted), on this connection's own thread.
    private func answer(path: Bytes, json: Bytes, into body: inout [UInt8]) -> Int {
        guard path.starts(with: "/bot".utf8), let slash = path.lastIndex(of: UInt8(ascii: "/")) else {
            body += CannedAnswers.notFound
            return 404
        }
        let method = Bytes(rebasing: path[(slash + 1)...])
        methods.withLock { $0[String(decoding: method, as: UTF8.self), default: 0] += 1 }
        if method.elementsEqual("getUpdates".utf8) {
            let offset = JSONScan.integer(of: "offset", in: json)
            let limit = JSONScan.integer(of: "limit", in: json).map { Int(clamping: $0) } ?? 100
            let timeout = JSONScan.integer(of: "timeout", in: json) ?? 0
            let wait = min(maxPollWait, .seconds(max(0, timeout)))
            queue.take(offset: offset, limit: max(1, limit), wait: wait, into: &body)
            return 200
        }
        if latency > .zero { sleep(for: latency) }
        let isSendMessage = method.elementsEqual("sendMessage".utf8)
        let isSendPhoto = method.elementsEqual("sendPhoto".utf8)
        let isSend = isSendMessage || isSendPhoto || method.elementsEqual("sendDocument".utf8)
        if let floodLimit, isSend || method.elementsEqual("editMessageText".utf8), !floodLimit.admit() {
            body += CannedAnswers.tooManyRequests
            return 429
        }
        if isSend {
            if isSendMessage {
                if let text = JSONScan.valueStart(of: "text", in: json),
                    Self.startsWithCheckMark(Bytes(rebasing: json[text...]))
                {
                    checkMarks.wrappingAdd(1, ordering: .relaxed)
                }
                // Counted after the check mark, so a waiter that sees every message sees every ✅.
                sendMessages.wrappingAdd(1, ordering: .relaxed)
            }
            if isSendPhoto { sendPhotos.wrappingAdd(1, ordering: .relaxed) }
            body += CannedAnswers.messagePrefix
            DecimalText.append(nextMessageID.wrappingAdd(1, ordering: .relaxed).newValue, to: &body)
            body += CannedAnswers.messageChat
            DecimalText.append(JSONScan.integer(of: "chat_id", in: json) ?? 0, to: &body)
            body += CannedAnswers.messageSuffix
        } else if method.elementsEqual("getMe".utf8) {
            body += CannedAnswers.getMe
        } else if method.elementsEqual("getWebhookInfo".utf8) {
            body += CannedAnswers.webhookInfo
        } else if method.elementsEqual("getChatMember".utf8) {
            body += CannedAnswers.chatMember
        } else {
            body += CannedAnswers.okTrue
        }
        return 200
    }

    /// Whether a JSON string value (from its opening quote) starts with ✅, raw or escaped.
    private static func startsWithCheckMark(_ value: Bytes) -> Bool {
        guard value.first == UInt8(ascii: "\"") else { return false }
        let text = Bytes(rebasing: value.dropFirst())
        return text.starts(with: checkMark) || text.starts(with: escapedCheckMark)
    }

    private func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&time, &remaining) != 0, errno == EINTR { time = remaining }
    }
}
