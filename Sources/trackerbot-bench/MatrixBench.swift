import ArgumentParser
import Foundation
import HTTPClient
import Logging
import Matrix

/// Drives `trackerbot run` (a separate process, so its CPU and memory are its own) against a
/// real homeserver: alice sends commands into several direct chats at once, and the bench
/// counts the bot's replies as alice's client sees them.
///
/// Needs the variables `start-synapse.sh` (in the team's shared scripts) prints:
/// `MATRIX_HOMESERVER_URL`, `MATRIX_BOT_USER`, `MATRIX_BOT_ACCESS_TOKEN` and
/// `MATRIX_ALICE_ACCESS_TOKEN`. Synapse itself handles about 30 messages a second on this
/// machine, so the figure is the homeserver's as much as the bot's; the bot's CPU per
/// event is its own. The bot runs with its default Matrix settings (rate limits included);
/// `--rate` paces alice's commands, and each reply's delay after its command is reported.
struct MatrixBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract: "Events per second from a real homeserver through the bot, its CPU per event and memory."
    )

    @Option(help: "Direct chats alice sends commands into at once.")
    var rooms = 4

    @Option(help: "Commands per chat.")
    var commands = 25

    @Option(
        help:
            "Commands a second alice sends into each chat; as fast as the homeserver takes them if not given."
    )
    var rate: Double?

    @Flag(help: "Serve Telegram too (against a fake Bot API), for the memory of both platforms at once.")
    var withTelegram = false

    @Option(help: "The trackerbot executable to measure; by default the one built beside this bench.")
    var executable: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["MATRIX_HOMESERVER_URL"], let bot = environment["MATRIX_BOT_USER"],
            let botToken = environment["MATRIX_BOT_ACCESS_TOKEN"],
            let aliceToken = environment["MATRIX_ALICE_ACCESS_TOKEN"]
        else {
            throw ValidationError("set the variables start-synapse.sh prints (MATRIX_HOMESERVER_URL, …)")
        }
        let executable =
            executable.map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("trackerbot")
        let directory = NSTemporaryDirectory() + "trackerbot-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let telegram = withTelegram ? try BenchBotAPI(latency: .zero, maxPollWait: .milliseconds(200)) : nil
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var settings = [
            "MATRIX_HOMESERVER_URL": url, "MATRIX_USER_ID": bot, "MATRIX_ACCESS_TOKEN": botToken,
            "TRACKER_DB": directory + "/bench.sqlite", "LOG_LEVEL": "error",
        ]
        if let telegram {
            settings["TELEGRAM_BOT_TOKEN"] = BenchBotAPI.token
            settings["TELEGRAM_API_URL"] = telegram.baseURL
        }
        process.environment = settings
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        let http = HTTPClient(maxConcurrentTransfers: rooms + 2, userAgent: "bench", logger: logger)
        defer { http.shutdown() }
        let alice = MatrixClient(
            configuration: MatrixConfiguration(homeserverURL: url, accessToken: aliceToken), client: http,
            logger: logger)
        try await measure(alice: alice, bot: bot, process: process)
        if let telegram, await !telegram.stop() {
            print("warning: the fake Bot API's threads did not all exit")
        }
    }

    private func measure(alice: MatrixClient, bot: String, process: Process) async throws {
        let filter = SyncFilterReference.inline(.bot(timelineLimit: 1000))
        var since = try await alice.sync(timeout: .zero, filter: filter).nextBatch
        var roomIDs: [String] = []
        for _ in 0..<rooms {
            roomIDs.append(try await alice.createRoom(CreateRoomOptions(invite: [bot], isDirect: true)))
        }
        // The bot joins each chat and greets it: then it is ready.
        var greeted = Set<String>()
        /// When each reply was seen, by room and item number.
        var arrivals: [String: [Int: ContinuousClock.Instant]] = [:]
        var answered = 0
        func follow(until done: () -> Bool) async throws {
            let end = ContinuousClock.now + .seconds(300)
            while !done() {
                guard ContinuousClock.now < end else {
                    throw ValidationError("the bot did not answer in time")
                }
                let sync = try await alice.sync(since: since, timeout: .seconds(5), filter: filter)
                let now = ContinuousClock.now
                since = sync.nextBatch
                for (roomID, room) in sync.rooms.join {
                    for event in room.timeline.events where event.sender == bot {
                        guard let body = event.message?.body else { continue }
                        if body.hasPrefix("👋") { greeted.insert(roomID) }
                        guard body.hasPrefix("📝 Added"), let number = Self.itemNumber(in: body),
                            arrivals[roomID, default: [:]].updateValue(now, forKey: number) == nil
                        else { continue }
                        answered += 1
                    }
                }
            }
        }
        try await follow { greeted.count == rooms }
        try await Task.sleep(for: .seconds(1))
        let idle = Memory.of(process.processIdentifier)
        let cpuBefore = Memory.cpuSeconds(process.processIdentifier)
        let start = ContinuousClock.now
        let expected = rooms * commands
        let pace = rate.map { Duration.seconds(1 / max($0, 0.001)) }
        let sending = Task { [commands] in
            try await withThrowingTaskGroup(of: (String, [Int: ContinuousClock.Instant]).self) { group in
                for roomID in roomIDs {
                    group.addTask {
                        var times: [Int: ContinuousClock.Instant] = [:]
                        for number in 1...commands {
                            if let pace { try await Task.sleep(until: start + pace * (number - 1)) }
                            times[number] = ContinuousClock.now
                            _ = try await alice.sendMessage(
                                roomID: roomID, txnID: UUID().uuidString,
                                content: MessageContent(msgtype: .text, body: "!todo add item \(number)"))
                        }
                        return (roomID, times)
                    }
                }
                return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
            }
        }
        // Replies are followed while the commands go out.
        try await follow { answered >= expected }
        let sentAt = try await sending.value
        let delays = arrivals.flatMap { roomID, replies in
            replies.compactMap { number, arrival in sentAt[roomID]?[number].map { arrival - $0 } }
        }
        let seconds = TelegramBench.seconds(ContinuousClock.now - start)
        let cpu = Memory.cpuSeconds(process.processIdentifier) - cpuBefore
        let peak = Memory.of(process.processIdentifier)
        print(
            String(
                format: "%d commands in %d chats: %.1f events/s end to end (%.2f s); bot CPU %.2f s, "
                    + "%.2f ms/event; RSS idle %.1f MB, peak %.1f MB%@",
                expected, rooms, Double(expected) / seconds, seconds, cpu, cpu * 1000 / Double(expected),
                idle.rssMB, peak.peakMB, withTelegram ? " (Telegram served too)" : ""))
        let sorted = delays.sorted()
        func percentile(_ fraction: Double) -> Double {
            TelegramBench.seconds(sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))])
        }
        print(
            String(
                format: "reply delay after its command%@: p50 %.2f s, p95 %.2f s, max %.2f s",
                rate.map { String(format: " (%.0f commands/s per chat)", $0) } ?? "", percentile(0.5),
                percentile(0.95), percentile(1)))
    }

    /// `k` in a reply to `!todo add item k`.
    private static func itemNumber(in body: String) -> Int? {
        let firstLine = body.split(separator: "\n", maxSplits: 1).first ?? ""
        guard let range = firstLine.range(of: "item ", options: .backwards) else { return nil }
        return Int(firstLine[range.upperBound...].prefix { $0.isNumber })
    }
}
