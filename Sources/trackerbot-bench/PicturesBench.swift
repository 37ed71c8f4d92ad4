import ArgumentParser
import Foundation
import Pictures
import TrackerCore

/// Draws pictures as PNG, as a sender does at delivery, to show what a picture
/// costs in time and memory.
struct PicturesBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pictures",
        abstract: "Milliseconds per picture drawn as PNG, and the peak RSS.")

    @Option(help: "Pictures drawn per sample.")
    var count = 200

    func run() async throws {
        let before = Memory.of(getpid())
        let start = ContinuousClock.now
        _ = try PictureRenderer.png(.habitRun(Self.run(days: 21)))
        print(
            String(
                format: "pictures: first picture %.1f ms (fontconfig and font loading), RSS %.1f MB before",
                Self.milliseconds(ContinuousClock.now - start), before.rssMB))
        for (name, picture) in Self.samples {
            var times: [Double] = []
            var png = Data()
            for _ in 0..<count {
                let start = ContinuousClock.now
                png = try PictureRenderer.png(picture)
                times.append(Self.milliseconds(ContinuousClock.now - start))
            }
            times.sort()
            let mean = times.reduce(0, +) / Double(times.count)
            let p99 = times[min(times.count - 1, Int((Double(times.count) * 0.99).rounded(.up)) - 1)]
            print(
                "pictures: \(name.padding(toLength: 30, withPad: " ", startingAt: 0))"
                    + String(
                        format: "mean %.2f ms  p99 %.2f ms  (%d x %d px, %.1f KB)", mean, p99,
                        Self.pngSide(png, at: 16), Self.pngSide(png, at: 20), Double(png.count) / 1024))
        }
        let after = Memory.of(getpid())
        print(String(format: "pictures: RSS %.1f MB, peak %.1f MB", after.rssMB, after.peakMB))
    }

    /// The pictures timed, one line each.
    static let samples: [(name: String, picture: Picture)] = [
        ("habit run, 21 days", .habitRun(run(days: 21))),
        ("habit run, 66 days", .habitRun(run(days: 66))),
        ("habit run, 365 days", .habitRun(run(days: 365))),
        ("board, 6 members x 21 days", .board(board(members: 6, days: 21))),
        ("board, 25 members x 28 days", .board(board(members: 25, days: 28))),
    ]

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

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The image width (offset 16) or height (offset 20) from a PNG's IHDR chunk.
    static func pngSide(_ png: Data, at offset: Int) -> Int {
        guard png.count >= offset + 4 else { return 0 }
        return png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}
