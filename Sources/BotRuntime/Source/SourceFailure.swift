import Logging

/// What the intake does after a fetch failed, as the platform classifies the error.
public enum SourceFailure: Sendable {
    /// Try again: after `after` when the platform named a wait (a Matrix `retry_after_ms`),
    /// otherwise after the ``TrackerCore/Backoff``. `reason` is logged at `level`, followed
    /// by the wait.
    case retry(reason: String, after: Duration? = nil, level: Logger.Level = .warning)
    /// Stop: the intake ends with `reason`, the platform's own exit reason (a revoked token).
    case fatal(reason: any Error)
}
