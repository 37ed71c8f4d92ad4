import ArgumentParser
import Foundation

/// Drives `trackerbot run` (a separate process, so its memory is its own) against a fake
/// Bot API on loopback: N users each send `/habit add Read` and `/check`, and with
/// `--pictures` also `/habit 1`, whose card is a photo: once drawn, once with `PICTURES=off`.
/// With `--stores sqlite,postgres` each measurement runs on both stores, one after the other,
/// and a table puts their figures side by side.
struct TelegramBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "telegram",
        abstract: "Updates per second through the full run loop, and the bot's idle and peak memory."
    )

    @Option(help: "Number of users; each sends two commands.")
    var users = 5000

    @Option(help: "Latencies to add to every Bot API call, in milliseconds.")
    var latencyMs: [Int] = [0, 50]

    @Option(help: "Messages in flight at once (TELEGRAM_MAX_IN_FLIGHT).")
    var inFlight = 128

    @Option(help: "The trackerbot executable to measure; by default the one built beside this bench.")
    var executable: String?

    @Flag(help: "Each user also asks for a habit card; measured with pictures on and off.")
    var pictures = false

    @Option(help: "More environment for the bot, as NAME=VALUE; repeat for several.")
    var environment: [String] = []

    @Option(help: "The stores to measure, comma-separated: sqlite, postgres.")
    var stores = "sqlite"

    @Option(
        help: """
            The PostgreSQL server for the postgres store (postgresql://user@host:port/db); each \
            run gets a new database there, dropped afterwards.
            """)
    var postgres: String?

    func run() async throws {
        let executable =
            executable.map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("trackerbot")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ValidationError(
                "\(executable.path) is missing: run `swift build -c release --product trackerbot` first")
        }
        let stores = try BenchStore.parse(stores, postgres: postgres)
        print("users: \(users), updates: \(users * commandsPerUser), in flight: \(inFlight)")
        var rows: [BenchFigures] = []
        for latency in latencyMs {
            for drawing in pictures ? [false, true] : [false] {
                let picturesNote = pictures ? (drawing ? ", pictures on" : ", pictures off") : ""
                for store in stores {
                    print("\(store.name)\(picturesNote):")
                    var figures = try await measure(
                        latency: .milliseconds(latency), executable: executable, drawing: drawing,
                        store: store)
                    figures.label = "\(store.name), \(latency) ms\(picturesNote)"
                    rows.append(figures)
                }
            }
        }
        if stores.count > 1 { BenchFigures.printTable(rows) }
    }

    private var commandsPerUser: Int { pictures ? 3 : 2 }

    private func measure(latency: Duration, executable: URL, drawing: Bool, store: BenchStore) async throws
        -> BenchFigures
    {
        let directory = NSTemporaryDirectory() + "trackerbot-bench-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A lean fake: the bot and the bench share the cores, so the fake's CPU is the bot's loss.
        let fake = try BenchBotAPI(latency: latency, maxPollWait: .milliseconds(200))
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = [
            "TELEGRAM_BOT_TOKEN": BenchBotAPI.token, "TELEGRAM_API_URL": fake.baseURL,
            "LOG_LEVEL": "error",
            // The fake enforces nothing; measure the bot, not Telegram's limits.
            "TELEGRAM_RATE_OVERALL": "1000000", "TELEGRAM_RATE_PER_CHAT": "1000",
            "TELEGRAM_MAX_IN_FLIGHT": String(inFlight), "PICTURES": drawing ? "on" : "off",
        ]
        let database = try store.database(in: directory)
        defer { database.drop() }
        process.environment?["TRACKER_DB"] = database.setting
        for setting in environment {
            let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
            process.environment?[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        try process.run()
        let figures: BenchFigures
        do {
            figures = try await drive(
                process, against: fake, latency: latency, drawing: drawing, database: database)
        } catch {
            await shutDown(process, fake)
            throw error
        }
        // The bot goes first, so the fake sees its connections close rather than the reverse.
        await shutDown(process, fake)
        return figures
    }

    /// Sends the users' commands once the bot polls, and prints the figures.
    private func drive(
        _ process: Process, against fake: BenchBotAPI, latency: Duration, drawing: Bool,
        database: BenchDatabase
    ) async throws -> BenchFigures {
        try await fake.waitUntil(timeout: .seconds(30)) { fake.methodCount("getUpdates") > 0 }
        try await Task.sleep(for: .seconds(1))
        let idle = Memory.of(process.processIdentifier)

        let start = ContinuousClock.now
        let benchCPUBefore = Memory.ownCPUSeconds()
        let adds = (0..<users).map { BenchBotAPI.message("/habit add Read", from: Int64(10_000 + $0)) }
        let checks = (0..<users).map { BenchBotAPI.message("/check", from: Int64(10_000 + $0)) }
        let cards =
            pictures ? (0..<users).map { BenchBotAPI.message("/habit 1", from: Int64(10_000 + $0)) } : []
        let ids = fake.enqueue(adds + checks + cards)
        let expected = users * commandsPerUser
        let lastID = ids.last ?? 0
        let confirmed = Task {
            while fake.confirmedUpdateID < lastID { try await Task.sleep(for: .milliseconds(5)) }
            return ContinuousClock.now - start
        }
        let cpuBefore = Memory.cpuSeconds(process.processIdentifier)
        let serverCPUBefore = database.serverCPUSeconds()
        try await fake.waitUntil(timeout: .seconds(600)) {
            fake.sendMessageCount + fake.sendPhotoCount >= expected
        }
        let elapsed = ContinuousClock.now - start
        let confirmedAfter = try await confirmed.value
        let benchCPU = Memory.ownCPUSeconds() - benchCPUBefore
        let peak = Memory.of(process.processIdentifier)
        let cpu = Memory.cpuSeconds(process.processIdentifier) - cpuBefore
        let serverCPU = database.serverCPUSeconds().flatMap { after in serverCPUBefore.map { after - $0 } }
        let seconds = Self.seconds(elapsed)
        let checksOK = fake.checkMarkCount
        print(
            String(
                format:
                    "latency %4d ms: %6.0f updates/s (%d updates in %.2f s, all updates confirmed after %.2f s, "
                    + "%d check-ins confirmed); bot CPU %.2f s; RSS idle %.1f MB, peak %.1f MB, at the end %.1f MB",
                Int(
                    latency.components.seconds * 1000 + latency.components.attoseconds / 1_000_000_000_000_000
                ),
                Double(expected) / seconds, expected, seconds, Self.seconds(confirmedAfter), checksOK,
                cpu, idle.rssMB,
                peak.peakMB, peak.rssMB))
        print(
            String(
                format: "                 bot idle: anonymous %.1f MiB, private %.1f MiB",
                idle.anonymousMB, idle.privateMB))
        print(
            String(
                format: "                 bot %.2f ms CPU/update; bench process (fake Bot API and driver) "
                    + "CPU %.2f s, %.3f ms/update",
                cpu * 1000 / Double(expected), benchCPU, benchCPU * 1000 / Double(expected)))
        if let serverCPU {
            print(
                String(
                    format: "                 PostgreSQL server CPU %.2f s, %.3f ms/update", serverCPU,
                    serverCPU * 1000 / Double(expected)))
        }
        guard checksOK == users else {
            throw ValidationError("expected \(users) check-ins confirmed, got \(checksOK)")
        }
        let photos = fake.sendPhotoCount
        guard photos == (drawing ? users : 0) else {
            throw ValidationError("expected \(drawing ? users : 0) photos, got \(photos)")
        }
        return BenchFigures(
            updatesPerSecond: Double(expected) / seconds, cpuPerUpdateMs: cpu * 1000 / Double(expected),
            idleMB: idle.rssMB, peakMB: peak.peakMB,
            serverCPUPerUpdateMs: serverCPU.map { $0 * 1000 / Double(expected) })
    }

    private func shutDown(_ process: Process, _ fake: BenchBotAPI) async {
        process.terminate()
        process.waitUntilExit()
        if await !fake.stop() { print("warning: the fake Bot API's threads did not all exit") }
    }
}

extension TelegramBench {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// Resident memory of a process, from `/proc/<pid>/status` and `/proc/<pid>/smaps_rollup`.
struct Memory {
    var rssMB: Double
    var peakMB: Double
    /// Resident anonymous memory: heaps, stacks, caches; what the process itself allocated.
    var anonymousMB: Double
    /// Resident pages no other process shares: the anonymous ones and the private file pages.
    var privateMB: Double

    static func of(_ pid: Int32) -> Memory {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let rollup = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
        func kilobytes(_ key: String, in text: String = status) -> Double {
            let line = text.split(separator: "\n").first { $0.hasPrefix(key) } ?? ""
            return Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return Memory(
            rssMB: kilobytes("VmRSS:") / 1024, peakMB: kilobytes("VmHWM:") / 1024,
            anonymousMB: kilobytes("RssAnon:") / 1024,
            privateMB: (kilobytes("Private_Clean:", in: rollup) + kilobytes("Private_Dirty:", in: rollup))
                / 1024)
    }

    /// User plus system CPU time the process used so far.
    static func cpuSeconds(_ pid: Int32) -> Double {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        // Fields after the command name, which is in parentheses and may contain spaces.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            return 0
        }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// User plus system CPU time of a process and its children so far: the ended children it
    /// waited for, and those still running.
    static func treeCPUSeconds(_ pid: Int32) -> Double {
        func fields(_ pid: String) -> [Substring] {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            return stat.split(separator: ")").last?.split(separator: " ") ?? []
        }
        func ticks(_ fields: [Substring], _ indices: [Int]) -> Double {
            indices.reduce(0) { $0 + (fields.count > $1 ? Double(fields[$1]) ?? 0 : 0) }
        }
        let own = fields(String(pid))
        // utime and stime, then the waited-for children's cutime and cstime.
        var total = ticks(own, [11, 12, 13, 14])
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for name in processes where Int32(name) != nil {
            let child = fields(name)
            if child.count > 1, Int32(child[1]) == pid { total += ticks(child, [11, 12]) }
        }
        return total / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// User plus system CPU time this process used so far, all threads included.
    static func ownCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
