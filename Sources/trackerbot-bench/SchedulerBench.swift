import ArgumentParser
import Delivery
import Foundation
import GRDB
import HTTPClient
import Logging
import SQLiteStore
import Scheduler
import Telegram
import TelegramBot
import TrackerCore
import TrackerStore

/// The reminder scheduler at scale: the due query per tick with a million users scheduled,
/// the time to queue a wave of nudges, and how fast the real delivery worker drains that
/// wave into a fake Bot API that answers 429 beyond its flood limit.
struct SchedulerBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scheduler",
        abstract:
            "Due-query latency at 1M users, nudge-wave enqueue time, and drain rate against a flood limit."
    )

    @Option(help: "Users in the database, each with a nudge, a warning and a day-end reminder.")
    var users = 1_000_000

    @Option(help: "Users whose nudge is due at the same instant (the wave).")
    var wave = 100_000

    @Option(help: "Random instants at which the due query is timed.")
    var ticks = 1000

    @Option(help: "Messages a second: the fake's flood limit and the worker's overall limit.")
    var rate = 1000.0

    @Option(
        help: """
            Messages in flight at once (TELEGRAM_MAX_IN_FLIGHT); by default 125 ms worth of the rate, \
            enough to cover a round trip on a busy machine.
            """)
    var inFlight: Int?

    /// Sending at `rate` needs `rate × round trip` requests under way.
    private var concurrency: Int { inFlight ?? max(1, Int(rate / 8)) }

    @Flag(help: "Skip draining the wave through the delivery worker.")
    var noDrain = false

    @Option(help: "Stop draining after this many seconds and report the rate so far.")
    var maxDrainSeconds = 900.0

    /// The wave's instant: 09:00 UTC, the nudge time of the wave's users.
    private static let waveAt = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21T09:00:00Z
    private static let waveDay = "2026-11-21"

    func validate() throws {
        guard users >= wave, wave > 0, ticks > 0, rate > 0, (inFlight ?? 1) > 0 else {
            throw ValidationError("need users ≥ wave > 0, and positive ticks, rate and in-flight")
        }
    }

    func run() async throws {
        let directory = NSTemporaryDirectory() + "trackerbot-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = try TrackerDatabase(path: directory + "/bench.sqlite")

        var start = ContinuousClock.now
        try populate(database)
        report(
            String(
                format: "populate: %d users, %d reminders in %.1f s", users, users * 3,
                seconds(ContinuousClock.now - start)))

        try measureTicks(database)

        let clock = FixedClock(instant: Self.waveAt)
        let logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        let scheduler = ReminderScheduler(
            store: database.store, platform: Platform.telegram, clock: clock, logger: logger)
        start = ContinuousClock.now
        let queued = try scheduler.fireDue()
        let enqueue = seconds(ContinuousClock.now - start)
        report(
            String(
                format: "wave: %d nudges queued in %.2f s (%.0f users/s)", queued, enqueue,
                Double(queued) / enqueue))
        guard !noDrain else { return }
        try await drain(database, expected: queued, logger: logger)
    }

    /// Bulk-inserts users, habits and reminder rows with set-based SQL in a few transactions.
    private func populate(_ database: TrackerDatabase) throws {
        let wave = wave
        let users = users
        let waveAt = Int64(Self.waveAt.timeIntervalSince1970)
        let platform = Platform.telegram
        try database.write { db in
            // A large page cache keeps the random index inserts in memory.
            try db.execute(sql: "PRAGMA cache_size = -1048576")
            try db.execute(
                sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                    INSERT INTO user (id, platform, externalID, displayName, timeZone, dayStartHour, createdAt,
                                      remindAt, warnAt, weekStart, tipsShown)
                    SELECT i, ?, CAST(1000000000 + i AS TEXT), 'User', 'UTC', 0, ? - 86400,
                           '09:00', '21:00', 1, 0 FROM n
                    """, arguments: [users, platform, waveAt])
            try db.execute(
                sql: """
                    INSERT INTO habit (userID, name, length, run, runStartedOn, createdAt)
                    SELECT id, 'Read', 21, 1, ?, ? - 86400 FROM user WHERE id <= ?
                    """, arguments: [Self.waveDay, waveAt, wave])
        }
        // The wave's nudges are due at 09:00; every other reminder at a random later second
        // of the day, as a user base spread over the world's zones would be.
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO reminder (userID, kind, itemID, platform, fireAt, dueDay, lastFiredOn)
                    SELECT id, 1, 0, ?,
                           CASE WHEN id <= ? THEN ? ELSE ? + 1 + abs(random()) % 86399 END, ?, NULL FROM user
                    """, arguments: [platform, wave, waveAt, waveAt, Self.waveDay])
        }
        try database.write { db in
            for kind in [ReminderKind.warning, .dayEnd] {
                try db.execute(
                    sql: """
                        INSERT INTO reminder (userID, kind, itemID, platform, fireAt, dueDay, lastFiredOn)
                        SELECT id, ?, 0, ?, ? + 1 + abs(random()) % 86399, ?, NULL FROM user
                        """, arguments: [kind.rawValue, platform, waveAt, Self.waveDay])
            }
        }
        try database.write { db in try db.execute(sql: "ANALYZE") }
    }

    /// Times what the scheduler asks per tick: the due rows (up to a pass's batch) and the
    /// next instant to wake at, at random instants over the day.
    private func measureTicks(_ database: TrackerDatabase) throws {
        var generator = SystemRandomNumberGenerator()
        let from = Self.waveAt.timeIntervalSince1970 - 3600
        var due: [Double] = []
        var next: [Double] = []
        for _ in 0..<ticks {
            let now = Date(
                timeIntervalSince1970: from + Double.random(in: 0..<(86_400 + 3600), using: &generator))
            try database.read { db in
                var start = ContinuousClock.now
                _ = try ReminderSchedule.dueUsers(
                    platform: Platform.telegram, now: now, limit: 500, in: db)
                due.append(seconds(ContinuousClock.now - start) * 1000)
                start = ContinuousClock.now
                _ = try ScheduledReminder.nextFireAt(platform: Platform.telegram, in: db)
                next.append(seconds(ContinuousClock.now - start) * 1000)
            }
        }
        report(
            String(
                format:
                    "tick at %d users: due query (≤ 500 rows) p50 %.3f ms, p99 %.3f ms; next wake p50 %.3f ms, "
                    + "p99 %.3f ms", users, percentile(due, 0.5), percentile(due, 0.99),
                percentile(next, 0.5),
                percentile(next, 0.99)))
    }

    /// Sends the queued wave through the real delivery worker into a flood-limited fake.
    private func drain(_ database: TrackerDatabase, expected: Int, logger: Logger) async throws {
        let fake = try BenchBotAPI(maxPollWait: .milliseconds(100), floodLimitPerSecond: rate)
        let client = HTTPClient(
            maxConcurrentTransfers: concurrency, userAgent: "TrackerBotBench", logger: logger)
        defer { client.shutdown() }
        let api = BotAPI(
            configuration: BotAPIConfiguration(token: BenchBotAPI.token, baseURL: fake.baseURL),
            client: client,
            logger: logger)
        let options = DeliveryWorker.Options(
            limits: RateLimits(overallPerSecond: rate), maxInFlight: concurrency)
        let worker = DeliveryWorker(
            store: database.store, sender: BenchSender(api: api), doorbell: Doorbell(), options: options,
            logger: logger)
        let start = ContinuousClock.now
        let running = Task { await worker.run() }
        let deadline = start + .milliseconds(Int64(maxDrainSeconds * 1000))
        var remaining = expected
        while remaining > 0 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
            remaining = try await database.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM outbox WHERE state = 0") ?? 0
            }
        }
        let elapsed = seconds(ContinuousClock.now - start)
        running.cancel()
        await running.value
        let sent = expected - remaining
        let achieved = Double(sent) / elapsed
        report(
            String(
                format:
                    "drain: %d of %d messages in %.1f s = %.0f/s, %.1f%% of the configured %.0f/s; %d answered "
                    + "429 (%d in flight)%@", sent, expected, elapsed, achieved, achieved / rate * 100, rate,
                fake.floodRejections, concurrency, remaining > 0 ? " — stopped at the time limit" : ""
            ))
        await fake.stop()
    }

    /// Prints a result line at once, also when the output is a file or a pipe.
    private func report(_ line: String) {
        print(line)
        fflush(nil)
    }

    private func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    private func seconds(_ duration: Duration) -> Double { TelegramBench.seconds(duration) }
}

/// Sends a message the way the Telegram adapter does (HTML text, inline keyboard), and
/// classifies a 429 as the worker expects.
private struct BenchSender: MessageSender {
    let api: BotAPI

    var platform: Platform { .telegram }

    func deliver(_ message: OutboxMessage) async throws(DeliveryFailure) -> String? {
        let outgoing = message.outgoing
        guard let chatID = Int64(outgoing.chat.id), let reply = outgoing.reply else {
            throw .rejected("not a Telegram message")
        }
        do {
            let message = try await api.sendMessage(
                chatID: chatID, html: TelegramHTML.render(reply.text),
                replyMarkup: reply.buttons.isEmpty ? nil : InlineKeyboard(reply.buttons))
            return String(message.messageID)
        } catch BotAPIError.tooManyRequests(let retryAfter) {
            throw .rateLimited(retryAfter: .seconds(max(1, retryAfter)))
        } catch {
            throw .transient("\(error)")
        }
    }
}
