import ArgumentParser
import Foundation
import Pictures
import TrackerCore

/// Draws sample pictures as PNG, as a sender does at delivery, to show what a picture
/// costs in time and memory.
struct PicturesBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pictures",
        abstract: "Milliseconds per picture drawn as PNG, and the peak RSS.")

    /// The pictures timed, one line each.
    static let samples: [(name: String, picture: Picture)] = [
        ("habit run, 21 days", .habitRun(run(days: 21))),
        ("habit run, 66 days", .habitRun(run(days: 66))),
        ("habit run, 365 days", .habitRun(run(days: 365))),
        ("year heatmap", .heatmap(heatmap())),
        ("goal progress, 8 rows", .goalProgress(goalProgress)),
        ("goal card, 12 checkpoints", .goalCard(goalCard)),
        ("board, 6 members x 7 days", .board(board(members: 6, days: 7))),
        ("board, 25 members x 14 days", .board(board(members: 25, days: BoardPicture.maximumDays))),
    ]

    @Option(help: "Times each picture is drawn.")
    var count = 200

    func run() async throws {
        let before = Memory.of(getpid())
        let start = ContinuousClock.now
        _ = try PictureRenderer.png(.habitRun(Self.run(days: 21)))
        let elapsed = ContinuousClock.now - start
        let first = Memory.of(getpid())
        print(
            String(
                format:
                    "pictures: first picture %.1f ms (fontconfig and font loading), RSS %.1f MB before, %.1f MB after",
                Self.milliseconds(elapsed), before.rssMB, first.rssMB))
        for (name, picture) in Self.samples + Self.languageSamples {
            var times: [Double] = []
            var cpu = 0.0
            var png = Data()
            for _ in 0..<count {
                let start = ContinuousClock.now
                let cpuStart = Self.threadCPUMilliseconds()
                png = try PictureRenderer.png(picture)
                cpu += Self.threadCPUMilliseconds() - cpuStart
                times.append(Self.milliseconds(ContinuousClock.now - start))
            }
            times.sort()
            let mean = times.reduce(0, +) / Double(times.count)
            let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
            print(
                "pictures: " + name.padding(toLength: 28, withPad: " ", startingAt: 0)
                    + String(
                        format: "  CPU %.2f ms  wall min %.2f, mean %.2f, p99 %.2f ms  (%d x %d px, %.1f KB)",
                        cpu / Double(count), times[0], mean, p99,
                        Self.pngSide(png, at: 16), Self.pngSide(png, at: 20), Double(png.count) / 1024))
        }
        let after = Memory.of(getpid())
        print(String(format: "pictures: RSS %.1f MB, peak %.1f MB", after.rssMB, after.peakMB))
    }

    /// A run of `days` days: mostly done, a partial day every fifth, three paused days, a
    /// broken one, today at 60% of the run.
    static func run(days: Int) -> HabitRunPicture {
        let today = days * 6 / 10
        let cells: [HabitRunPicture.Cell] = (0..<days).map { day in
            switch day {
            case _ where day > today: .open
            case 3: .broken
            case 10...12: .paused
            case _ where day % 5 == 4: .partial(0.6)
            default: .done
            }
        }
        return HabitRunPicture(
            title: "Read 20 pages", cells: cells, today: today,
            caption: "Day \(today + 1) of \(days) · streak \(max(today - 12, 0)) days")
    }

    /// A year to 14 May 2026 with a habit from mid-July: done, partly done and missed days
    /// in turn, a paused week, Sundays off.
    static func heatmap() -> HeatmapPicture {
        let grid = YearGrid(today: LocalDate(year: 2026, month: 5, day: 14)!, weekStart: .monday)
        let shares = [1, 1, 0.5, 1, 0, 0.25, 1, 0.8, 1, 1, 0]
        let days: [HeatmapPicture.Day] = grid.days.enumerated().map { index, day in
            switch day {
            case _ where day > grid.today: .future
            case _ where day < LocalDate(year: 2025, month: 7, day: 15)!: .blank
            case _ where day.weekday == .sunday: .notDue
            case _ where (80...86).contains(index): .paused
            default: .share(shares[index % shares.count])
            }
        }
        return HeatmapPicture(
            title: "Read 20 pages", first: grid.first, days: days, today: grid.index(of: grid.today),
            caption: "Done on 160 of 258 due days, partly on 52 · best streak 4 days")
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The image width (offset 16) or height (offset 20) from a PNG's IHDR chunk.
    static func pngSide(_ png: Data, at offset: Int) -> Int {
        guard png.count >= offset + 4 else { return 0 }
        return png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    /// This thread's CPU time: a drawing runs on one thread from start to end, and its CPU
    /// time does not count the waits for a core that wall time does on a busy machine.
    static func threadCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
}
