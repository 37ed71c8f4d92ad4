import Console
import Foundation
import Logging
import PostgresStore
import SQLiteStore
import Scheduler
import TrackerCommands
import TrackerCore
import TrackerStore

/// Drives the console adapter with typed lines and collects what it prints, on a real
/// SQLite file and a manual clock.
public final class ScriptedConsole {
    /// The console's SQLite database, for checking what was stored when the console runs on
    /// it (``StoreKind/harnessesUseSQLite``).
    public let database: TrackerDatabase
    /// The store the console runs on (``database``'s, or PostgreSQL's), for checking what was
    /// stored through the store interface on either.
    public let store: any Store
    /// The clock the console reads, for moving time on.
    public let clock: ManualClock
    /// The console's reminder scheduler, run by ``wait(until:)``.
    public let scheduler: ReminderScheduler
    private let session: ConsoleSession
    private let printed = PrintedBlocks()
    /// The folder the console made for its database, removed with the console.
    private var ownFolder: TemporaryDirectory?
    /// The path of the PostgreSQL database the console runs on instead, when
    /// ``StoreKind/forHarnesses`` asks (``HarnessDatabases``).
    private let postgresPath: String?

    /// A console on a new database in a temporary folder of its own, removed when the
    /// console goes away.
    public convenience init(clock: ManualClock, name: String = "Alice", isGroup: Bool = false) throws {
        let folder = try TemporaryDirectory()
        try self.init(databasePath: folder.file("bot.sqlite"), clock: clock, name: name, isGroup: isGroup)
        ownFolder = folder
    }

    deinit {
        if let postgresPath { HarnessDatabases.release(postgresPath) }
        ownFolder?.remove()
    }

    /// - Parameters:
    ///   - isGroup: talk as in the console's group chat instead of the private chat.
    ///   - pictures: where replies' pictures are drawn; `nil` prints their text alone.
    public init(
        databasePath: String, clock: ManualClock, userID: String = "local", name: String = "Alice",
        isGroup: Bool = false, pictures: ConsolePictures? = nil
    ) throws {
        database = try TrackerDatabase(path: databasePath)
        postgresPath = StoreKind.forHarnesses == .postgres ? databasePath : nil
        store = try postgresPath.map { try HarnessDatabases.acquire($0).store } ?? database.store
        self.clock = clock
        let printed = printed
        scheduler = ReminderScheduler(
            store: store, platform: Platform.console, clock: clock,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let dispatcher = Dispatcher(store: store, clock: clock, files: UserFiles(beside: databasePath))
        session = try ConsoleSession(
            dispatcher: dispatcher, userID: userID, displayName: name,
            isGroup: isGroup, renderer: ConsoleRenderer(usesANSI: false), pictures: pictures,
            write: { printed.blocks.append($0) })
    }

    /// Types `text` (several lines if it contains newlines) and returns everything printed
    /// in answer, blocks joined by a blank line.
    @discardableResult
    public func send(_ text: String) throws -> String {
        printed.blocks = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            try session.handle(line: String(line))
        }
        return printed.blocks.joined(separator: "\n\n")
    }

    /// The line `trackerbot console` starts with at a terminal, in the user's language.
    public func greeting() throws -> String { try session.greeting() }

    /// Lets time pass until `instant` without typing, running the scheduler as
    /// `trackerbot console` does; returns the reminders printed meanwhile.
    @discardableResult
    public func wait(until instant: Date) throws -> String {
        printed.blocks = []
        clock.set(instant)
        try scheduler.fireDue()
        try session.deliver()
        return printed.blocks.joined(separator: "\n\n")
    }

    private final class PrintedBlocks {
        var blocks: [String] = []
    }
}

extension Date {
    /// Parses an ISO 8601 instant such as `2026-11-21T09:00:00Z`; traps on a typo in a test.
    public static func iso(_ text: String) -> Date {
        guard let date = ISO8601DateFormatter().date(from: text) else {
            preconditionFailure("bad instant \(text)")
        }
        return date
    }
}
