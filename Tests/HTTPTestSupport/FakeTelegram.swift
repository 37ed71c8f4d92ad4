import Foundation
import TestWaiting

/// A fake Telegram Bot API on loopback, enough to drive the real bot: it long-polls updates
/// the test queues, records what the bot sends, and can inject faults, latency and
/// Telegram's flood limits.
///
/// Updates are confirmed the way Telegram does it: a `getUpdates` with `offset` drops every
/// update with a smaller id, and unconfirmed ones are returned again.
public final class FakeTelegram: Sendable {
    /// The token the bot under test is configured with; the fake accepts only this one.
    public static let token = "123456789:AAH-fake_token_for_tests_0123456789ab"
    /// The username `getMe` reports.
    public static let botUsername = "TrackerTestBot"

    /// A call the bot made, with its JSON parameters.
    public struct Call: Sendable {
        /// The Bot API method called.
        public var method: String
        /// The call's parameters, decoded from JSON or a form.
        public var parameters: [String: JSONParameter]
        /// When the fake received the call.
        public var at: ContinuousClock.Instant
        /// The caller's source port: which connection, and so which process, made the call.
        public var remotePort: UInt16? = nil
        /// The path before `/bot<token>/`: empty, or the name a bot was given in its API URL
        /// (`<baseURL>/<name>`) to tell its calls from those of other bots on the same fake.
        public var caller = ""
        /// Whether ``FloodLimits`` refused it with a 429: the message was not sent.
        public var refused = false
        /// The parts of an upload that are files, by part name: their bytes.
        public var files: [String: Data] = [:]
        /// Why the fake answered 400, as Telegram would (a rule of ``BotAPIRules`` broken, an
        /// edit of the wrong kind of message or one that changes nothing); `nil` when it did not.
        public var rejection: String? = nil

        /// The id of the message the call sent, when it sent one.
        public var sentMessageID: Int64? = nil

        /// The chat id parameter, if any (a number in JSON, text in an upload).
        public var chatID: Int64? {
            parameters["chat_id"]?.int ?? parameters["chat_id"]?.string.flatMap { Int64($0) }
        }
        /// The `text` parameter, if any.
        public var text: String? { parameters["text"]?.string }
        /// The id of the message an edit edits.
        public var messageID: Int64? {
            parameters["message_id"]?.int ?? parameters["message_id"]?.string.flatMap { Int64($0) }
        }
        /// The text a message shows: a text message's text, a photo's or a document's caption.
        public var shownText: String? {
            if let text { return text }
            if let media = parameters["media"]?.string,
                let object = (try? JSONSerialization.jsonObject(with: Data(media.utf8))) as? [String: Any]
            {
                return object["caption"] as? String
            }
            return parameters["caption"]?.string
        }
        /// The buttons of the call's inline keyboard, row after row: each one's label and data.
        public var buttons: [(label: String, data: String)] {
            let markup = parameters["reply_markup"]?.jsonText ?? parameters["reply_markup"]?.string ?? ""
            guard let object = (try? JSONSerialization.jsonObject(with: Data(markup.utf8))) as? [String: Any],
                let rows = object["inline_keyboard"] as? [[[String: Any]]]
            else { return [] }
            return rows.joined().compactMap { button in
                guard let label = button["text"] as? String, let data = button["callback_data"] as? String
                else {
                    return nil
                }
                return (label, data)
            }
        }
    }

    /// What the fake answers instead of success, once, for a method.
    public enum Fault: Sendable {
        case status(Int, description: String, retryAfter: Int? = nil, migrateTo: Int64? = nil)
        /// Waits longer than any client timeout would allow, as a dead connection does.
        case hang(Duration)
    }

    private let live: FakeState
    private let server: LoopbackServer

    private init(server: LoopbackServer, state: FakeState) {
        self.server = server
        live = state
    }

