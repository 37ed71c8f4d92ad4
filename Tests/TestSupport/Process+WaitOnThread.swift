import Foundation

extension Process {
    /// Waits for the process to end on a thread of its own, as
    /// ``Foundation/FileHandle/readToEndOnThread()`` reads: a child can take seconds to end,
    /// and `waitUntilExit()` on one of the few threads that run every test's tasks would stall
    /// all the others meanwhile.
    public func waitUntilExitOnThread() async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                self.waitUntilExit()
                continuation.resume()
            }
        }
    }
}
