/// The bot's work on its own messages' reactions, done one job after another beside the
/// sends rather than inside them: a message's id is recorded as soon as it is sent, so a
/// reaction its reader adds at once is found, and two edits of one message bring its
/// reactions in line in the order they were made.
final class ReactionQueue: Sendable {
    typealias Job = @Sendable () async -> Void

    private let jobs: AsyncStream<Job>
    private let continuation: AsyncStream<Job>.Continuation

    init() {
        (jobs, continuation) = AsyncStream.makeStream()
    }

    /// Queues `job` after the ones before it.
    func enqueue(_ job: @escaping Job) {
        continuation.yield(job)
    }

    /// Runs the jobs as they come, until the task is cancelled.
    func run() async {
        for await job in jobs {
            await job()
        }
    }
}
