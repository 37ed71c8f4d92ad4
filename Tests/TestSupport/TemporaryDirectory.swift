import Foundation

/// A fresh directory for a test's files, removed by ``remove()``.
///
/// It is made in memory (`/dev/shm`) where the machine has room there, else under the
/// system's temporary folder. The bot syncs every commit to disk, and a test run makes
/// thousands of them (about 14,000): on a disk that takes 5 ms a sync that is over a minute
/// of the concurrency pool's two threads spent waiting, while every other test waits for a
/// thread. In memory a sync costs nothing, and SQLite, its WAL and the files' modes behave
/// as on a disk.
public struct TemporaryDirectory: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates a new empty folder with a unique name.
    public init() throws {
        path = Self.parent + "trackerbot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the folder and everything in it, ignoring failures.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Where the folders are made, with a trailing slash.
    private static let parent: String = {
        let memory = "/dev/shm/"
        var space = statvfs()
        // A container's /dev/shm is often 64 MB: too small for a run's databases.
        guard access(memory, W_OK) == 0, statvfs(memory, &space) == 0,
            UInt64(space.f_bavail) * UInt64(space.f_frsize) >= 1 << 30
        else { return NSTemporaryDirectory() }
        return memory
    }()
}
