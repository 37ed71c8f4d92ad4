/// The work a job does.
public enum JobKind: String, Sendable, Codable {
    /// `/todo demo`: fetch sample to-dos and import them.
    case demoTodos
}

/// Work a command started that needs the network, done outside the command's transaction: a
/// job exists only while its work is pending.
public protocol JobStore {
    /// Whether a job of `kind` is pending for the user.
    func isPending(_ kind: JobKind, userID: Int64) throws -> Bool
}
