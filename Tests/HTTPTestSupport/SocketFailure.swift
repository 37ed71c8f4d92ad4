/// A socket call failed while a test set up its network conditions.
public struct SocketFailure: Error, CustomStringConvertible {
    public var operation: String

    public var description: String { "\(operation) failed" }
}
