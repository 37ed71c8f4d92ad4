import Foundation

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates a new empty folder with a unique name.
    public init() throws {
        path = NSTemporaryDirectory() + "trackerbot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Deletes the folder and everything in it, ignoring failures.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
