import Foundation

/// Threads of their own that run the handlers of every ``LoopbackServer`` in the process.
///
/// The Swift task pool has one thread per core, and a whole test run keeps it busy with
/// blocking work (SQLite and PostgreSQL calls, child processes) for seconds at a time. A fake
/// server whose handlers waited for that pool would answer late, and the client under test
/// would time out through no fault of its own; here a fake answers as a remote server does.
final class HandlerThreads: TaskExecutor, @unchecked Sendable {
    /// The executor the servers share; its threads live as long as the process.
    static let shared = HandlerThreads(count: 4)

    private let condition = NSCondition()
    /// Jobs waiting for a thread, oldest first; guarded by `condition`.
    private var jobs: [UnownedJob] = []

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in self.runJobs() }
            thread.name = "loopback-handler-\(index)"
            // Handlers decode JSON and multipart forms synchronously: give them a main thread's stack.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
