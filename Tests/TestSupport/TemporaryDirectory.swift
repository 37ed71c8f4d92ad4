import Foundation

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "trackerbot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A path inside the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
