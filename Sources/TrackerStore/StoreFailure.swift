/// An engine's error that a store can classify: whether it is about the store as a whole
/// rather than one command.
public protocol StoreFailure: Error {
    /// Whether the store cannot take writes now (its disk is full or failing): the whole
    /// batch fails, so that the platform delivers it again later, instead of each command
    /// being answered with an apology.
    var isStorageFailure: Bool { get }
}
