import Console
import Foundation
import SQLiteStore
import TrackerCommands
import TrackerCore

extension FuzzTarget {
    /// Lines from one user, applied as the console applies them: the parser, every handler
    /// and the reply wording, on a real database. A first line `#group` talks as in a group.
    static let commands = FuzzTarget(
        "commands", "the command parser and dispatcher, one user's lines on a temporary database"
    ) { data in
        CommandsFuzzing.shared.run(data.text)
    }
}

/// The commands target's database and exports, in a folder of this process's own. A commit
/// syncs the disk, which in memory-backed /dev/shm costs nothing.
private let commandsFolder =
    (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    + "/trackerbot-fuzz-\(getpid())"

/// The database and clock the commands target reuses across inputs: migrating a new file
/// for each input would cost more than the input. Each input is a new user, so no input
/// sees another's lists.
private final class CommandsFuzzing: @unchecked Sendable {
    static let shared = CommandsFuzzing()

    private let dispatcher: Dispatcher
    private let clock = SteppingClock(Date(timeIntervalSince1970: 1_795_338_000))  // 2026-11-21 09:00 UTC
    private var inputs = 0

    private init() {
        // The folder lives in memory: leave nothing behind (a crash, which is a finding, may).
        try? FileManager.default.removeItem(atPath: commandsFolder)
        atexit { try? FileManager.default.removeItem(atPath: commandsFolder) }
        let path = commandsFolder + "/bot.sqlite"
        guard let database = try? TrackerDatabase(path: path) else {
            fatalError("cannot create the fuzzing database at \(path)")
        }
        dispatcher = Dispatcher(store: database.store, clock: clock, files: UserFiles(beside: database.path))
    }

    func run(_ text: String) {
        inputs += 1
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let isGroup = lines.first == "#group"
        if isGroup { lines.removeFirst() }
        // Days pass between inputs, so date rules meet many weekdays, month ends and DST changes.
        clock.advance(by: 7 * 3600 + 13 * 60)
        guard
            let session = try? ConsoleSession(
                dispatcher: dispatcher, userID: "fuzz-\(inputs)", displayName: "Fuzz", isGroup: isGroup,
                renderer: ConsoleRenderer(usesANSI: false), write: { _ in })
        else { return }
        for line in lines { try? session.handle(line: line) }
        try? session.finish()
    }
}
