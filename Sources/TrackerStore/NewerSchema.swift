/// A database migrated by a newer TrackerBot than this one: its schema has migrations this
/// build does not know. A build never opens such a database for use, so that code which does
/// not know the schema never writes into it (after a rollback, say).
public struct NewerSchema: Error, Sendable, Hashable, CustomStringConvertible {
    /// The newest migration the database has, which this build does not know.
    public var found: String
    /// This build's newest migration.
    public var newest: String

    /// A database whose newest migration is `found`, which a build whose newest is `newest`
    /// does not know.
    public init(found: String, newest: String) {
        self.found = found
        self.newest = newest
    }

    /// What the operator reads: both schemas, and the two ways out.
    public var description: String {
        "the database's schema is “\(found)”, newer than this build's newest, “\(newest)”: run the "
            + "newer TrackerBot that migrated it, or restore the backup taken before that upgrade"
    }
}
