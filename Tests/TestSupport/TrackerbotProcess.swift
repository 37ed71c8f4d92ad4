import Foundation

/// One run of the built `trackerbot` with arguments, to its end: what it printed and its
/// exit status.
public struct TrackerbotProcess: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it printed on standard output.
    public let output: String
    /// What it printed on standard error.
    public let errors: String

    /// Runs `trackerbot arguments…` in `directory` (which has no .env) with only
    /// `environment` set, and waits for it to end.
    public static func run(
        _ arguments: [String], in directory: TemporaryDirectory, environment: [String: String] = [:]
    ) async throws -> TrackerbotProcess {
        let process = Process()
        process.executableURL = BuiltProducts.trackerbot
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        process.environment = environment
        let (stdout, stderr) = (Pipe(), Pipe())
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read to the end before waiting, so that a full pipe cannot stall the process.
        async let output = stdout.fileHandleForReading.readToEndOnThread()
        async let errors = stderr.fileHandleForReading.readToEndOnThread()
        let (printed, logged) = await (output, errors)
        await process.waitUntilExitOnThread()
        return TrackerbotProcess(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
            errors: String(decoding: logged, as: UTF8.self))
    }
}
