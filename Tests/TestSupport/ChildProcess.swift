import Foundation

/// A program run to its end: what it printed, standard output and error together, and its
/// exit status.
public struct ChildProcess: Sendable {
    /// The exit status.
    public let status: Int32
    /// What it printed, standard output and error interleaved.
    public let output: String

    /// Runs `program` with `arguments`, `input` on its standard input, and waits for it to end
    /// without blocking a thread of the concurrency pool. `environment` is all it gets, with a
    /// `PATH` of the usual folders unless it names one.
    ///
    /// What it prints goes to a file, read once it has ended: a server it starts in the
    /// background (a database cluster) keeps a copy of its output, and a pipe would never end.
    public static func run(
        _ program: String, _ arguments: [String], input: Data = Data(), environment: [String: String] = [:]
    ) async throws -> ChildProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"].merging(environment) {
            $1
        }
        let outputPath = NSTemporaryDirectory() + "child-output-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = standardInput
        try process.run()
        try output.close()
        standardInput.fileHandleForWriting.write(input)
        try standardInput.fileHandleForWriting.close()
        await process.waitUntilExitOnThread()
        let printed = FileManager.default.contents(atPath: outputPath) ?? Data()
        return ChildProcess(
            status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self))
    }
}
