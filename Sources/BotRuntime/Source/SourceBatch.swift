import TrackerStore

/// What one fetch from a source brought: its items, the checkpoint that confirms them, and
/// notes on what could not be read.
public struct SourceBatch<Item: Sendable>: Sendable {
    /// The items, in the order they are applied.
    public var items: [Item]
    /// The checkpoint to store with the items; `nil` when there is nothing new to confirm
    /// (an empty long poll), and the batch is not applied.
    public var checkpoint: String?
    /// One log line per item that could not be read, which is skipped.
    public var undecodable: [String]
    /// What else fetching the batch changed that the store must keep with it (Matrix's
    /// encryption sessions): written in the transaction that admits the batch with its
    /// checkpoint, or, without an inbox, in one just before the batch is applied.
    public var writes: (@Sendable (any StoreTransaction) throws -> Void)?

    /// A batch of `items` confirmed by `checkpoint`.
    public init(
        items: [Item], checkpoint: String?, undecodable: [String] = [],
        writes: (@Sendable (any StoreTransaction) throws -> Void)? = nil
    ) {
        self.writes = writes
        self.items = items
        self.checkpoint = checkpoint
        self.undecodable = undecodable
    }
}
