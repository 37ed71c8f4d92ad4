import ArgumentParser

@main
struct TrackerBot: AsyncParsableCommand {
    /// This build's version, as `--version` and `/metrics` (`trackerbot_build_info`) show it.
    static let version = "0.22.0"

    static let configuration = CommandConfiguration(
        commandName: "trackerbot",
        abstract: "A self-hosted goal-and-habit chat bot.",
        version: version,
        subcommands: [
            ConsoleCommand.self, RunCommand.self, BackupCommand.self, RestoreCommand.self, StatusCommand.self,
            DeadLettersCommand.self, CopyStoreCommand.self, CheckConfigCommand.self,
        ]
    )
}
