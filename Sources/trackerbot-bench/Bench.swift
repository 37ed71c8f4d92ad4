import ArgumentParser

@main
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trackerbot-bench",
        abstract: "Throughput and memory figures of TrackerBot (build in release mode first).",
        subcommands: [
            TelegramBench.self, MatrixBench.self, DispatchBench.self, SchedulerBench.self,
            PicturesBench.self,
        ]
    )
}
