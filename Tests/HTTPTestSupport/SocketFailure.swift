/// A socket call failed while a test set up its network conditions.
public struct SocketFailure: Error, CustomStringConvertible {
    /// The socket call that failed.
    public var operation: String

    /// `<operation> failed`.
    public var description: String { "\(operation) failed" }
}
