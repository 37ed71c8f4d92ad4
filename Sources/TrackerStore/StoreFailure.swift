/// An engine's error that a store can classify: whether it is about the store as a whole
/// rather than one command.
public protocol StoreFailure: Error {
    /// Whether the failure is the transaction's rather than the command's: the store cannot
    /// take writes now (its disk is full or failing, its server is gone), or the transaction
    /// must run again. The whole batch fails, so that the store runs it again or the platform
    /// delivers it again later, instead of each command being answered with an apology.
    var isStorageFailure: Bool { get }
}
