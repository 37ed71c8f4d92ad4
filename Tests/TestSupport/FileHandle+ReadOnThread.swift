import Foundation

extension FileHandle {
    /// Everything up to the end of the file or pipe, read on a thread of its own: a child
    /// process's output can take seconds to end, and a read blocking one of the few threads
    /// that run every test's tasks would stall all the others meanwhile.
    public func readToEndOnThread() async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: (try? self.readToEnd()) ?? Data()) }
        }
    }
}