    /// Starts a fake on an ephemeral loopback port.
    ///
    /// - Parameters:
    ///   - latency: added to every call (long polls excepted).
    ///   - maxPollWait: the longest an empty `getUpdates` waits, whatever timeout is asked.
    ///   - floodLimitPerSecond: when set, sends beyond this rate overall answer 429, as
    ///     Telegram does.
    ///   - webhookURL: the webhook `getWebhookInfo` reports until `deleteWebhook` is called.
    ///   - limits: when set, sends that break any of these limits answer 429, as Telegram does.
    public static func start(
        latency: Duration = .zero, maxPollWait: Duration = .seconds(1), floodLimitPerSecond: Double? = nil,
        webhookURL: String = "", limits: FloodLimits? = nil
    ) async throws -> FakeTelegram {
        let state = FakeState()
        await state.configure(
            floodLimitPerSecond: floodLimitPerSecond, webhookURL: webhookURL, limits: limits)
        let server = try await LoopbackServer.start { request in
            guard let (caller, method) = route(request.path) else {
                return .json(#"{"ok":false,"error_code":401,"description":"Unauthorized"}"#, status: 401)
            }
            let (parameters, files) = JSONParameter.object(from: request)
            if method != "getUpdates", latency > .zero { try await Task.sleep(for: latency) }
            return try await state.answer(
                method: method, parameters: parameters, files: files, caller: caller,
                remotePort: request.remotePort, maxPollWait: maxPollWait)
        }
        return FakeTelegram(server: server, state: state)
    }

    /// The caller's name and the method of a call to `[/<name>]/bot<token>/<method>`; nil for
    /// any other path, or another token.
    private static func route(_ path: String) -> (caller: String, method: String)? {
        guard let marker = path.range(of: "/bot\(token)/") else { return nil }
        let caller = path[..<marker.lowerBound]
        guard caller.isEmpty || (caller.hasPrefix("/") && !caller.dropFirst().contains("/")) else {
            return nil
        }
        return (String(caller.dropFirst()), String(path[marker.upperBound...]))
    }

    /// Runs `body` with a fake started as ``start(latency:maxPollWait:floodLimitPerSecond:webhookURL:)``
    /// does, and stops it before returning, also when `body` throws.
    public static func with<Result>(
        latency: Duration = .zero, maxPollWait: Duration = .seconds(1),
        _ body: (FakeTelegram) async throws -> Result
    ) async throws -> Result {
        let fake = try await start(latency: latency, maxPollWait: maxPollWait)
        do {
            let result = try await body(fake)
            await fake.stop()
            return result
        } catch {
            await fake.stop()
            throw error
        }
    }

    /// `http://127.0.0.1:<port>`, the bot's `TELEGRAM_API_URL`.
    public var baseURL: String { server.baseURL }

    /// Stops serving; calls after it fail to connect.
    public func stop() async { await server.stop() }

    /// Queues updates (JSON objects without `update_id`; ids are assigned in order).
    @discardableResult
    public func enqueue(_ updates: [String]) async -> [Int64] { await live.enqueue(updates) }

    /// Queues a raw update body exactly as given (for malformed updates).
    public func enqueueRaw(_ json: String) async { await live.enqueueRaw(json) }

    /// Sets what `getChatMember` answers for `user` in any chat: `"member"` (the default),
    /// `"administrator"`, `"creator"`, `"left"`, ….
    public func setMemberStatus(_ status: String, for user: Int64) async {
        await live.setMemberStatus(status, for: user)
    }

    /// Makes the next calls of `method` fail with `faults`, in order.
    public func fail(_ method: String, with faults: [Fault]) async { await live.fail(method, faults) }

    /// Every call so far, in arrival order.
    public func calls(_ method: String? = nil) async -> [Call] { await live.calls(method) }

    /// The calls answered 400, as Telegram would have refused them (``Call/rejection``).
    public func rejectedCalls() async -> [Call] { await live.calls(nil).filter { $0.rejection != nil } }

    /// How many calls of `method` arrived, without copying them.
    public func count(_ method: String) async -> Int { await live.count(method) }

    /// Waits until at least `count` calls of `method` arrived, or fails after `timeout`.
    public func waitFor(_ count: Int, _ method: String, timeout: Duration = .seconds(60)) async throws {
        var patience = Patience(timeout)
        while await live.count(method) < count {
            guard !patience.isExhausted else { throw TimedOut() }
            try await patience.pause(for: .milliseconds(5))
        }
    }

    /// Queued updates not yet confirmed by a `getUpdates` offset past them. Zero after updates
    /// were queued means the bot committed them (it sends the offset only after the commit).
    public func unconfirmedUpdates() async -> Int { await live.unconfirmed }

    /// The highest update id confirmed by an offset.
    public func confirmedUpdateID() async -> Int64 { await live.confirmed }

    /// 429 answers given so far by the flood limit.
    public func floodRejections() async -> Int { await live.floodRejections }

    /// 429 answers given so far by ``FloodLimits``, each with the limit it enforced and the chat.
    public func limitRejections() async -> [(limit: String, chat: Int64)] { await live.limitRejections }

    /// Waits until `condition` holds for the calls, or fails after `timeout`.
    public func waitFor(
        timeout: Duration = .seconds(60), _ condition: @Sendable ([Call]) -> Bool
    ) async throws {
        var patience = Patience(timeout)
        while !patience.isExhausted {
            if condition(await live.calls(nil)) { return }
            try await patience.pause(for: .milliseconds(10))
        }
        throw TimedOut()
    }

    /// Thrown when what a test waits for does not happen in time.
    public struct TimedOut: Error {
        /// The error.
        public init() {}
    }

    // MARK: Update builders

    /// A text message in a private chat (chat id = user id), from a user whose app is set to
    /// `languageCode` (Telegram's `from.language_code`; none when `nil`).
    public static func message(
        _ text: String, from user: Int64, name: String = "Alice", languageCode: String? = nil
    ) -> String {
        message(text, from: user, name: name, chat: user, chatType: "private", languageCode: languageCode)
    }

    /// A text message in any chat, from a user whose app is set to `languageCode`.
    public static func message(
        _ text: String, from user: Int64, name: String = "Alice", chat: Int64, chatType: String,
        languageCode: String? = nil
    ) -> String {
        let body = String(data: try! JSONSerialization.data(withJSONObject: ["t": text]), encoding: .utf8)!
        let quoted = String(body.dropFirst(5).dropLast())
        return #"""
            {"message":{"message_id":1,"date":1767225600,"chat":{"id":\#(chat),"type":"\#(chatType)"},"from":\#(sender(user, name, languageCode)),"text":\#(quoted)}}
            """#
    }

    /// The `from` object of an update: a person, with `language_code` when given.
    private static func sender(_ user: Int64, _ name: String, _ languageCode: String?) -> String {
        let language = languageCode.map { #","language_code":"\#($0)""# } ?? ""
        return #"{"id":\#(user),"is_bot":false,"first_name":"\#(name)"\#(language)}"#
    }

    /// The bot's own membership in `chat` changing from `old` to `new` (`"left"`, `"member"`,
    /// `"administrator"`, `"kicked"`), as a `my_chat_member` update made by `user`.
    public static func botMembership(
        chat: Int64, chatType: String = "supergroup", from user: Int64, old: String, new: String
    ) -> String {
        let bot = #"{"id":123456789,"is_bot":true,"first_name":"Tracker","username":"\#(botUsername)"}"#
        return #"""
            {"my_chat_member":{"chat":{"id":\#(chat),"type":"\#(chatType)","title":"Friends"},"from":{"id":\#(user),"is_bot":false,"first_name":"Admin"},"date":1767225600,"old_chat_member":{"status":"\#(old)","user":\#(bot)},"new_chat_member":{"status":"\#(new)","user":\#(bot)}}}
            """#
    }

    /// The service message Telegram sends in a group that became the supergroup `newChat`.
    public static func migration(from oldChat: Int64, to newChat: Int64, by user: Int64) -> String {
        #"""
        {"message":{"message_id":2,"date":1767225600,"chat":{"id":\#(oldChat),"type":"group"},"from":{"id":\#(user),"is_bot":false,"first_name":"Admin"},"migrate_to_chat_id":\#(newChat)}}
        """#
    }

    /// A button press on message `messageID` in `chat`, by a user whose app is set to
    /// `languageCode`; on a photo message when `photo`.
    public static func press(
        _ data: String, by user: Int64, name: String = "Alice", chat: Int64, messageID: Int64,
        languageCode: String? = nil, photo: Bool = false
    )
        -> String
    {
        let shows =
            photo
            ? #","photo":[{"file_id":"p\#(messageID)","file_unique_id":"u\#(messageID)","width":320,"height":320}]"#
            : ""
        return #"""
            {"callback_query":{"id":"cb\#(user)-\#(messageID)-\#(data.hashValue)","from":\#(sender(user, name, languageCode)),"message":{"message_id":\#(messageID),"date":1767225600,"chat":{"id":\#(chat),"type":"\#(chat < 0 ? "supergroup" : "private")"}\#(shows)},"chat_instance":"1","data":"\#(data)"}}
            """#
    }

    /// A press on the button with `data` under the bot's message `messageID` in `chat`, as
    /// Telegram sends it: with the message as it is, a photo's with its picture.
    public func press(
        _ data: String, by user: Int64, name: String = "Alice", chat: Int64, messageID: Int64,
        languageCode: String? = nil
    ) async -> String {
        let photo = await live.isPhoto(messageID)
        return Self.press(
            data, by: user, name: name, chat: chat, messageID: messageID, languageCode: languageCode,
            photo: photo)
    }
}

/// A JSON parameter value as the fake saw it.
public enum JSONParameter: Sendable, Hashable {
    case string(String)
    case number(Double)
    case json(String)

    /// The value as an integer, when it is a number.
    public var int: Int64? {
        if case .number(let value) = self { return Int64(value) }
        return nil
    }

    /// The value, when it is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Nested objects and arrays, re-encoded as compact JSON text.
    public var jsonText: String? {
        if case .json(let value) = self { return value }
        return nil
    }

    /// A request's parameters, and the files of an upload by part name.
    static func object(from request: ServerRequest) -> ([String: JSONParameter], [String: Data]) {
        guard let object = request.jsonObject else {
            // Multipart uploads: the text parts as parameters, the raw body for inspection.
            var parameters = ["body": JSONParameter.string(String(decoding: request.body, as: UTF8.self))]
            var files: [String: Data] = [:]
            let form = request.headers["content-type"].flatMap {
                MultipartForm(body: request.body, contentType: $0)
            }
            for part in form?.parts ?? [] {
                if part.filename != nil {
                    files[part.name] = part.body
                } else {
                    parameters[part.name] = .string(String(decoding: part.body, as: UTF8.self))
                }
            }
            return (parameters, files)
        }
        var result: [String: JSONParameter] = [:]
        for (key, value) in object {
            switch value {
            case let text as String: result[key] = .string(text)
            // Booleans arrive as numbers 0 and 1 on Linux.
            case let number as NSNumber: result[key] = .number(number.doubleValue)
            default:
                let data =
                    (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
                result[key] = .json(String(decoding: data, as: UTF8.self))
            }
        }
        return (result, [:])
    }
}

private actor FakeState {
    private var updates: [(id: Int64, json: String)] = []
    private var nextUpdateID: Int64 = 1000
    private(set) var confirmed: Int64 = 0
    private var recorded: [FakeTelegram.Call] = []
    private var counts: [String: Int] = [:]
    private var faults: [String: [FakeTelegram.Fault]] = [:]
    private var nextMessageID: Int64 = 100
    private var floodLimit: Double?
    private var floodTokens: Double = 0
    private var floodUpdated = ContinuousClock.now
    private(set) var floodRejections = 0
    private var meter: FloodMeter?
    private(set) var limitRejections: [(limit: String, chat: Int64)] = []
    private var webhook = ""
    private var memberStatuses: [Int64: String] = [:]
    /// The messages the fake sent, by id: what edits of them must fit.
    private var messages: [Int64: SentMessage] = [:]

    /// A message as Telegram keeps it: its kind decides which edits it takes, and what it
    /// shows whether an edit changes anything.
    private struct SentMessage {
        enum Kind { case text, photo, document }
        var kind: Kind
        var shows: String
    }

    func isPhoto(_ messageID: Int64) -> Bool { messages[messageID]?.kind == .photo }

    func setMemberStatus(_ status: String, for user: Int64) { memberStatuses[user] = status }

    func configure(floodLimitPerSecond: Double?, webhookURL: String, limits: FloodLimits?) {
        meter = limits.map { FloodMeter(limits: $0, now: .now) }
        floodLimit = floodLimitPerSecond
        floodTokens = floodLimitPerSecond ?? 0
        webhook = webhookURL
    }

    func enqueue(_ bodies: [String]) -> [Int64] {
        bodies.map { body in
            nextUpdateID += 1
            let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
            updates.append((nextUpdateID, #"{"update_id":\#(nextUpdateID),"# + trimmed.dropFirst()))
            return nextUpdateID
        }
    }

    func enqueueRaw(_ json: String) {
        nextUpdateID += 1
        updates.append((nextUpdateID, json))
    }

    func count(_ method: String) -> Int { counts[method] ?? 0 }

    var unconfirmed: Int { updates.count }

    func fail(_ method: String, _ list: [FakeTelegram.Fault]) { faults[method, default: []] += list }

    func calls(_ method: String?) -> [FakeTelegram.Call] {
        method.map { name in recorded.filter { $0.method == name } } ?? recorded
    }

    func answer(
        method: String, parameters: [String: JSONParameter], files: [String: Data], caller: String,
        remotePort: UInt16?, maxPollWait: Duration
    ) async throws -> ServerResponse {
        recorded.append(
            .init(
                method: method, parameters: parameters, at: .now, remotePort: remotePort, caller: caller,
                files: files))
        let call = recorded.count - 1
        counts[method, default: 0] += 1
        if var pending = faults[method], !pending.isEmpty {
            let fault = pending.removeFirst()
            faults[method] = pending
            switch fault {
            case .status(let status, let description, let retryAfter, let migrateTo):
                var extra = ""
                if let retryAfter { extra = #","parameters":{"retry_after":\#(retryAfter)}"# }
                if let migrateTo { extra = #","parameters":{"migrate_to_chat_id":\#(migrateTo)}"# }
                return .json(
                    #"{"ok":false,"error_code":\#(status),"description":"\#(description)"\#(extra)}"#,
                    status: status)
            case .hang(let duration):
                try await Task.sleep(for: duration)
            }
        }
        if let refused = refusal(call) { return refused }
        switch method {
        case "getMe":
            return ok(
                #"{"id":123456789,"is_bot":true,"first_name":"Tracker","username":"\#(FakeTelegram.botUsername)"}"#
            )
        case "getUpdates":
            return try await poll(parameters, maxPollWait: maxPollWait)
        case "getWebhookInfo":
            return ok(#"{"url":"\#(webhook)","pending_update_count":0}"#)
        case "deleteWebhook":
            webhook = ""
            return ok("true")
        case "setWebhook":
            webhook = parameters["url"]?.string ?? ""
            return ok("true")
        case "sendMessage", "sendDocument", "sendPhoto":
            if let limited = floodCheck(chat: chat(parameters), call: call) { return limited }
            nextMessageID += 1
            let kind: SentMessage.Kind =
                method == "sendPhoto" ? .photo : method == "sendDocument" ? .document : .text
            messages[nextMessageID] = SentMessage(kind: kind, shows: Self.shows(parameters, files: files))
            recorded[call].sentMessageID = nextMessageID
            let photo =
                kind == .photo
                ? #","photo":[{"file_id":"p","file_unique_id":"u","width":320,"height":320}]"# : ""
            return ok(
                #"{"message_id":\#(nextMessageID),"date":1767225600,"chat":{"id":\#(chat(parameters)),"type":"private"}\#(photo)}"#
            )
        case "editMessageText", "editMessageMedia", "editMessageCaption", "editMessageReplyMarkup":
            if let refused = editRefusal(call) { return refused }
            if method == "editMessageText",
                let limited = floodCheck(chat: chat(parameters), call: call)
            {
                return limited
            }
            return ok("true")
        case "getChatMember":
            let user = parameters["user_id"]?.int ?? 0
            let status = memberStatuses[user] ?? "member"
            return ok(#"{"status":"\#(status)","user":{"id":\#(user),"is_bot":false,"first_name":"Member"}}"#)
        default:
            return ok("true")
        }
    }

    private func poll(_ parameters: [String: JSONParameter], maxPollWait: Duration) async throws
        -> ServerResponse
    {
        if let offset = parameters["offset"]?.int {
            confirmed = max(confirmed, offset - 1)
            updates.removeAll { $0.id < offset }
        }
        let limit = Int(parameters["limit"]?.int ?? 100)
        let deadline = ContinuousClock.now + maxPollWait
        while updates.isEmpty && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        return ok("[" + updates.prefix(limit).map(\.json).joined(separator: ",") + "]")
    }

    private func floodCheck(chat: Int64, call: Int) -> ServerResponse? {
        if var meter {
            let broken = meter.breaks(chat: chat, now: recorded[call].at)
            self.meter = meter
            if let broken {
                limitRejections.append((broken, chat))
                recorded[call].refused = true
                return .json(
                    #"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1","parameters":{"retry_after":1}}"#,
                    status: 429)
            }
        }
        guard let floodLimit else { return nil }
        let now = ContinuousClock.now
        let elapsed = now - floodUpdated
        floodUpdated = now
        floodTokens = min(
            floodLimit,
            floodTokens + (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
                * floodLimit)
        guard floodTokens < 1 else {
            floodTokens -= 1
            return nil
        }
        floodRejections += 1
        return .json(
            #"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1","parameters":{"retry_after":1}}"#,
            status: 429)
    }

    private func ok(_ result: String) -> ServerResponse { .json(#"{"ok":true,"result":\#(result)}"#) }

    private func chat(_ parameters: [String: JSONParameter]) -> Int64 {
        parameters["chat_id"]?.int ?? parameters["chat_id"]?.string.flatMap { Int64($0) } ?? 0
    }

    /// The 400 Telegram answers call `index` with when it breaks a rule of ``BotAPIRules``.
    private func refusal(_ index: Int) -> ServerResponse? {
        let call = recorded[index]
        guard
            let problem = BotAPIRules.violation(
                method: call.method, parameters: call.parameters, files: Set(call.files.keys))
        else { return nil }
        return refuse(index, problem)
    }

    /// The 400 Telegram answers an edit with when the message cannot take it: a text edit of a
    /// photo, a picture or caption edit of a text, or an edit that would change nothing. A
    /// message the fake did not send (a test's own press) takes any edit.
    private func editRefusal(_ index: Int) -> ServerResponse? {
        let call = recorded[index]
        guard
            let id = call.parameters["message_id"]?.int
                ?? call.parameters["message_id"]?.string.flatMap({ Int64($0) }),
            var message = messages[id]
        else { return nil }
        switch (call.method, message.kind) {
        case ("editMessageText", .photo), ("editMessageText", .document):
            return refuse(index, "Bad Request: there is no text in the message to edit")
        case ("editMessageMedia", .text):
            return refuse(index, "Bad Request: there is no media in the message to edit")
        case ("editMessageCaption", .text):
            return refuse(index, "Bad Request: there is no caption in the message to edit")
        default:
            break
        }
        var shows = Self.shows(call.parameters, files: call.files)
        if call.method == "editMessageReplyMarkup" {
            // Only the buttons change; what the message says stays.
            shows = message.shows.prefix { $0 != "\u{1}" } + "\u{1}" + Self.markup(call.parameters)
        }
        guard shows != message.shows else {
            return refuse(
                index,
                "Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message"
            )
        }
        message.shows = shows
        messages[id] = message
        return nil
    }

    private func refuse(_ index: Int, _ description: String) -> ServerResponse {
        recorded[index].rejection = description
        let escaped = description.replacingOccurrences(of: "\"", with: "\\\"")
        return .json(#"{"ok":false,"error_code":400,"description":"\#(escaped)"}"#, status: 400)
    }

    /// What a message sent or edited with `parameters` shows: its text or caption and media,
    /// then its buttons (no keyboard and an empty one alike).
    private static func shows(_ parameters: [String: JSONParameter], files: [String: Data]) -> String {
        var caption = parameters["caption"]?.string
        if let media = parameters["media"]?.string,
            let object = (try? JSONSerialization.jsonObject(with: Data(media.utf8))) as? [String: Any]
        {
            caption = object["caption"] as? String
        }
        let picture = files.keys.sorted().map { files[$0]!.base64EncodedString() }.joined(separator: ",")
        return (parameters["text"]?.string ?? caption ?? "") + picture + "\u{1}" + markup(parameters)
    }

    private static func markup(_ parameters: [String: JSONParameter]) -> String {
        let markup = parameters["reply_markup"]?.jsonText ?? parameters["reply_markup"]?.string ?? ""
        guard let object = (try? JSONSerialization.jsonObject(with: Data(markup.utf8))) as? [String: Any],
            let rows = object["inline_keyboard"] as? [Any], !rows.isEmpty,
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
