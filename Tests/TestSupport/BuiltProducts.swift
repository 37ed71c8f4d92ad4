import Foundation

/// Executables the package builds, for tests that run them as real processes.
public enum BuiltProducts {
    /// The `trackerbot` executable next to the test bundle.
    public static var trackerbot: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while url.path != "/"
            && !FileManager.default.fileExists(atPath: url.appendingPathComponent("trackerbot").path)
        {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("trackerbot")
    }
}
