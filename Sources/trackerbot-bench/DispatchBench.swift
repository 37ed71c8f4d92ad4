import ArgumentParser
import Foundation
import SQLiteStore
import TrackerCommands
import TrackerCore

/// Applies commands straight through the dispatcher, in batches of one transaction each, to
/// show what the core costs without any network.
struct DispatchBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dispatch", abstract: "Commands applied per second by the dispatcher alone.")

    @Option(help: "Number of users; each sends two commands.")
    var users = 5000

    @Option(help: "Commands per transaction (a getUpdates batch is up to 100).")
    var batch = 100

    func run() async throws {
        let directory = NSTemporaryDirectory() + "trackerbot-bench-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let database = try TrackerDatabase(path: directory + "/bench.sqlite")
        let dispatcher = Dispatcher(
            store: database.store, clock: SystemClock(), files: UserFiles(beside: database.path))
        func incoming(_ index: Int, _ text: String, _ round: Int) -> Incoming {
            let user = String(10_000 + index)
            return Incoming(
                key: "bench:\(round):\(user)", chat: ChatAddress(platform: "bench", id: user),
                sender: Sender(id: user, displayName: "User"), kind: .text(text))
        }
        let commands =
            (0..<users).map { incoming($0, "/habit add Read", 0) }
            + (0..<users).map { incoming($0, "/check", 1) }
        let start = ContinuousClock.now
        for offset in stride(from: 0, to: commands.count, by: batch) {
            try dispatcher.apply(Array(commands[offset..<min(offset + batch, commands.count)]))
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            String(
                format: "dispatch: %d commands in %.2f s = %.0f commands/s (%d per transaction)",
                commands.count,
                seconds, Double(commands.count) / seconds, batch))
    }
}
