import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to a file descriptor with `write(2)`, bypassing stdio.
///
/// The console prints reminders from a background task while the main thread waits in
/// `readLine()`, which holds stdin's stdio lock. Anything that takes stdio locks there
/// (`fflush(nil)` takes every stream's) blocks until a line is typed, and stdout's buffer
/// (full buffering on a pipe) holds output back. Writing the bytes directly does neither.
public final class TerminalOutput: Sendable {
    private let descriptor: Int32
    /// The prompt on screen while a line is read, if any. The lock also keeps whole blocks
    /// together when the reader and the printer write at once.
    private let prompt = Mutex<String?>(nil)

    /// Output to the file descriptor `descriptor` (standard output by default), which the caller keeps open.
    public init(descriptor: Int32 = 1) { self.descriptor = descriptor }

    /// Shows `text` as the prompt of the line about to be read.
    public func showPrompt(_ text: String) {
        prompt.withLock { prompt in
            prompt = text
            put(text)
        }
    }

    /// The line was read: the prompt is gone.
    public func promptAnswered() {
        prompt.withLock { $0 = nil }
    }

    /// Prints a block and a blank line. A block printed while the prompt waits (a reminder)
    /// takes the prompt's place, and the prompt comes again below it.
    public func print(block: String) {
        prompt.withLock { prompt in
            guard let shown = prompt else { return put(block + "\n\n") }
            put("\r" + block + "\n\n" + shown)
        }
    }

    /// Writes `text` as it is.
    public func write(_ text: String) {
        prompt.withLock { _ in put(text) }
    }

    /// Writes all of `text`, retrying short writes and interrupted calls; the caller holds the lock.
    private func put(_ text: String) {
        do {
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                    #else
                        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                    #endif
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // A closed terminal: nobody is left to read it.
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}
