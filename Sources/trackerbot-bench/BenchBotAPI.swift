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
/// `offset` confirms and drops every earlier update.
final class BenchBotAPI: Sendable {
    /// `http://127.0.0.1:<port>`, the bot's `TELEGRAM_API_URL`.
    let baseURL: String
    private let listener: Int32
    private let latency: Duration
    private let maxPollWait: Duration
    private let queue = UpdateQueue()
    private let connections = Mutex(Connections())
    private let sendMessages = Atomic<Int>(0)
    private let checkMarks = Atomic<Int>(0)
    private let nextMessageID = Atomic<Int64>(100)
    private let liveThreads = Atomic<Int>(0)
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
    init(latency: Duration = .zero, maxPollWait: Duration = .milliseconds(200)) throws {
        self.latency = latency
        self.maxPollWait = maxPollWait
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

    /// `sendMessage` calls whose text starts with ✅, the bot's check-in confirmation.
    var checkMarkCount: Int { checkMarks.load(ordering: .relaxed) }

    /// The highest update id confirmed by an offset.
    var confirmedUpdateID: Int64 { queue.confirmedUpdateID }

    /// Calls of `method` so far.
    func methodCount(_ method: String) -> Int { methods.withLock { $0[method] ?? 0 } }

    /// Waits until at least `count` messages were sent, or fails after `timeout`.
    func waitFor(sendMessages count: Int, timeout: Duration) async throws {
        try await waitUntil(timeout: timeout) { sendMessageCount >= count }
    }

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

    private static let okTrue = Array(#"{"ok":true,"result":true}"#.utf8)
    private static let getMe = Array(
        (#"{"ok":true,"result":{"id":123456789,"is_bot":true,"first_name":"Tracker","#
            + #""username":"TrackerTestBot"}}"#).utf8)
    private static let webhookInfo = Array(
        #"{"ok":true,"result":{"url":"","has_custom_certificate":false,"pending_update_count":0}}"#.utf8)
    private static let chatMember = Array(
        #"{"ok":true,"result":{"status":"member","user":{"id":1,"is_bot":false,"first_name":"Member"}}}"#.utf8
    )
    private static let notFound = Array(#"{"ok":false,"error_code":404,"description":"Not Found"}"#.utf8)
    private static let messagePrefix = Array(#"{"ok":true,"result":{"message_id":"#.utf8)
    private static let messageChat = Array(#","date":1767225600,"chat":{"id":"#.utf8)
    private static let messageSuffix = Array(#","type":"private"}}}"#.utf8)
    private static let checkMark = Array("✅".utf8)
    private static let escapedCheckMark = Array(#"\u2705"#.utf8)

    /// Writes the answer to a request for `path` into `body` and returns the HTTP status; sleeps
    /// the latency first (long polls excepted), on this connection's own thread.
    private func answer(path: Bytes, json: Bytes, into body: inout [UInt8]) -> Int {
        guard path.starts(with: "/bot".utf8), let slash = path.lastIndex(of: UInt8(ascii: "/")) else {
            body += Self.notFound
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
        if isSendMessage || method.elementsEqual("sendDocument".utf8) {
            if isSendMessage {
                if let text = JSONScan.valueStart(of: "text", in: json),
                    Self.startsWithCheckMark(Bytes(rebasing: json[text...]))
                {
                    checkMarks.wrappingAdd(1, ordering: .relaxed)
                }
                // Counted after the check mark, so a waiter that sees every message sees every ✅.
                sendMessages.wrappingAdd(1, ordering: .relaxed)
            }
            body += Self.messagePrefix
            DecimalText.append(nextMessageID.wrappingAdd(1, ordering: .relaxed).newValue, to: &body)
            body += Self.messageChat
            DecimalText.append(JSONScan.integer(of: "chat_id", in: json) ?? 0, to: &body)
            body += Self.messageSuffix
        } else if method.elementsEqual("getMe".utf8) {
            body += Self.getMe
        } else if method.elementsEqual("getWebhookInfo".utf8) {
            body += Self.webhookInfo
        } else if method.elementsEqual("getChatMember".utf8) {
            body += Self.chatMember
        } else {
            body += Self.okTrue
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

private typealias Bytes = UnsafeBufferPointer<UInt8>

struct BenchBotAPIError: Error {
    var operation: String
}

/// Pre-serialized updates and the confirmed offset behind one condition variable, so an empty
/// long poll sleeps until `enqueue` signals rather than polling.
///
/// `@unchecked Sendable`: every stored property is read and written only with `condition` held,
/// except `confirmed`, which is atomic so the bench can read it without the lock.
private final class UpdateQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Update `id` is at index `id - 1`; confirmed ones are kept (a bench run is short).
    private var updates: [[UInt8]] = []
    private var stopped = false
    private let confirmed = Atomic<Int64>(0)

    var confirmedUpdateID: Int64 { confirmed.load(ordering: .relaxed) }

    func enqueue(_ bodies: [String]) -> [Int64] {
        let serialized = bodies.map { Array($0.trimmingCharacters(in: .whitespacesAndNewlines).utf8) }
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return serialized.map { fields in
            let id = Int64(updates.count + 1)
            var update = Array(#"{"update_id":"#.utf8)
            DecimalText.append(id, to: &update)
            let rest = fields.dropFirst()
            if rest.first != UInt8(ascii: "}") { update.append(UInt8(ascii: ",")) }
            update += rest
            updates.append(update)
            return id
        }
    }

    /// Confirms the ids below `offset`, waits up to `wait` for an unconfirmed update, and writes
    /// a `getUpdates` answer with at most `limit` of them into `body`.
    func take(offset: Int64?, limit: Int, wait: Duration, into body: inout [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        var first = confirmed.load(ordering: .relaxed) + 1
        if let offset, offset > first {
            first = offset
            confirmed.store(offset - 1, ordering: .relaxed)
        }
        if first > updates.count, wait > .zero, !stopped {
            let (seconds, attoseconds) = wait.components
            let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
            while first > updates.count, !stopped, condition.wait(until: deadline) {}
        }
        body += #"{"ok":true,"result":["#.utf8
        let start = Int(clamping: first - 1)
        if start < updates.count {
            for index in start..<min(updates.count, start + limit) {
                if index > start { body.append(UInt8(ascii: ",")) }
                body += updates[index]
            }
        }
        body += "]}".utf8
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}

/// One accepted socket and its input buffer, reused across the requests on it.
private struct Connection: ~Copyable {
    let descriptor: Int32
    /// Bytes received; `filled` of them are valid, starting with the current request.
    private(set) var input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
    private var filled = 0
    private var output: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        output.reserveCapacity(64 * 1024)
    }

    deinit { input.deallocate() }

    consuming func close() {
        _ = Glibc.close(descriptor)
    }

    /// Reads until a whole request (headers and `Content-Length` body) is buffered; nil when the
    /// peer closed the connection or sent something this fake does not speak.
    mutating func nextRequest() -> Request? {
        var scanned = 0
        var headerEnd: Int?
        while true {
            if let end = headerEnd {
                guard let request = parse(headerEnd: end) else { return nil }
                while filled < request.body.upperBound {
                    guard receive() else { return nil }
                }
                return request
            }
            headerEnd = Self.find(crlfcrlf: Bytes(rebasing: input[..<filled]), from: scanned)
            if headerEnd == nil {
                scanned = max(0, filled - 3)
                guard receive() else { return nil }
            }
        }
    }

    /// Drops the answered request, keeping any bytes of the next one.
    mutating func consume(_ request: Request) {
        let used = request.body.upperBound
        if filled > used {
            UnsafeMutableRawPointer(input.baseAddress!).copyMemory(
                from: input.baseAddress! + used, byteCount: filled - used)
        }
        filled -= used
    }

    /// Sends the status line, headers and `body`; false when the peer is gone.
    mutating func respond(status: Int, body: [UInt8]) -> Bool {
        output.removeAll(keepingCapacity: true)
        output += status == 200 ? "HTTP/1.1 200 OK\r\n".utf8 : "HTTP/1.1 404 Not Found\r\n".utf8
        output += "Content-Type: application/json\r\nConnection: keep-alive\r\nContent-Length: ".utf8
        DecimalText.append(Int64(body.count), to: &output)
        output += "\r\n\r\n".utf8
        output += body
        return output.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                // MSG_NOSIGNAL: a bot that exited must not kill the bench with SIGPIPE.
                let count = send(
                    descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    private mutating func receive() -> Bool {
        if filled == input.count {
            guard input.count < 16 * 1024 * 1024 else { return false }
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: input.count * 2)
            _ = larger.initialize(fromContentsOf: input)
            input.deallocate()
            input = larger
        }
        while true {
            let count = recv(descriptor, input.baseAddress! + filled, input.count - filled, 0)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            filled += count
            return true
        }
    }

    /// The request line's target and the headers this fake needs, from `input[..<headerEnd]`.
    private func parse(headerEnd: Int) -> Request? {
        let head = Bytes(rebasing: input[..<headerEnd])
        guard let space = head.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        var pathEnd = space + 1
        while pathEnd < head.count, head[pathEnd] != UInt8(ascii: " "), head[pathEnd] != UInt8(ascii: "?") {
            pathEnd += 1
        }
        var contentLength = 0
        var closeAfter = false
        var line = head[pathEnd...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? head.count
        while line < head.count {
            let lineEnd = head[line...].firstIndex(of: UInt8(ascii: "\n")) ?? head.count
            let header = Bytes(rebasing: head[line..<lineEnd])
            if let value = Self.value(of: "content-length:", in: header) {
                contentLength = 0
                for byte in value where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    contentLength = contentLength * 10 + Int(byte - UInt8(ascii: "0"))
                }
            } else if let value = Self.value(of: "connection:", in: header) {
                closeAfter = Self.hasPrefix("close", value)
            } else if Self.value(of: "transfer-encoding:", in: header) != nil {
                return nil  // libcurl sends Content-Length for the bot's bodies; chunked is not spoken.
            }
            line = lineEnd + 1
        }
        let bodyStart = headerEnd + 4
        return Request(
            path: (space + 1)..<pathEnd, body: bodyStart..<(bodyStart + contentLength), closeAfter: closeAfter
        )
    }

    /// The bytes after `name` (lowercase, with its colon) when `header` starts with it in any case.
    private static func value(of name: StaticString, in header: Bytes)
        -> Bytes?
    {
        let count = name.utf8CodeUnitCount
        guard header.count >= count, hasPrefix(name, header) else { return nil }
        var start = count
        while start < header.count, header[start] == UInt8(ascii: " ") { start += 1 }
        return Bytes(rebasing: header[start...])
    }

    /// Whether `bytes` starts with the lowercase ASCII `prefix`, ignoring case.
    private static func hasPrefix(_ prefix: StaticString, _ bytes: Bytes) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let start = prefix.utf8Start
        for index in 0..<count where bytes[bytes.startIndex + index] | 0x20 != start[index] | 0x20 {
            return false
        }
        return true
    }

    private static func find(crlfcrlf bytes: Bytes, from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index <= bytes.count - 4 {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }
}

/// Where one request's parts are in its connection's input buffer.
private struct Request {
    var path: Range<Int>
    var body: Range<Int>
    var closeAfter: Bool
}

/// Byte scans of a flat JSON object, instead of decoding it.
private enum JSONScan {
    /// The index where the value of the top-level `key` starts.
    ///
    /// Tracks nesting and strings, so a `text` inside `reply_markup` is not mistaken for the
    /// message's own.
    static func valueStart(of key: StaticString, in json: Bytes) -> Int? {
        let name = Bytes(start: key.utf8Start, count: key.utf8CodeUnitCount)
        var depth = 0
        var index = 0
        while index < json.count {
            switch json[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""):
                let start = index + 1
                index = start
                while index < json.count, json[index] != UInt8(ascii: "\"") {
                    index += json[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                // At depth 1 a string followed by a colon is a key.
                if depth == 1, index - start == name.count,
                    Bytes(rebasing: json[start..<index]).elementsEqual(name)
                {
                    var value = index + 1
                    while value < json.count, json[value] == UInt8(ascii: " ") { value += 1 }
                    guard value < json.count, json[value] == UInt8(ascii: ":") else { break }
                    value += 1
                    while value < json.count, json[value] == UInt8(ascii: " ") { value += 1 }
                    return value
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The top-level `key`'s value when it is an integer.
    static func integer(of key: StaticString, in json: Bytes) -> Int64? {
        guard var index = valueStart(of: key, in: json), index < json.count else { return nil }
        let negative = json[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value: Int64 = 0
        var digits = 0
        while index < json.count, json[index] >= UInt8(ascii: "0"), json[index] <= UInt8(ascii: "9") {
            value = value &* 10 &+ Int64(json[index] - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }
}

/// Decimal digits straight into a byte buffer, without an intermediate String.
private enum DecimalText {
    static func append(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }
}
