import TrackerCore

/// A platform's stream of inbound events, in batches confirmed by an opaque checkpoint: what
/// a platform writes to run on the ``Intake``.
///
/// The intake stores the checkpoint (in `PlatformState`, under ``checkpointKey``) in the
/// transaction that applies the batch, and gives it back to ``fetch(after:)``; the source
/// confirms it to the platform on that next fetch (Telegram's offset) or resumes from it
/// (a Matrix `since`).
public protocol UpdateSource: GuardedItems {
    /// The platform the source reads: its crash guard's source and the platform of its chats.
    var platform: Platform { get }

    /// The `PlatformState` key its checkpoint is stored under, such as `telegram.offset`.
    var checkpointKey: String { get }

    /// The next batch after `checkpoint` (`nil` on the very first start), waiting for news.
    /// - Throws: whatever the platform throws; ``classify(_:)`` says what to do about it.
    func fetch(after checkpoint: String?) async throws -> SourceBatch<Item>

    /// Whether a failed fetch is tried again, and when, or ends the intake.
    func classify(_ error: any Error) -> SourceFailure

    /// Whether `sender` administers the group `chat`, for the group commands that need it;
    /// `nil` when the platform cannot tell. Asked before a batch's transaction, with the
    /// batch's items, whose native ids the platform asks about.
    func isAdmin(_ sender: Sender, in chat: ChatAddress, among batch: [Item]) async -> Bool?

    /// The warning logged at start-up when the last process died applying this source's
    /// events.
    var recoveryWarning: String { get }
}
