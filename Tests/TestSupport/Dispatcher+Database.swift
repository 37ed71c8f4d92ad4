import Logging
import SQLiteStore
import TrackerCommands
import TrackerCore
import TrackerStore

extension Dispatcher {
    /// A dispatcher applying events to `database`, with its files beside the database file
    /// unless `files` names others: how `trackerbot` builds one.
    public init(
        database: TrackerDatabase, clock: any TrackerCore.Clock, files: UserFiles? = nil,
        logger: Logger = Logger(label: "trackerbot.dispatch"),
        remindersChanged: @escaping @Sendable () -> Void = {}, jobsAdded: @escaping @Sendable () -> Void = {}
    ) {
        self.init(
            store: database.store, clock: clock, files: files ?? UserFiles(beside: database.path),
            logger: logger,
            remindersChanged: remindersChanged, jobsAdded: jobsAdded)
    }
}

extension Inbox {
    /// An inbox in `database` that rings `doorbell` when it admits events.
    public init(database: TrackerDatabase, doorbell: Doorbell, clock: any TrackerCore.Clock) {
        self.init(store: database.store, doorbell: doorbell, clock: clock)
    }
}

extension CrashGuard {
    /// A guard for the events `platform`, or its source `scope`, applies to `database`.
    public init(database: TrackerDatabase, platform: Platform, scope: String? = nil) {
        self.init(store: database.store, platform: platform, scope: scope)
    }
}
