import Foundation

/// A kill of the instance holding the lease, and how long the others took to carry on.
struct Failover: CustomStringConvertible {
    /// When the holder was killed.
    let killedAt: ContinuousClock.Instant
    /// The killed process.
    let pid: Int32
    /// The killed instance's name, the caller the fake Telegram records for its calls.
    let instance: String
    /// How long until another instance's `/readyz` said it holds the lease.
    var leaseTaken: Duration?
    /// How long until the fake Telegram got the next message, necessarily from another instance.
    var firstSend: Duration?

    var description: String {
        "kill of \(instance) (\(pid)): lease taken after \(leaseTaken.map { "\($0)" } ?? "never"), first message after \(firstSend.map { "\($0)" } ?? "never")"
    }
}
