import ArgumentParser

@main
struct TrackerBot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trackerbot",
        abstract: "A self-hosted goal-and-habit chat bot.",
        subcommands: [
            ConsoleCommand.self, RunCommand.self, BackupCommand.self, RestoreCommand.self, StatusCommand.self,
            DeadLettersCommand.self,
        ]
    )
}
